/**
 * The progress service's API beyond the XP profile: missions, streaks, badges, goals and recommendations.
 * Dates without a time (`YYYY-MM-DD`) are calendar days in the user's time zone; instants are ISO strings in UTC.
 */

/** `personal`: the learner's own, ticked by hand. `platform`: progresses by itself from what the learner does.
 * `daily` / `weekly`: time-limited, a new set every day / week (Monday to Sunday) in the user's time zone. */
export type MissionKind = 'personal' | 'platform' | 'daily' | 'weekly';

export type MissionStatus = 'pending' | 'in_progress' | 'completed' | 'expired';

export interface MissionProgress {
  current: number;
  target: number;
}

/** GET /api/missions → Mission[]; POST /api/missions → Mission; PATCH /api/missions/{id} → Mission. */
export interface Mission {
  id: string;
  title: string;
  description: string;
  isComplete: boolean;
  status: MissionStatus;
  kind: MissionKind;
  /** XP the mission pays when completed (a personal mission pays it within the daily allowance). */
  xpReward: number;
  /** XP the mission holds now: its reward while completed and paid, 0 otherwise. */
  xpAwarded: number;
  /** Measured missions only (platform, daily, weekly); null for personal ones. */
  progress: MissionProgress | null;
  /** Where to go to make progress on it (null for personal missions). */
  link: string | null;
  /** Time-limited missions: the period it belongs to. */
  startsAt: string | null;
  endsAt: string | null;
  completedAt: string | null;
  createdAt: string;
}

export interface CreateMissionRequest {
  title: string;
  description?: string;
}

export interface UpdateMissionRequest {
  isComplete: boolean;
}

/** XP a personal mission pays, and how many personal missions can pay it per day (so XP cannot be farmed). */
export const PERSONAL_MISSION_XP = 10;
export const PERSONAL_MISSION_DAILY_AWARDS = 5;

export type StreakDayState = 'active' | 'frozen' | 'rest' | 'missed' | 'today';

/** GET /api/xp/streak. */
export interface StreakView {
  /** Consecutive days kept (active, frozen or at rest), counting only active days. */
  current: number;
  longest: number;
  activeToday: boolean;
  /** Comodines: one is earned for every 7 active days in a row, up to `maxFreezes`; each covers one missed day. */
  freezesAvailable: number;
  maxFreezes: number;
  restMode: { from: string; until: string } | null;
  timeZone: string;
  today: string;
  lastActiveDate: string | null;
  /** The last 28 days, oldest first, for a calendar strip. */
  days: { date: string; state: StreakDayState }[];
}

/** PUT /api/xp/streak/rest: rest mode from today until this day (inclusive), at most 30 days. */
export interface RestModeRequest {
  until: string;
}
export const MAX_FREEZES = 2;
export const MAX_REST_DAYS = 30;

export type BadgeCategory = 'aprendizaje' | 'constancia' | 'misiones' | 'nivel';

/** GET /api/xp/badges: every badge, locked or not, with how to earn it. */
export interface Badge {
  code: string;
  title: string;
  /** How to earn it, in one sentence. */
  description: string;
  category: BadgeCategory;
  unlocked: boolean;
  unlockedAt: string | null;
  progress: MissionProgress;
}

/** `module`: finish a module before a date. `weekly`: reach a count every week. `self`: self-reported. */
export type GoalKind = 'module' | 'weekly' | 'self';
export type GoalMetric = 'lessons' | 'quizzes' | 'reviews' | 'active-days';
export type GoalStatus = 'active' | 'completed' | 'archived';

/** GET /api/goals → Goal[]; POST /api/goals → Goal; PATCH /api/goals/{id} → Goal; DELETE → 204. */
export interface Goal {
  id: string;
  kind: GoalKind;
  title: string;
  metric: GoalMetric | null;
  moduleId: string | null;
  /** Lessons of the module, the weekly count, or the self-reported target. */
  target: number;
  /** Lessons of the module done, this week's count, or what the user reported. */
  current: number;
  /** Measured by the platform (module, weekly) or reported by the user (self). */
  measured: boolean;
  deadline: string | null;
  /** Where it should be by now (module goals with a deadline, weekly goals); null when there is no schedule. */
  expected: number | null;
  /** False when behind schedule; null when there is no schedule to be behind. */
  onTrack: boolean | null;
  status: GoalStatus;
  createdAt: string;
  completedAt: string | null;
}

export interface CreateGoalRequest {
  kind: GoalKind;
  /** Required for `self`; generated from the module or the metric otherwise when missing. */
  title?: string;
  moduleId?: string;
  metric?: GoalMetric;
  target?: number;
  deadline?: string;
}

export interface UpdateGoalRequest {
  title?: string;
  target?: number;
  deadline?: string | null;
  /** Self-reported goals only. */
  current?: number;
  status?: 'active' | 'archived';
}

/** GET /api/goals/options: what a goal can be about. */
export interface GoalOptions {
  modules: { id: string; title: string; lessonCount: number }[];
  metrics: { metric: GoalMetric; label: string }[];
}

export type RecommendationKind =
  | 'reviews'
  | 'next-lesson'
  | 'placement'
  | 'mission'
  | 'goal'
  | 'streak'
  | 'set-goal'
  | 'journal'
  | 'explore';

/** GET /api/recommendations → Recommendation[], most useful first, never empty. */
export interface Recommendation {
  id: string;
  kind: RecommendationKind;
  title: string;
  reason: string;
  link: string;
}
