import type { Mission } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { groupTimedMissions, statusAt } from './timed-missions';

const NOW = Date.parse('2026-11-26T10:00:00.000Z');

function timed(overrides: Partial<Mission>): Mission {
  return {
    id: 'm',
    title: 'Completa 2 lecciones',
    description: '',
    isComplete: false,
    status: 'in_progress',
    kind: 'daily',
    xpReward: 30,
    xpAwarded: 0,
    progress: { current: 1, target: 2 },
    link: '/aprende',
    startsAt: '2026-11-25T23:00:00.000Z',
    endsAt: '2026-11-26T23:00:00.000Z',
    completedAt: null,
    createdAt: '2026-11-25T23:00:00.000Z',
    ...overrides,
  };
}

describe('time-limited missions', () => {
  it('turns a mission whose period just ended into an expired one, unless it was completed', () => {
    const ending = timed({ endsAt: '2026-11-26T10:00:00.000Z' });
    expect(statusAt(ending, NOW - 1)).toBe('in_progress');
    expect(statusAt(ending, NOW)).toBe('expired');
    expect(statusAt({ ...ending, status: 'completed', isComplete: true }, NOW + 1000)).toBe('completed');
    expect(statusAt(timed({ status: 'expired', endsAt: '2026-11-25T23:00:00.000Z' }), NOW)).toBe('expired');
    expect(statusAt(timed({ kind: 'personal', endsAt: null, status: 'pending' }), NOW)).toBe('pending');
  });

  it('groups the current period by kind and puts ended periods apart, most recent first', () => {
    const missions = [
      timed({ id: 'personal', kind: 'personal', endsAt: null }),
      timed({ id: 'platform', kind: 'platform', endsAt: null }),
      timed({ id: 'today-b', title: 'B' }),
      timed({ id: 'today-a', title: 'A' }),
      timed({ id: 'week', kind: 'weekly', endsAt: '2026-11-29T23:00:00.000Z' }),
      timed({ id: 'yesterday', status: 'expired', endsAt: '2026-11-25T23:00:00.000Z' }),
      timed({
        id: 'yesterday-done',
        status: 'completed',
        isComplete: true,
        endsAt: '2026-11-25T23:00:00.000Z',
      }),
      timed({ id: 'last-week', kind: 'weekly', status: 'expired', endsAt: '2026-11-22T23:00:00.000Z' }),
      timed({ id: 'just-ended', endsAt: '2026-11-26T09:59:59.000Z' }),
    ];
    const groups = groupTimedMissions(missions, NOW);
    expect(groups.daily.map((mission) => mission.id)).toEqual(['today-a', 'today-b']);
    expect(groups.weekly.map((mission) => mission.id)).toEqual(['week']);
    expect(groups.past.map((mission) => mission.id)).toEqual([
      'just-ended',
      'yesterday',
      'yesterday-done',
      'last-week',
    ]);
  });

  it('moves a mission to the ended ones once its countdown reaches zero', () => {
    const mission = timed({ id: 'soon', endsAt: '2026-11-26T10:00:03.000Z' });
    expect(groupTimedMissions([mission], NOW).daily).toHaveLength(1);
    expect(groupTimedMissions([mission], NOW + 3000).past).toHaveLength(1);
  });
});
