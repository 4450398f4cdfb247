import { describe, expect, it, vi } from 'vitest';
import {
  type Clock,
  DEFAULT_RESTART_POLICY,
  type PartRun,
  type RestartPolicy,
  restartDelayMs,
  type SupervisedPart,
  Supervisor,
} from './supervisor.js';

/** A clock under the test's control: every wait is recorded; `hold` keeps waits pending until aborted or freed. */
class TestClock implements Clock {
  time = 0;
  readonly waits: number[] = [];
  hold = false;
  private readonly held: (() => void)[] = [];

  now(): number {
    return this.time;
  }

  sleep(ms: number, signal: AbortSignal): Promise<void> {
    this.waits.push(ms);
    this.time += ms;
    if (!this.hold || signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      this.held.push(resolve);
      signal.addEventListener('abort', () => resolve(), { once: true });
    });
  }

  release(): void {
    this.hold = false;
    for (const resolve of this.held.splice(0)) resolve();
  }
}

/** A fake running part: `end(how)` makes it exit. */
function fakeRun(): PartRun & { end(how?: string): void; stopped: boolean } {
  let end: (how: string) => void = () => undefined;
  const exited = new Promise<string>((resolve) => {
    end = resolve;
  });
  const run = {
    exited,
    stopped: false,
    end: (how = 'señal SIGKILL') => end(how),
    stop: async () => {
      run.stopped = true;
      end('señal SIGTERM');
    },
  };
  return run;
}

/** Lets every pending promise callback run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 50; i += 1) await Promise.resolve();
  await new Promise((resolve) => setImmediate(resolve));
}

function setUp(policy: RestartPolicy = DEFAULT_RESTART_POLICY) {
  const clock = new TestClock();
  const lines: string[] = [];
  const giveUp = vi.fn();
  const restarted = vi.fn();
  const supervisor = new Supervisor({ log: (line) => lines.push(line), giveUp, restarted }, policy, clock);
  return { clock, lines, giveUp, restarted, supervisor };
}

describe('restart back-off', () => {
  it('waits 0.5 s, then twice as long each time, up to 8 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => restartDelayMs(attempt))).toEqual([
      500, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });
});

describe('Supervisor', () => {
  it('starts a part that ended unexpectedly again, after the exit grace and the first back-off', async () => {
    const { clock, lines, giveUp, restarted, supervisor } = setUp();
    const first = fakeRun();
    const second = fakeRun();
    const part: SupervisedPart = {
      name: 'progress',
      restart: vi.fn<SupervisedPart['restart']>().mockResolvedValueOnce(second).mockResolvedValue(fakeRun()),
    };
    supervisor.watch(part, first);

    first.end('señal SIGKILL');
    await settle();

    expect(part.restart).toHaveBeenCalledTimes(1);
    expect(clock.waits).toEqual([DEFAULT_RESTART_POLICY.exitGraceMs, 500]);
    expect(restarted).toHaveBeenCalledWith('progress', second);
    expect(supervisor.restarts('progress')).toBe(1);
    expect(giveUp).not.toHaveBeenCalled();
    expect(lines).toEqual([
      '› progress terminó inesperadamente (señal SIGKILL); se reinicia en 0,5 s (intento 1 de 5).',
      '› progress vuelve a estar en marcha (0 s).',
    ]);

    // The new run is watched in turn.
    second.end('código 1');
    await settle();
    expect(part.restart).toHaveBeenCalledTimes(2);
  });

  it('gives up after five restarts that fail, with the whole back-off schedule in between', async () => {
    const { clock, lines, giveUp, supervisor } = setUp();
    const first = fakeRun();
    const restart = vi.fn(async () => {
      throw new Error('gateway terminó antes de estar listo');
    });
    supervisor.watch({ name: 'gateway', restart }, first);

    first.end('código 1');
    await settle();

    expect(restart).toHaveBeenCalledTimes(5);
    expect(clock.waits).toEqual([DEFAULT_RESTART_POLICY.exitGraceMs, 500, 1000, 2000, 4000, 8000]);
    expect(giveUp).toHaveBeenCalledTimes(1);
    expect(giveUp).toHaveBeenCalledWith('gateway');
    expect(lines.at(1)).toBe(
      '› gateway no volvió a arrancar (gateway terminó antes de estar listo); se reinicia en 1 s (intento 2 de 5).',
    );
    expect(lines.at(-1)).toBe('› gateway no ha vuelto tras 5 intentos; deteniendo la plataforma.');
  });

  it('gives up on a part that keeps dying right after each restart, but not on one that stays up a while', async () => {
    const crashing = setUp();
    let runs = 0;
    const crashLoop: SupervisedPart = {
      name: 'identity',
      restart: async () => {
        runs += 1;
        const run = fakeRun();
        setTimeout(() => run.end('código 1'), 0);
        return run;
      },
    };
    const firstRun = fakeRun();
    crashing.supervisor.watch(crashLoop, firstRun);
    firstRun.end('código 1');
    await vi.waitFor(() => expect(crashing.giveUp).toHaveBeenCalledWith('identity'));
    expect(runs).toBe(5);

    const steady = setUp();
    const later = [fakeRun(), fakeRun(), fakeRun(), fakeRun(), fakeRun(), fakeRun(), fakeRun()];
    let next = 0;
    const restart = vi.fn(async () => later[next++] as PartRun);
    const initial = fakeRun();
    steady.supervisor.watch({ name: 'progress', restart }, initial);
    let current = initial;
    for (let crash = 0; crash < 7; crash += 1) {
      steady.clock.time += DEFAULT_RESTART_POLICY.stableAfterMs;
      current.end('señal SIGKILL');
      await settle();
      current = later[crash] as ReturnType<typeof fakeRun>;
    }
    expect(restart).toHaveBeenCalledTimes(7);
    expect(steady.giveUp).not.toHaveBeenCalled();
    expect(steady.lines.filter((line) => line.includes('intento 1 de 5'))).toHaveLength(7);
  });

  it('never restarts a part that ends while the launcher is stopping (Ctrl-C reaches the children too)', async () => {
    const { clock, giveUp, supervisor } = setUp();
    clock.hold = true;
    const run = fakeRun();
    const part: SupervisedPart = { name: 'progress', restart: vi.fn(async () => fakeRun()) };
    supervisor.watch(part, run);

    // The child ends first (it got the terminal's SIGINT), the launcher's own handler runs a moment later.
    run.end('señal SIGINT');
    await settle();
    await supervisor.stop();
    clock.release();
    await settle();

    expect(part.restart).not.toHaveBeenCalled();
    expect(giveUp).not.toHaveBeenCalled();
    expect(supervisor.stopping).toBe(true);
  });

  it('ignores exits once stopping, and stops a part whose restart was under way', async () => {
    const { supervisor } = setUp();
    const run = fakeRun();
    const late = fakeRun();
    let ready: (run: PartRun) => void = () => undefined;
    const part: SupervisedPart = {
      name: 'gateway',
      restart: vi.fn(
        () =>
          new Promise<PartRun>((resolve) => {
            ready = resolve;
          }),
      ),
    };
    supervisor.watch(part, run);
    run.end('código 1');
    await settle();
    expect(part.restart).toHaveBeenCalledTimes(1);

    const stopped = supervisor.stop();
    ready(late);
    await stopped;
    expect(late.stopped).toBe(true);
    expect(supervisor.restarts('gateway')).toBe(0);

    const other = fakeRun();
    const otherPart: SupervisedPart = { name: 'identity', restart: vi.fn(async () => fakeRun()) };
    supervisor.watch(otherPart, other);
    other.end('código 1');
    await settle();
    expect(otherPart.restart).not.toHaveBeenCalled();
  });

  it('stops the parts in the reverse order they were watched (the gateway first, PostgreSQL last)', async () => {
    const { supervisor } = setUp();
    const order: string[] = [];
    for (const name of ['PostgreSQL', 'identity', 'progress', 'gateway']) {
      const run = fakeRun();
      supervisor.watch(
        { name, restart: async () => fakeRun() },
        {
          ...run,
          stop: async () => {
            order.push(name);
            await run.stop();
          },
        },
      );
    }
    await supervisor.stop();
    expect(order).toEqual(['gateway', 'progress', 'identity', 'PostgreSQL']);
  });
});
