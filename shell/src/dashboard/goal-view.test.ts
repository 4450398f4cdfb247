import type { Goal } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { goalDeadlineText, goalProgressText, goalsAfter, goalTag, listedGoals } from './goal-view';

const goal = (id: string, overrides: Partial<Goal> = {}): Goal => ({
  id,
  kind: 'self',
  title: id,
  metric: null,
  moduleId: null,
  target: 20,
  current: 4,
  measured: false,
  deadline: null,
  expected: null,
  onTrack: null,
  status: 'active',
  createdAt: '2026-03-01T10:00:00.000Z',
  completedAt: null,
  ...overrides,
});

describe('a goal as the dashboard shows it', () => {
  it('says how far it is, in the words of its kind', () => {
    expect(goalProgressText(goal('m', { kind: 'module', current: 3, target: 6 }))).toBe('3 de 6 lecciones');
    expect(goalProgressText(goal('w', { kind: 'weekly', metric: 'lessons', current: 2, target: 5 }))).toBe(
      '2 de 5 lecciones esta semana',
    );
    expect(
      goalProgressText(goal('d', { kind: 'weekly', metric: 'active-days', current: 0, target: 1 })),
    ).toBe('0 de 1 día activo esta semana');
    expect(goalProgressText(goal('s'))).toBe('4 de 20');
  });

  it('tags the schedule from onTrack, and done or archived goals by their status', () => {
    expect(goalTag(goal('a', { onTrack: true }))).toEqual({ text: 'en camino', tone: 'info' });
    expect(goalTag(goal('b', { onTrack: false }))?.text).toBe('vas por detrás');
    expect(goalTag(goal('c'))).toBeNull();
    expect(goalTag(goal('d', { status: 'completed', onTrack: false }))?.text).toBe('completada');
  });

  it('writes the deadline in Spanish', () => {
    expect(goalDeadlineText(goal('a', { deadline: '2026-12-15' }))).toBe(
      'Fecha límite: 15 de diciembre de 2026',
    );
    expect(goalDeadlineText(goal('b'))).toBeNull();
  });

  it('lists active goals, then completed ones, and leaves archived ones out', () => {
    const listed = listedGoals([
      goal('done', { status: 'completed' }),
      goal('old', { status: 'archived' }),
      goal('open'),
    ]);
    expect(listed.map((g) => g.id)).toEqual(['open', 'done']);
  });
});

describe('the cached goals after a confirmed change', () => {
  const list = [goal('a'), goal('b')];

  it('puts a new goal first, as the server orders them', () => {
    expect(goalsAfter.created(list, goal('c')).map((g) => g.id)).toEqual(['c', 'a', 'b']);
  });

  it('replaces an edited goal and drops an archived one', () => {
    expect(goalsAfter.saved(list, goal('b', { current: 9 }))[1]?.current).toBe(9);
    expect(goalsAfter.saved(list, goal('a', { status: 'archived' })).map((g) => g.id)).toEqual(['b']);
  });

  it('drops a deleted goal', () => {
    expect(goalsAfter.deleted(list, 'a').map((g) => g.id)).toEqual(['b']);
  });
});
