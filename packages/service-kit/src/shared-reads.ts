import type { NextFunction, Request, Response } from 'express';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Reads in flight, shared by the requests that ask for the same thing meanwhile. A page's calls arrive together: the
 * dashboard asks progress for the streak, the goals, the missions and the recommendations at once, and the
 * recommendations read the learner's activity, goals and missions again. Nothing is kept once a read settles
 * (success or failure), so the map holds at most one entry per read in flight.
 *
 * A request that may change data (any method but GET, HEAD and OPTIONS; `forgetOnWrites`, installed once per
 * service) forgets every read in flight as it starts, and while one is running nothing is shared: a read that
 * begins after a change was made, the changing request's own reads included, never joins one begun before it, so a
 * user always sees their own change. Changes made by domain events are eventual anyway; a read in flight is at most
 * a few milliseconds old.
 */
export class SharedReads {
  private readonly running = new Map<string, Promise<unknown>>();
  private writing = 0;

  /** The read in flight under `key`, or `read()` started now and shared until it settles. */
  share<V>(key: string, read: () => Promise<V>): Promise<V> {
    // As a promise even when `read` throws before its first await, so every caller handles one kind of failure.
    const start = async () => read();
    if (this.writing > 0) return start();
    const running = this.running.get(key);
    if (running) return running as Promise<V>;
    const started = start().finally(() => {
      if (this.running.get(key) === started) this.running.delete(key);
    });
    this.running.set(key, started);
    return started;
  }

  /** A change starts: reads begun before it are forgotten, and none is shared until `changeEnded`. */
  changeStarted(): void {
    this.writing += 1;
    this.running.clear();
  }

  changeEnded(): void {
    this.writing = Math.max(0, this.writing - 1);
  }

  /** How many reads are in flight (tests). */
  get size(): number {
    return this.running.size;
  }

  /** Express middleware: a request that may change data is a change from its start until its answer is sent. */
  readonly forgetOnWrites = (request: Request, response: Response, next: NextFunction): void => {
    if (!READ_METHODS.has(request.method)) {
      this.changeStarted();
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        this.changeEnded();
      };
      response.once('finish', end);
      response.once('close', end);
    }
    next();
  };
}
