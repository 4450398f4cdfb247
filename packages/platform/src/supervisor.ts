/** How the launcher restarts a part of the platform (PostgreSQL, a service, the gateway) that ends unexpectedly. */
export interface RestartPolicy {
  /** Restarts in a row before giving up; a part that stayed up `stableAfterMs` starts counting afresh. */
  maxAttempts: number;
  /** The wait before the first restart, doubled before each further one up to `maxDelayMs`. */
  initialDelayMs: number;
  maxDelayMs: number;
  stableAfterMs: number;
  /**
   * The wait before an exit is judged. Ctrl-C in a terminal reaches the launcher and every child at once, so a
   * child may end a moment before the launcher knows it is stopping; that exit must not be restarted.
   */
  exitGraceMs: number;
}

/** 0.5 s, 1 s, 2 s, 4 s, 8 s: about 15 s of tries before the platform gives up on a part. */
export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  maxAttempts: 5,
  initialDelayMs: 500,
  maxDelayMs: 8000,
  stableAfterMs: 60_000,
  exitGraceMs: 300,
};

/** The wait before restart number `attempt` (1 for the first). */
export function restartDelayMs(attempt: number, policy: RestartPolicy = DEFAULT_RESTART_POLICY): number {
  return Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** (attempt - 1));
}

/** One running instance of a part. */
export interface PartRun {
  /** Resolves when it ends, with how, in Spanish ("código 1", "señal SIGKILL"). */
  exited: Promise<string>;
  stop(): Promise<void>;
}

export interface SupervisedPart {
  /** As the console names it: "progress", "gateway", "PostgreSQL". */
  name: string;
  /** Starts the part again and resolves once it is ready; rejects (having cleaned up) when it is not. */
  restart(signal: AbortSignal): Promise<PartRun>;
}

export interface SupervisorHooks {
  /** One Spanish line for the console. */
  log(line: string): void;
  /** A part did not come back after `maxAttempts` restarts: the launcher stops the platform. */
  giveUp(name: string): void;
  /** A part runs again (whoever holds references to its process follows it). */
  restarted?(name: string, run: PartRun): void;
}

export interface Clock {
  now(): number;
  /** Resolves after `ms`, or at once when `signal` aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      if (signal.aborted) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done, { once: true });
    }),
};

interface Watched {
  part: SupervisedPart;
  run: PartRun;
  startedAt: number;
  /** Restarts in a row without the part staying up `stableAfterMs`. */
  attempts: number;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toLocaleString('es-ES', { maximumFractionDigits: 1 })} s`;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error ?? 'motivo desconocido');
}

/**
 * Keeps the platform's parts running: a part that ends while the launcher is not stopping is started again after
 * a growing wait, each step logged; after `maxAttempts` failed restarts in a row the launcher is told to give up.
 */
export class Supervisor {
  private readonly watched: Watched[] = [];
  private readonly halt = new AbortController();
  private readonly recoveries = new Set<Promise<void>>();
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly hooks: SupervisorHooks,
    private readonly policy: RestartPolicy = DEFAULT_RESTART_POLICY,
    private readonly clock: Clock = systemClock,
  ) {}

  get stopping(): boolean {
    return this.halt.signal.aborted;
  }

  /** How many times a part has been started again. */
  restarts(name: string): number {
    return this.counts.get(name) ?? 0;
  }

  /** Watches a part that runs now. */
  watch(part: SupervisedPart, run: PartRun): void {
    const entry: Watched = { part, run, startedAt: this.clock.now(), attempts: 0 };
    this.watched.push(entry);
    this.follow(entry, run);
  }

  /** No restart from now on; ends every part, the last watched first (the gateway before PostgreSQL). */
  async stop(): Promise<void> {
    this.halt.abort();
    await Promise.all(this.recoveries);
    for (const entry of [...this.watched].reverse()) await entry.run.stop().catch(() => undefined);
  }

  private follow(entry: Watched, run: PartRun): void {
    void run.exited.then((how) => {
      if (entry.run !== run || this.stopping) return;
      const recovery = this.recover(entry, how).finally(() => this.recoveries.delete(recovery));
      this.recoveries.add(recovery);
    });
  }

  private async recover(entry: Watched, how: string): Promise<void> {
    const { part } = entry;
    const signal = this.halt.signal;
    await this.clock.sleep(this.policy.exitGraceMs, signal);
    if (this.stopping) return;
    if (this.clock.now() - entry.startedAt >= this.policy.stableAfterMs) entry.attempts = 0;
    let trouble = `${part.name} terminó inesperadamente (${how})`;
    for (;;) {
      entry.attempts += 1;
      if (entry.attempts > this.policy.maxAttempts) {
        this.hooks.log(
          `› ${part.name} no ha vuelto tras ${this.policy.maxAttempts} intentos; deteniendo la plataforma.`,
        );
        this.hooks.giveUp(part.name);
        return;
      }
      const delay = restartDelayMs(entry.attempts, this.policy);
      this.hooks.log(
        `› ${trouble}; se reinicia en ${seconds(delay)} (intento ${entry.attempts} de ${this.policy.maxAttempts}).`,
      );
      await this.clock.sleep(delay, signal);
      if (this.stopping) return;
      const began = this.clock.now();
      let run: PartRun;
      try {
        run = await part.restart(signal);
      } catch (error) {
        if (this.stopping) return;
        trouble = `${part.name} no volvió a arrancar (${reasonOf(error)})`;
        continue;
      }
      if (this.stopping) {
        await run.stop().catch(() => undefined);
        return;
      }
      entry.run = run;
      entry.startedAt = this.clock.now();
      this.counts.set(part.name, this.restarts(part.name) + 1);
      this.hooks.log(`› ${part.name} vuelve a estar en marcha (${seconds(entry.startedAt - began)}).`);
      this.hooks.restarted?.(part.name, run);
      this.follow(entry, run);
      return;
    }
  }
}
