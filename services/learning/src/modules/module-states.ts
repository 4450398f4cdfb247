import type { LessonStatus } from '@pipcrafters/contracts';
import type { CatalogModule } from '../course/course-catalog';
import type { LessonProgressEntity, ModuleProgressEntity } from '../lessons/learner.entities';
import { LearningMessages } from '../messages';

export type LessonProgressRow = Pick<
  LessonProgressEntity,
  'lessonId' | 'openedAt' | 'lastOpenedAt' | 'completedAt' | 'quizPassedAt' | 'bestScore' | 'attempts'
>;
export type ModuleProgressRow = Pick<ModuleProgressEntity, 'moduleId' | 'completedAt' | 'placedOutAt'>;

export interface ModuleState {
  unlocked: boolean;
  completed: boolean;
  placedOut: boolean;
  lockedReason: string | null;
  completedLessons: number;
  passedQuizzes: number;
  progressPercent: number;
}

export function lessonStatus(row: LessonProgressRow | undefined): LessonStatus {
  if (!row) return 'not_started';
  if (row.quizPassedAt) return 'quiz_passed';
  if (row.completedAt) return 'completed';
  return row.openedAt ? 'in_progress' : 'not_started';
}

/**
 * Each module's state for one learner. A module is completed once every quiz in it is passed (kept once reached,
 * even if lessons are added later) or it was passed in the placement test; the first module is always open and each
 * later one opens when the one before it is completed.
 */
export function moduleStates(
  modules: readonly CatalogModule[],
  lessons: ReadonlyMap<string, LessonProgressRow>,
  moduleRows: ReadonlyMap<string, ModuleProgressRow>,
): Map<string, ModuleState> {
  const states = new Map<string, ModuleState>();
  let previous: { title: string; completed: boolean } | undefined;
  for (const module of modules) {
    const row = moduleRows.get(module.id);
    const rows = module.lessons.map((lesson) => lessons.get(lesson.id));
    const completedLessons = rows.filter((r) => r?.completedAt || r?.quizPassedAt).length;
    const passedQuizzes = rows.filter((r) => r?.quizPassedAt).length;
    const allPassed = module.lessons.length > 0 && passedQuizzes === module.lessons.length;
    const placedOut = Boolean(row?.placedOutAt);
    const completed = allPassed || Boolean(row?.completedAt) || placedOut;
    const unlocked = previous === undefined || previous.completed || placedOut;
    states.set(module.id, {
      unlocked,
      completed,
      placedOut,
      lockedReason: unlocked ? null : LearningMessages.locked.reason(previous?.title ?? ''),
      completedLessons,
      passedQuizzes,
      progressPercent:
        module.lessons.length === 0 ? 0 : Math.round((passedQuizzes * 100) / module.lessons.length),
    });
    previous = { title: module.title, completed };
  }
  return states;
}
