import type { LearningModuleSummary } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { learningTotals } from './learning-totals';

function module(overrides: Partial<LearningModuleSummary>): LearningModuleSummary {
  return {
    id: 'm',
    order: 1,
    title: 'Módulo',
    summary: '',
    level: 'Principiante',
    lessonCount: 6,
    completedLessons: 0,
    passedQuizzes: 0,
    progressPercent: 0,
    estimatedMinutes: 60,
    unlocked: true,
    completed: false,
    placedOut: false,
    lockedReason: null,
    ...overrides,
  };
}

describe('learning totals', () => {
  it('sums lessons over the modules and counts the completed modules', () => {
    const totals = learningTotals({
      modules: [
        module({ id: 'a', lessonCount: 5, completedLessons: 5, completed: true }),
        module({ id: 'b', lessonCount: 6, completedLessons: 2 }),
        module({ id: 'c', lessonCount: 7 }),
      ],
    });
    expect(totals).toEqual({ modulesCompleted: 1, modules: 3, lessonsCompleted: 7, lessons: 18 });
  });

  it('counts a module passed in the placement test as completed', () => {
    const totals = learningTotals({ modules: [module({ completed: true, placedOut: true })] });
    expect(totals.modulesCompleted).toBe(1);
    expect(totals.lessonsCompleted).toBe(0);
  });

  it('is all zeros for an empty course', () => {
    expect(learningTotals({ modules: [] })).toEqual({
      modulesCompleted: 0,
      modules: 0,
      lessonsCompleted: 0,
      lessons: 0,
    });
  });
});
