/** Rejects when `work` has not settled after `ms`, so a remote that hangs fails like one that is down. */
export function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export interface RetryOptions {
  retries: number;
  /** Delay before retry n (0-based): baseDelayMs * 2^n. */
  baseDelayMs: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` until it succeeds or has failed `retries + 1` times, backing off exponentially. */
export async function retryWithBackoff<T>(
  attempt: (attemptNumber: number) => Promise<T>,
  { retries, baseDelayMs, sleep = defaultSleep }: RetryOptions,
): Promise<T> {
  let lastError: unknown;
  for (let n = 0; n <= retries; n += 1) {
    try {
      return await attempt(n);
    } catch (error) {
      lastError = error;
      if (n < retries) await sleep(baseDelayMs * 2 ** n);
    }
  }
  throw lastError;
}
