import type { Goal } from '@pipcrafters/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { goalFormValues, toCreateGoalRequest, toUpdateGoalRequest } from './goal-form';

const goal = (overrides: Partial<Goal>): Goal => ({
  id: 'g1',
  kind: 'self',
  title: 'Arriesgar como máximo un 1 % por operación',
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

describe('goal form → create request', () => {
  it('a module goal sends the module and the deadline as a calendar day, and no target', () => {
    expect(
      toCreateGoalRequest({
        kind: 'module',
        moduleId: 'ordenes',
        deadline: dayjs('2026-12-15'),
        target: 5,
        metric: 'lessons',
        title: '  ',
      }),
    ).toEqual({ kind: 'module', moduleId: 'ordenes', deadline: '2026-12-15' });
  });

  it('a weekly goal sends the metric and the target per week', () => {
    expect(
      toCreateGoalRequest({ kind: 'weekly', metric: 'lessons', target: 5, deadline: dayjs('2026-12-15') }),
    ).toEqual({ kind: 'weekly', metric: 'lessons', target: 5 });
  });

  it('a self-reported goal sends its trimmed title, target and optional deadline', () => {
    expect(
      toCreateGoalRequest({ kind: 'self', title: ' Registrar 5 operaciones por semana ', target: 5 }),
    ).toEqual({ kind: 'self', title: 'Registrar 5 operaciones por semana', target: 5 });
    expect(
      toCreateGoalRequest({ kind: 'self', title: 'Leer', target: 3, deadline: dayjs('2027-01-31') }),
    ).toEqual({ kind: 'self', title: 'Leer', target: 3, deadline: '2027-01-31' });
  });
});

describe('goal form → update request', () => {
  it('a module goal changes its title and deadline, and can lose the deadline', () => {
    const module = goal({ kind: 'module', moduleId: 'ordenes', target: 6, deadline: '2026-12-15' });
    expect(
      toUpdateGoalRequest(module, { kind: 'module', title: 'Órdenes', target: 9, deadline: null }),
    ).toEqual({
      title: 'Órdenes',
      deadline: null,
    });
  });

  it('a weekly goal changes its target, never a deadline', () => {
    expect(toUpdateGoalRequest(goal({ kind: 'weekly' }), { kind: 'weekly', title: '', target: 4 })).toEqual({
      target: 4,
    });
  });

  it('a self goal changes title, target and deadline', () => {
    expect(
      toUpdateGoalRequest(goal({}), {
        kind: 'self',
        title: 'Meta',
        target: 10,
        deadline: dayjs('2026-06-30'),
      }),
    ).toEqual({ title: 'Meta', target: 10, deadline: '2026-06-30' });
  });
});

describe('goal → form values', () => {
  it('reads the deadline back as the same calendar day', () => {
    const values = goalFormValues(goal({ deadline: '2026-12-15' }));
    expect(values.deadline?.format('YYYY-MM-DD')).toBe('2026-12-15');
    expect(values).toMatchObject({ kind: 'self', target: 20, title: goal({}).title });
    expect(goalFormValues(goal({})).deadline).toBeNull();
  });
});
