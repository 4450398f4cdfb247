import {
  type CheckInFactor,
  type MindCheckIn,
  type MindCheckInRequest,
  type ReadinessLevel,
  readinessLevel,
} from '@pipcrafters/contracts';
import { LearningMessages } from '../messages';

/**
 * How ready a trader is for a session, from a pre-session check-in, 0–100.
 *
 * Each answer earns points up to its weight (the weights add up to 100):
 * - sleep, 30: 7 to 9 hours earn all 30; below 7 the points fall by 7.5 an hour (0 at 3 hours or less); above 9
 *   they fall by 6 an hour down to 12 (sleeping much more than usual is a sign of fatigue too);
 * - stress, 20: 5 points for each step below 5 (1 → 20, 5 → 0);
 * - focus, 20: 5 points for each step above 1 (5 → 20, 1 → 0);
 * - mood, 15: 3.75 points for each step above 1;
 * - outside pressure, 15: 3.75 points for each step below 5.
 * The sum is rounded half up. Every partial sum is a multiple of 0.25, so the arithmetic is exact in binary.
 *
 * Red flags cap the readiness at 49, a low readiness whatever the rest says: less than 5 hours of sleep, stress at 5,
 * or outside pressure at 5. Trading coaches send a trader to the demo account on such a day.
 *
 * Low is below 50, high from 75 (READINESS_THRESHOLDS). The weakest factor is the one that lost the most points
 * (ties in the order sleep, stress, focus, mood, pressure); none when nothing lost any.
 */
export const READINESS_WEIGHTS: Readonly<Record<CheckInFactor, number>> = {
  sleep: 30,
  stress: 20,
  focus: 20,
  mood: 15,
  pressure: 15,
};
const FACTOR_ORDER: readonly CheckInFactor[] = ['sleep', 'stress', 'focus', 'mood', 'pressure'];
/** Sleep in hours that earns all its points. */
export const SLEEP_BEST = { from: 7, to: 9 } as const;
const RED_FLAG_CAP = 49;
const RED_FLAG_SLEEP_BELOW = 5;

export interface Readiness {
  readiness: number;
  level: ReadinessLevel;
  weakestFactor: CheckInFactor | null;
  /** Points earned by each factor (out of its weight). */
  points: Record<CheckInFactor, number>;
  /** Whether a red flag capped it. */
  capped: boolean;
}

function sleepPoints(hours: number): number {
  const weight = READINESS_WEIGHTS.sleep;
  if (hours < SLEEP_BEST.from) return Math.max(0, weight - 7.5 * (SLEEP_BEST.from - hours));
  if (hours > SLEEP_BEST.to) return Math.max(12, weight - 6 * (hours - SLEEP_BEST.to));
  return weight;
}

export function scoreReadiness(answers: Omit<MindCheckInRequest, 'note'>): Readiness {
  const points: Record<CheckInFactor, number> = {
    sleep: sleepPoints(answers.sleepHours),
    stress: 5 * (5 - answers.stress),
    focus: 5 * (answers.focus - 1),
    mood: 3.75 * (answers.mood - 1),
    pressure: 3.75 * (5 - answers.pressure),
  };
  const sum = FACTOR_ORDER.reduce((total, factor) => total + points[factor], 0);
  const capped = answers.sleepHours < RED_FLAG_SLEEP_BELOW || answers.stress === 5 || answers.pressure === 5;
  const readiness = Math.min(Math.round(sum), capped ? RED_FLAG_CAP : 100);
  let weakestFactor: CheckInFactor | null = null;
  let mostLost = 0;
  for (const factor of FACTOR_ORDER) {
    const lost = READINESS_WEIGHTS[factor] - points[factor];
    if (lost > mostLost) {
      mostLost = lost;
      weakestFactor = factor;
    }
  }
  return { readiness, level: readinessLevel(readiness), weakestFactor, points, capped };
}

const hoursFormat = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/** Plain Spanish advice for the level, then what lowers readiness the most and what to do about it. */
export function readinessAdvice(
  answers: Pick<MindCheckIn, 'sleepHours' | 'stress' | 'focus' | 'mood' | 'pressure'>,
  result: Pick<Readiness, 'readiness' | 'level' | 'weakestFactor'>,
): string {
  const texts = LearningMessages.mind.advice;
  const opening = texts[result.level](result.readiness);
  const weakest = texts.weakest;
  let detail: string;
  switch (result.weakestFactor) {
    case null:
      detail = texts.nothingLowers;
      break;
    case 'sleep':
      detail =
        answers.sleepHours > SLEEP_BEST.to
          ? weakest.sleepLong(hoursFormat.format(answers.sleepHours))
          : weakest.sleepShort(hoursFormat.format(answers.sleepHours));
      break;
    default:
      detail = weakest[result.weakestFactor](answers[result.weakestFactor]);
  }
  return `${opening} ${detail}`;
}
