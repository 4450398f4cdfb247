import type { LearningOverview } from '@pipcrafters/contracts';
import type { ServiceClient, SignedInUser } from '@pipcrafters/service-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GoalsService } from './goals.service';

const user = { userId: 'u1' } as SignedInUser;
const course = (title: string) =>
  ({ modules: [{ id: 'm1', title, lessonCount: 4 }] }) as unknown as LearningOverview;

function goalsWith(get: ReturnType<typeof vi.fn>): GoalsService {
  return new GoalsService(never(), never(), { get } as unknown as ServiceClient, never(), never());
}
const never = <T>() => ({}) as T;

describe('goal options', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps the course's modules a minute, then asks learning again", async () => {
    vi.useFakeTimers();
    const get = vi.fn().mockResolvedValueOnce(course('Primero')).mockResolvedValueOnce(course('Nuevo'));
    const goals = goalsWith(get);
    expect((await goals.options(user)).modules).toEqual([{ id: 'm1', title: 'Primero', lessonCount: 4 }]);
    await goals.options(user);
    expect(get).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_001);
    expect((await goals.options(user)).modules[0]?.title).toBe('Nuevo');
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure: the learner gets a 503 and the next request asks again', async () => {
    const get = vi.fn().mockRejectedValueOnce(new Error('caído')).mockResolvedValueOnce(course('Primero'));
    const goals = goalsWith(get);
    await expect(goals.options(user)).rejects.toMatchObject({ status: 503 });
    expect((await goals.options(user)).modules).toHaveLength(1);
    expect(get).toHaveBeenCalledTimes(2);
  });
});
