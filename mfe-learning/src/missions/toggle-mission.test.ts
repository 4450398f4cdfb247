import type { Mission, UpdateMissionRequest } from '@pipcrafters/contracts';
import { describe, expect, it, vi } from 'vitest';
import { MissionNotFoundError } from './mission-errors';
import { applyToggleReply, completedOverDailyLimit, toggleMission } from './toggle-mission';

function mission(overrides: Partial<Mission> = {}): Mission {
  return {
    id: 'm1',
    title: 'Leer el plan de trading',
    description: '',
    isComplete: false,
    status: 'pending',
    kind: 'personal',
    xpReward: 10,
    xpAwarded: 0,
    progress: null,
    link: null,
    startsAt: null,
    endsAt: null,
    completedAt: null,
    createdAt: '2026-11-26T08:00:00.000Z',
    ...overrides,
  };
}

describe('toggling a mission', () => {
  it('refuses a mission that is not in the loaded list, without sending anything', async () => {
    const send = vi.fn<(id: string, request: UpdateMissionRequest) => Promise<Mission>>();
    await expect(toggleMission([mission()], 'otra', send)).rejects.toBeInstanceOf(MissionNotFoundError);
    await expect(toggleMission(undefined, 'm1', send)).rejects.toThrow('Misión no encontrada');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the inverse of the current isComplete', async () => {
    const send = vi.fn(async (id: string, request: UpdateMissionRequest) =>
      mission({ id, isComplete: request.isComplete }),
    );
    await toggleMission([mission({ isComplete: false })], 'm1', send);
    expect(send).toHaveBeenLastCalledWith('m1', { isComplete: true });
    await toggleMission([mission({ isComplete: true, status: 'completed' })], 'm1', send);
    expect(send).toHaveBeenLastCalledWith('m1', { isComplete: false });
  });

  it('returns the mission as it was and the server’s reply', async () => {
    const before = mission();
    const reply = mission({ isComplete: true, status: 'completed', xpAwarded: 10 });
    const result = await toggleMission([before], 'm1', async () => reply);
    expect(result).toEqual({ before, reply });
  });

  it('takes both isComplete and status from the reply, not from what was asked', () => {
    const list = [mission(), mission({ id: 'm2', title: 'Otra' })];
    // The server may answer differently from the request: the reply wins, field by field.
    const reply = mission({
      isComplete: true,
      status: 'completed',
      xpAwarded: 10,
      completedAt: '2026-11-26T09:00:00.000Z',
      title: 'Título que el cliente no toma',
    });
    const next = applyToggleReply(list, reply);
    expect(next[0]).toMatchObject({
      isComplete: true,
      status: 'completed',
      xpAwarded: 10,
      completedAt: '2026-11-26T09:00:00.000Z',
      title: 'Leer el plan de trading',
    });
    expect(next[1]).toBe(list[1]);
    const undone = applyToggleReply(next, mission({ isComplete: false, status: 'pending', xpAwarded: 0 }));
    expect(undone[0]).toMatchObject({ isComplete: false, status: 'pending', xpAwarded: 0 });
    expect(list[0]?.isComplete).toBe(false);
  });

  it('keeps a status the reply gives even when it disagrees with isComplete', () => {
    const next = applyToggleReply([mission()], mission({ isComplete: true, status: 'in_progress' }));
    expect(next[0]).toMatchObject({ isComplete: true, status: 'in_progress' });
  });

  it('notices a completion the daily XP allowance did not pay', () => {
    expect(completedOverDailyLimit(mission({ isComplete: true, xpAwarded: 0 }))).toBe(true);
    expect(completedOverDailyLimit(mission({ isComplete: true, xpAwarded: 10 }))).toBe(false);
    expect(completedOverDailyLimit(mission({ isComplete: false, xpAwarded: 0 }))).toBe(false);
    expect(completedOverDailyLimit(mission({ kind: 'platform', isComplete: true, xpAwarded: 0 }))).toBe(
      false,
    );
  });
});
