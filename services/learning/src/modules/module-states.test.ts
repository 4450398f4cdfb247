import { describe, expect, it } from 'vitest';
import type { CatalogModule } from '../course/course-catalog';
import { type LessonProgressRow, lessonStatus, type ModuleProgressRow, moduleStates } from './module-states';

const module = (id: string, position: number, lessonIds: string[]): CatalogModule => ({
  id,
  position,
  title: `Módulo ${position}`,
  level: 'Principiante',
  summary: '',
  descriptionHtml: '',
  lessons: lessonIds.map((lessonId, index) => ({
    id: lessonId,
    moduleId: id,
    position: index + 1,
    title: lessonId,
    summary: '',
    html: '',
    readingMinutes: 5,
    glossaryIds: [],
    charts: {},
    questions: [],
  })),
});
const course = [module('m1', 1, ['a', 'b']), module('m2', 2, ['c']), module('m3', 3, ['d'])];
const at = new Date('2026-11-20T10:00:00Z');
const passed = (lessonId: string): LessonProgressRow => ({
  lessonId,
  openedAt: at,
  lastOpenedAt: at,
  completedAt: at,
  quizPassedAt: at,
  bestScore: 80,
  attempts: 1,
});
const rows = (...list: LessonProgressRow[]) => new Map(list.map((row) => [row.lessonId, row]));
const modules = (...list: ModuleProgressRow[]) => new Map(list.map((row) => [row.moduleId, row]));

describe('module unlocking', () => {
  it('opens only the first module for a new learner, saying why the others are locked', () => {
    const states = moduleStates(course, rows(), modules());
    expect(states.get('m1')).toMatchObject({ unlocked: true, completed: false, lockedReason: null });
    expect(states.get('m2')).toMatchObject({ unlocked: false });
    expect(states.get('m2')?.lockedReason).toMatch(/«Módulo 1»/);
    expect(states.get('m3')?.lockedReason).toMatch(/«Módulo 2»/);
  });

  it('opens the next module once every quiz of the previous one is passed, not before', () => {
    const half = moduleStates(course, rows(passed('a'), { ...passed('b'), quizPassedAt: null }), modules());
    expect(half.get('m1')).toMatchObject({
      completed: false,
      completedLessons: 2,
      passedQuizzes: 1,
      progressPercent: 50,
    });
    expect(half.get('m2')?.unlocked).toBe(false);
    const done = moduleStates(course, rows(passed('a'), passed('b')), modules());
    expect(done.get('m1')).toMatchObject({ completed: true, progressPercent: 100 });
    expect(done.get('m2')?.unlocked).toBe(true);
    expect(done.get('m3')?.unlocked).toBe(false);
  });

  it('keeps a module completed once reached, and the placement test opens the module after the one passed', () => {
    const kept = moduleStates(
      course,
      rows(passed('a')),
      modules({ moduleId: 'm1', completedAt: at, placedOutAt: null }),
    );
    expect(kept.get('m2')?.unlocked).toBe(true);
    const placed = moduleStates(
      course,
      rows(),
      modules(
        { moduleId: 'm1', completedAt: null, placedOutAt: at },
        { moduleId: 'm2', completedAt: null, placedOutAt: at },
      ),
    );
    expect(placed.get('m1')).toMatchObject({ completed: true, placedOut: true });
    expect(placed.get('m3')?.unlocked).toBe(true);
  });

  it('labels a lesson by how far the learner got', () => {
    expect(lessonStatus(undefined)).toBe('not_started');
    expect(lessonStatus({ ...passed('a'), completedAt: null, quizPassedAt: null })).toBe('in_progress');
    expect(lessonStatus({ ...passed('a'), quizPassedAt: null })).toBe('completed');
    expect(lessonStatus(passed('a'))).toBe('quiz_passed');
  });
});
