import { createHash } from 'node:crypto';
import type { MissionKind } from '@pipcrafters/contracts';
import type { Metric } from '../activity/metrics';

/** A mission the platform gives and measures (its Spanish texts are in ProgressMessages.missions.catalog). */
export interface CatalogMission {
  code: string;
  kind: Exclude<MissionKind, 'personal'>;
  metric: Metric;
  target: number;
  xp: number;
  link: string;
}

/**
 * Everyone's missions, measured over all time. The community's count distinct posts (publishing or commenting on
 * the same one again, or after deleting it, never counts twice). Finance missions join as that area lands.
 */
export const PLATFORM_MISSIONS: readonly CatalogMission[] = [
  { code: 'primera-leccion', kind: 'platform', metric: 'lessons', target: 1, xp: 20, link: '/aprende' },
  { code: 'primer-cuestionario', kind: 'platform', metric: 'quizzes', target: 1, xp: 25, link: '/aprende' },
  { code: 'tres-lecciones', kind: 'platform', metric: 'lessons', target: 3, xp: 40, link: '/aprende' },
  { code: 'racha-3', kind: 'platform', metric: 'streak', target: 3, xp: 30, link: '/aprende' },
  { code: 'diez-repasos', kind: 'platform', metric: 'reviews', target: 10, xp: 30, link: '/aprende/repasar' },
  {
    code: 'cuestionario-perfecto',
    kind: 'platform',
    metric: 'perfect-quizzes',
    target: 1,
    xp: 40,
    link: '/aprende',
  },
  { code: 'primer-modulo', kind: 'platform', metric: 'modules', target: 1, xp: 60, link: '/aprende' },
  { code: 'diez-lecciones', kind: 'platform', metric: 'lessons', target: 10, xp: 80, link: '/aprende' },
  { code: 'primer-post', kind: 'platform', metric: 'posts', target: 1, xp: 20, link: '/community/new' },
  {
    code: 'comenta-tres-posts',
    kind: 'platform',
    metric: 'commented-posts',
    target: 3,
    xp: 30,
    link: '/community',
  },
  {
    code: 'primer-check-in',
    kind: 'platform',
    metric: 'mind-check-ins',
    target: 1,
    xp: 15,
    link: '/mindcrafter',
  },
];

/** The pools time-limited missions are drawn from: two a day and two a week, with bonus XP. */
export const DAILY_MISSIONS: readonly CatalogMission[] = [
  { code: 'dia-leccion', kind: 'daily', metric: 'lessons', target: 1, xp: 15, link: '/aprende' },
  { code: 'dia-repasos', kind: 'daily', metric: 'reviews', target: 5, xp: 15, link: '/aprende/repasar' },
  { code: 'dia-cuestionario', kind: 'daily', metric: 'quizzes', target: 1, xp: 20, link: '/aprende' },
  { code: 'dia-dos-lecciones', kind: 'daily', metric: 'lessons', target: 2, xp: 25, link: '/aprende' },
  { code: 'dia-check-in', kind: 'daily', metric: 'mind-check-ins', target: 1, xp: 15, link: '/mindcrafter' },
];

export const WEEKLY_MISSIONS: readonly CatalogMission[] = [
  { code: 'semana-lecciones', kind: 'weekly', metric: 'lessons', target: 5, xp: 60, link: '/aprende' },
  { code: 'semana-dias', kind: 'weekly', metric: 'active-days', target: 4, xp: 75, link: '/aprende' },
  { code: 'semana-cuestionarios', kind: 'weekly', metric: 'quizzes', target: 3, xp: 60, link: '/aprende' },
  { code: 'semana-repasos', kind: 'weekly', metric: 'reviews', target: 30, xp: 50, link: '/aprende/repasar' },
  {
    code: 'semana-mindcrafter',
    kind: 'weekly',
    metric: 'mind-exercises',
    target: 3,
    xp: 40,
    link: '/mindcrafter',
  },
];

export const MISSIONS_PER_PERIOD = 2;

/**
 * The missions of one period for one learner: drawn from the pool by a hash of learner and period, so they are
 * the same on every device and every reload, and change from one period to the next.
 */
export function drawMissions(
  pool: readonly CatalogMission[],
  userId: string,
  periodKey: string,
): CatalogMission[] {
  const rank = (mission: CatalogMission) =>
    createHash('sha256').update(`${userId}:${periodKey}:${mission.code}`).digest().readUInt32BE(0);
  return [...pool].sort((a, b) => rank(a) - rank(b)).slice(0, MISSIONS_PER_PERIOD);
}

/** A stable UUID for one ledger row of a mission (its n-th award or the reversal of it). */
export function missionLedgerId(missionId: string, entry: 'award' | 'reversal', n: number): string {
  const hex = createHash('sha256').update(`mission:${missionId}:${entry}:${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
