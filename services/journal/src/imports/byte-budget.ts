/**
 * How many bytes of statements are read at once: an import holds its file, its rows and its trades in the heap
 * (a 23 MB MetaTrader report of 90,000 positions took about 200 MB), and the journal runs under a heap ceiling. Imports that
 * fit together run together; one that does not waits, in arrival order, until enough have finished. A file larger
 * than the whole budget runs alone.
 */
export class ByteBudget {
  private used = 0;
  private readonly waiting: { bytes: number; start: () => void }[] = [];

  constructor(readonly budget: number) {}

  /** Runs `work` once `bytes` fit in the budget, and gives them back when it ends, however it ends. */
  async run<T>(bytes: number, work: () => Promise<T>): Promise<T> {
    await this.take(bytes);
    try {
      return await work();
    } finally {
      this.used -= bytes;
      this.wake();
    }
  }

  /** Bytes taken now (for tests). */
  get inUse(): number {
    return this.used;
  }

  private take(bytes: number): Promise<void> {
    if (this.waiting.length === 0 && this.fits(bytes)) {
      this.used += bytes;
      return Promise.resolve();
    }
    return new Promise((start) => this.waiting.push({ bytes, start }));
  }

  private fits(bytes: number): boolean {
    return this.used === 0 || this.used + bytes <= this.budget;
  }

  private wake(): void {
    while (this.waiting.length > 0 && this.fits(this.waiting[0]?.bytes ?? 0)) {
      const next = this.waiting.shift();
      if (!next) break;
      this.used += next.bytes;
      next.start();
    }
  }
}
