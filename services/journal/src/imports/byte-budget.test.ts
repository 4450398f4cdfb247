import { describe, expect, it } from 'vitest';
import { ByteBudget } from './byte-budget';

/** A job that ends when told to, recording when it started. */
function job(log: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    work: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ByteBudget', () => {
  it('runs what fits together, makes the rest wait in arrival order, and runs a file larger than the budget alone', async () => {
    const budget = new ByteBudget(10);
    const log: string[] = [];
    const [a, b, c, d] = [job(log, 'a'), job(log, 'b'), job(log, 'c'), job(log, 'd')];
    const runs = [
      budget.run(4, a.work),
      budget.run(5, b.work),
      budget.run(30, c.work),
      budget.run(1, d.work),
    ];
    await tick();
    // a and b fit (9 of 10); c is larger than the whole budget and waits for an empty one; d waits behind c.
    expect(log).toEqual(['start a', 'start b']);
    expect(budget.inUse).toBe(9);
    a.finish();
    await tick();
    expect(log).toEqual(['start a', 'start b', 'end a']);
    b.finish();
    await tick();
    expect(log.slice(3)).toEqual(['end b', 'start c']);
    expect(budget.inUse).toBe(30);
    c.finish();
    await tick();
    expect(log.slice(5)).toEqual(['end c', 'start d']);
    d.finish();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c', 'd']);
    expect(budget.inUse).toBe(0);
  });

  it('gives the bytes back when the work fails', async () => {
    const budget = new ByteBudget(10);
    await expect(
      budget.run(8, async () => {
        throw new Error('fichero roto');
      }),
    ).rejects.toThrow('fichero roto');
    expect(budget.inUse).toBe(0);
    expect(await budget.run(10, async () => 'después')).toBe('después');
  });
});
