/**
 * MindCrafter (`/mindcrafter`): pre-session check-ins with a readiness score, guided breathing, a two-minute focus
 * drill, the pre-market routine the trader builds, and the tilt meter read from the journal with the trader's
 * consent. Served by the learning service under `/api/learning/mind/*` (signed in, each record its owner's only).
 * Dates without a time (`YYYY-MM-DD`) are calendar days in the user's time zone; instants are ISO strings in UTC.
 */
import type { TradeOutcome, TradeSide } from './journal';

/** What counts for missions, XP and the streak (`learning.mind.exercise.completed`). */
export type MindExerciseKind = 'breathing' | 'check-in' | 'focus-drill' | 'routine';
export const MIND_EXERCISE_KINDS: readonly MindExerciseKind[] = [
  'breathing',
  'check-in',
  'focus-drill',
  'routine',
];
export const MIND_EXERCISE_LABELS: Record<MindExerciseKind, string> = {
  breathing: 'Respiración guiada',
  'check-in': 'Check-in previo a la sesión',
  'focus-drill': 'Ejercicio de foco',
  routine: 'Rutina pre-mercado',
};
/** XP the progress service awards for a MindCrafter exercise: once per exercise kind and local day at most. */
export const MIND_EXERCISE_XP = 10;

// ---------------------------------------------------------------------------------------------------------------
// Check-ins and readiness

/** 1–5 answers. Stress and pressure: 5 is the worst. Mood and focus: 5 is the best. */
export const CHECK_IN_SCALE_MIN = 1;
export const CHECK_IN_SCALE_MAX = 5;
/** Hours slept, in steps of half an hour. */
export const CHECK_IN_SLEEP_MIN = 0;
export const CHECK_IN_SLEEP_MAX = 14;
export const CHECK_IN_SLEEP_STEP = 0.5;
export const CHECK_IN_NOTE_MAX_LENGTH = 500;
/** `GET /api/learning/mind/check-ins?days=N`: the default and the largest N. */
export const CHECK_IN_HISTORY_DEFAULT_DAYS = 90;
export const CHECK_IN_HISTORY_MAX_DAYS = 365;
/** The list never returns more than this many check-ins (newest first). */
export const CHECK_IN_HISTORY_MAX_ITEMS = 500;

/** POST /api/learning/mind/check-ins. */
export interface MindCheckInRequest {
  sleepHours: number;
  stress: number;
  mood: number;
  focus: number;
  pressure: number;
  note?: string;
}

export type ReadinessLevel = 'low' | 'medium' | 'high';
/** Readiness below `medium` is low; from `high` on it is high. */
export const READINESS_THRESHOLDS = { medium: 50, high: 75 } as const;
export const READINESS_LEVEL_LABELS: Record<ReadinessLevel, string> = {
  low: 'Baja',
  medium: 'Media',
  high: 'Alta',
};
/** The advice for a low readiness always contains these words. */
export const LOW_READINESS_ADVICE = 'hoy, mejor en demo';

export type CheckInFactor = 'sleep' | 'stress' | 'mood' | 'focus' | 'pressure';
export const CHECK_IN_FACTOR_LABELS: Record<CheckInFactor, string> = {
  sleep: 'Sueño',
  stress: 'Estrés',
  mood: 'Ánimo',
  focus: 'Concentración',
  pressure: 'Presión externa',
};

export function readinessLevel(readiness: number): ReadinessLevel {
  if (readiness >= READINESS_THRESHOLDS.high) return 'high';
  if (readiness >= READINESS_THRESHOLDS.medium) return 'medium';
  return 'low';
}

/** 201 from POST, and each item of GET /api/learning/mind/check-ins (newest first). */
export interface MindCheckIn {
  id: string;
  createdAt: string;
  /** The user's local day when it was recorded. */
  date: string;
  sleepHours: number;
  stress: number;
  mood: number;
  focus: number;
  pressure: number;
  note: string | null;
  /** 0–100, computed on the server. */
  readiness: number;
  level: ReadinessLevel;
  /** The factor that lowered readiness the most; null when none lowered it. */
  weakestFactor: CheckInFactor | null;
  /** Plain Spanish advice; names the weakest factor; when low it contains `LOW_READINESS_ADVICE`. */
  advice: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Guided breathing

export type BreathingTechniqueId = 'box' | '4-7-8' | 'coherent';
export type BreathingPhaseKind = 'inhale' | 'hold' | 'exhale' | 'hold-empty';

export interface BreathingPhase {
  kind: BreathingPhaseKind;
  seconds: number;
  /** What the guide shows during the phase. */
  label: string;
}

export interface BreathingTechnique {
  id: BreathingTechniqueId;
  name: string;
  description: string;
  /** One cycle, in order. */
  phases: readonly BreathingPhase[];
  /** Cycles the page proposes. */
  defaultCycles: number;
}

export const BREATHING_PHASE_LABELS: Record<BreathingPhaseKind, string> = {
  inhale: 'Inhala',
  hold: 'Mantén el aire',
  exhale: 'Exhala',
  'hold-empty': 'Mantén sin aire',
};

/** The timings the page animates and the server uses to compute a session's duration. */
export const BREATHING_TECHNIQUES: Readonly<Record<BreathingTechniqueId, BreathingTechnique>> = {
  box: {
    id: 'box',
    name: 'Respiración cuadrada (4-4-4-4)',
    description:
      'Inhala, mantén, exhala y mantén sin aire, cuatro segundos cada fase. Calma y ordena la mente antes de operar.',
    phases: [
      { kind: 'inhale', seconds: 4, label: BREATHING_PHASE_LABELS.inhale },
      { kind: 'hold', seconds: 4, label: BREATHING_PHASE_LABELS.hold },
      { kind: 'exhale', seconds: 4, label: BREATHING_PHASE_LABELS.exhale },
      { kind: 'hold-empty', seconds: 4, label: BREATHING_PHASE_LABELS['hold-empty'] },
    ],
    defaultCycles: 6,
  },
  '4-7-8': {
    id: '4-7-8',
    name: 'Respiración 4-7-8',
    description:
      'Inhala cuatro segundos, mantén siete y exhala ocho. Baja la activación después de una pérdida o antes de dormir.',
    phases: [
      { kind: 'inhale', seconds: 4, label: BREATHING_PHASE_LABELS.inhale },
      { kind: 'hold', seconds: 7, label: BREATHING_PHASE_LABELS.hold },
      { kind: 'exhale', seconds: 8, label: BREATHING_PHASE_LABELS.exhale },
    ],
    defaultCycles: 4,
  },
  coherent: {
    id: 'coherent',
    name: 'Respiración coherente',
    description:
      'Inhala y exhala cinco segundos y medio cada vez, unas cinco respiraciones y media por minuto, sin pausas.',
    phases: [
      { kind: 'inhale', seconds: 5.5, label: BREATHING_PHASE_LABELS.inhale },
      { kind: 'exhale', seconds: 5.5, label: BREATHING_PHASE_LABELS.exhale },
    ],
    defaultCycles: 27,
  },
};
export const BREATHING_TECHNIQUE_IDS: readonly BreathingTechniqueId[] = ['box', '4-7-8', 'coherent'];
export const BREATHING_CYCLES_MIN = 1;
export const BREATHING_CYCLES_MAX = 60;
/** GET /api/learning/mind/breathing-sessions returns at most this many (newest first). */
export const BREATHING_HISTORY_MAX_ITEMS = 50;

/** Seconds one cycle of the technique lasts. */
export function breathingCycleSeconds(technique: BreathingTechniqueId): number {
  return BREATHING_TECHNIQUES[technique].phases.reduce((sum, phase) => sum + phase.seconds, 0);
}

/** Seconds a session of `cycles` cycles lasts (rounded to whole seconds). */
export function breathingDurationSeconds(technique: BreathingTechniqueId, cycles: number): number {
  return Math.round(breathingCycleSeconds(technique) * cycles);
}

/** POST /api/learning/mind/breathing-sessions. */
export interface BreathingSessionRequest {
  technique: BreathingTechniqueId;
  cycles: number;
}

export interface BreathingSession {
  id: string;
  technique: BreathingTechniqueId;
  cycles: number;
  /** Computed on the server from the technique's timings. */
  durationSeconds: number;
  date: string;
  createdAt: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Focus drill (go/no-go)

/**
 * The two-minute go/no-go drill played in the browser: a stimulus appears every `stimulusIntervalMs` and stays
 * `stimulusVisibleMs`; a share `targetShare` of them are targets (press) and the rest distractors (do not press).
 * A press counts for the stimulus shown until the next one appears (`responseWindowMs`).
 */
export const FOCUS_DRILL = {
  durationSeconds: 120,
  stimulusIntervalMs: 1500,
  stimulusVisibleMs: 800,
  responseWindowMs: 1500,
  targetShare: 0.75,
  /** 120 000 ms / 1500 ms. */
  maxStimuli: 80,
  /** A report with fewer stimuli than this was not a full drill. */
  minStimuli: 40,
  /** Faster than this is a guess, not a reaction. */
  minReactionMs: 100,
} as const;
/** GET /api/learning/mind/focus-drills returns at most this many (newest first). */
export const FOCUS_DRILL_HISTORY_MAX_ITEMS = 50;

/**
 * POST /api/learning/mind/focus-drills: what the browser counted. `hits` ≤ `targets`, `falseAlarms` ≤ `distractors`,
 * `minStimuli` ≤ targets + distractors ≤ `maxStimuli`; `meanReactionMs` (of the hits) between `minReactionMs` and
 * `responseWindowMs`, or null when there were no hits. The server computes the score.
 */
export interface FocusDrillRequest {
  durationSeconds: number;
  targets: number;
  hits: number;
  falseAlarms: number;
  distractors: number;
  meanReactionMs: number | null;
}

export interface FocusDrill {
  id: string;
  date: string;
  createdAt: string;
  durationSeconds: number;
  targets: number;
  hits: number;
  falseAlarms: number;
  distractors: number;
  meanReactionMs: number | null;
  /**
   * 0–100, computed on the server: 50 × hits / targets + 30 × (1 − falseAlarms / distractors) + 20 × speed, where
   * speed is 1 at a mean reaction of 300 ms or less, 0 at 800 ms or more (and with no hits), linear between.
   */
  score: number;
}

/** GET /api/learning/mind/focus-drills. */
export interface FocusDrillHistory {
  items: FocusDrill[];
  bestScore: number | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Pre-market routine

export const ROUTINE_MAX_ITEMS = 15;
export const ROUTINE_ITEM_MAX_LENGTH = 120;
/** What the page offers a trader with no routine yet. */
export const SUGGESTED_ROUTINE_ITEMS: readonly string[] = [
  'Revisar el calendario económico del día',
  'Marcar niveles clave en los pares que opero',
  'Definir el riesgo máximo de la sesión',
  'Releer las reglas de mi estrategia',
  'Hacer el check-in y una respiración guiada',
  'Cerrar distracciones (móvil, redes, noticias)',
];

export interface RoutineItem {
  id: string;
  text: string;
  /** 0-based order. */
  position: number;
}

export interface RoutineToday {
  date: string;
  checkedIds: string[];
  /** Every item ticked today (false with no items). */
  completed: boolean;
}

/** GET /api/learning/mind/routine, and the answer of both PUTs. */
export interface MindRoutine {
  items: RoutineItem[];
  today: RoutineToday;
}

/** PUT /api/learning/mind/routine: replaces the list (1–15 items); items with an `id` keep it (and today's tick). */
export interface PutRoutineRequest {
  items: { id?: string; text: string }[];
}

/** PUT /api/learning/mind/routine/today: today's ticks (ids of the user's items). */
export interface PutRoutineTodayRequest {
  checkedIds: string[];
}

// ---------------------------------------------------------------------------------------------------------------
// Consent and the tilt meter

/** GET/PUT /api/learning/mind/settings. */
export interface MindSettings {
  /** The trader lets MindCrafter read the journal to compute the tilt meter. False until they say yes. */
  tiltConsent: boolean;
}

export type TiltLevel = 'calm' | 'warning' | 'tilt';
/** A score below `warning` is calm; from `tilt` on it is tilt. */
export const TILT_THRESHOLDS = { warning: 30, tilt: 60 } as const;
export const TILT_LEVEL_LABELS: Record<TiltLevel, string> = {
  calm: 'En calma',
  warning: 'Atención',
  tilt: 'En tilt',
};

export function tiltLevel(score: number): TiltLevel {
  if (score >= TILT_THRESHOLDS.tilt) return 'tilt';
  if (score >= TILT_THRESHOLDS.warning) return 'warning';
  return 'calm';
}

export type TiltSignalKey = 'losing-streak' | 'pace' | 'size-after-loss' | 'outside-sessions';
export const TILT_SIGNAL_KEYS: readonly TiltSignalKey[] = [
  'losing-streak',
  'pace',
  'size-after-loss',
  'outside-sessions',
];
export const TILT_SIGNAL_LABELS: Record<TiltSignalKey, string> = {
  'losing-streak': 'Racha de pérdidas',
  pace: 'Ritmo de operaciones',
  'size-after-loss': 'Más tamaño tras una pérdida',
  'outside-sessions': 'Fuera de las sesiones del plan',
};

export interface TiltSignal {
  key: TiltSignalKey;
  /**
   * losing-streak: consecutive losses up to the latest trade; pace: trades per hour in the window; size-after-loss:
   * trades whose volume grew right after a loss; outside-sessions: trades opened outside the plan's sessions.
   */
  value: number;
  /** The trader's usual value (e.g. their normal trades per hour), or null when there is no history to compare. */
  normal: number | null;
  /** What this signal adds to the score. */
  points: number;
  /** Spanish, for the page. */
  detail: string;
}

/** A trade behind the meter, with the signals it feeds. */
export interface TiltTrade {
  id: string;
  instrument: string;
  direction: TradeSide;
  openTime: string | null;
  closeTime: string;
  /** Lots, as a decimal string. */
  volume: string;
  /** Net result in the account's currency, as a decimal string. */
  netProfit: string;
  currency: string;
  outcome: TradeOutcome;
  reasons: TiltSignalKey[];
}

/** GET /api/journal/tilt (the journal computes it; the learning service relays it when the trader consents). */
export interface TiltMeter {
  /** 0–100: the sum of the signals' points, capped at 100. */
  score: number;
  level: TiltLevel;
  /** The span of trades looked at. */
  window: { from: string; to: string };
  signals: TiltSignal[];
  trades: TiltTrade[];
}

/** Said when the journal could not be read. */
export const TILT_UNAVAILABLE_MESSAGE =
  'No hemos podido leer tu diario ahora mismo. Vuelve a intentarlo en unos minutos.';

/**
 * GET /api/learning/mind/tilt. Without consent the journal is not read. When the journal cannot be reached the
 * answer is still 200, with `meter: null`, `unavailable: true` and a Spanish `message` (never a 5xx).
 */
export type MindTiltResponse =
  | { consent: false; meter: null }
  | { consent: true; meter: TiltMeter }
  | { consent: true; meter: null; unavailable: true; message: string };

// ---------------------------------------------------------------------------------------------------------------
// Overview

/** GET /api/learning/mind/overview: the page header in one call. */
export interface MindOverview {
  /** The user's local day. */
  date: string;
  /** Today's latest check-in. */
  todayCheckIn: MindCheckIn | null;
  /** The last 14 check-ins, newest first. */
  recentCheckIns: MindCheckIn[];
  routine: { itemCount: number; checkedCount: number; completed: boolean };
  bestFocusScore: number | null;
  /** This week runs Monday to Sunday in the user's time zone. */
  breathingSessionsThisWeek: number;
  focusDrillsThisWeek: number;
  checkInsThisWeek: number;
  tiltConsent: boolean;
}
