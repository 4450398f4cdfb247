import type { LearningOverview } from '@pipcrafters/contracts';

export interface LearningTotals {
  modulesCompleted: number;
  modules: number;
  lessonsCompleted: number;
  lessons: number;
}

/** The course at a glance: modules completed out of all, and lessons completed summed over the modules. */
export function learningTotals(overview: Pick<LearningOverview, 'modules'>): LearningTotals {
  let modulesCompleted = 0;
  let lessonsCompleted = 0;
  let lessons = 0;
  for (const module of overview.modules) {
    if (module.completed) modulesCompleted += 1;
    lessonsCompleted += module.completedLessons;
    lessons += module.lessonCount;
  }
  return { modulesCompleted, modules: overview.modules.length, lessonsCompleted, lessons };
}
