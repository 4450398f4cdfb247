import type { BadgeCategory } from '@pipcrafters/contracts';
import type { Counts } from '../activity/metrics';

/** What a badge is measured on (texts in ProgressMessages.badges.catalog). */
export interface BadgeStats extends Counts {
  longestStreak: number;
  xpTotal: number;
  /** Daily and weekly missions completed. */
  timedMissions: number;
  goalsCompleted: number;
}

export interface CatalogBadge {
  code: string;
  category: BadgeCategory;
  stat: keyof BadgeStats;
  target: number;
}

/**
 * In gallery order. The community's are filed under 'aprendizaje' (learning from and with others) until the
 * gallery has a category of their own. Journal and finance badges join as those areas land.
 */
export const BADGES: readonly CatalogBadge[] = [
  { code: 'primera-leccion', category: 'aprendizaje', stat: 'lessons', target: 1 },
  { code: 'diez-lecciones', category: 'aprendizaje', stat: 'lessons', target: 10 },
  { code: 'veinticinco-lecciones', category: 'aprendizaje', stat: 'lessons', target: 25 },
  { code: 'primer-aprobado', category: 'aprendizaje', stat: 'quizzes', target: 1 },
  { code: 'perfeccionista', category: 'aprendizaje', stat: 'perfect-quizzes', target: 1 },
  { code: 'mente-afilada', category: 'aprendizaje', stat: 'perfect-quizzes', target: 5 },
  { code: 'primer-modulo', category: 'aprendizaje', stat: 'modules', target: 1 },
  { code: 'tres-modulos', category: 'aprendizaje', stat: 'modules', target: 3 },
  { code: 'primer-repaso', category: 'aprendizaje', stat: 'reviews', target: 1 },
  { code: 'cien-repasos', category: 'aprendizaje', stat: 'reviews', target: 100 },
  { code: 'racha-7', category: 'constancia', stat: 'longestStreak', target: 7 },
  { code: 'racha-30', category: 'constancia', stat: 'longestStreak', target: 30 },
  { code: 'racha-100', category: 'constancia', stat: 'longestStreak', target: 100 },
  { code: 'nivel-5', category: 'nivel', stat: 'xpTotal', target: 400 },
  { code: 'nivel-10', category: 'nivel', stat: 'xpTotal', target: 900 },
  { code: 'contra-reloj', category: 'misiones', stat: 'timedMissions', target: 1 },
  { code: 'cazador-de-misiones', category: 'misiones', stat: 'timedMissions', target: 10 },
  { code: 'meta-cumplida', category: 'misiones', stat: 'goalsCompleted', target: 1 },
  { code: 'primer-post', category: 'aprendizaje', stat: 'posts', target: 1 },
  { code: 'primera-respuesta-util', category: 'aprendizaje', stat: 'helpful-answers', target: 1 },
];

/** The badges these figures earn. */
export function earnedBadges(stats: BadgeStats): string[] {
  return BADGES.filter((badge) => stats[badge.stat] >= badge.target).map((badge) => badge.code);
}
