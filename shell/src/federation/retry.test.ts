import { describe, expect, it, vi } from 'vitest';
import { retryWithBackoff, withTimeout } from './retry';

describe('retryWithBackoff', () => {
  it('retries with exponential backoff and returns the first success', async () => {
    const sleep = vi.fn(async () => undefined);
    const attempt = vi
      .fn<(n: number) => Promise<string>>()
      .mockRejectedValueOnce(new Error('1'))
      .mockRejectedValueOnce(new Error('2'))
      .mockResolvedValueOnce('ok');

    await expect(retryWithBackoff(attempt, { retries: 2, baseDelayMs: 500, sleep })).resolves.toBe('ok');
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[500], [1000]]);
  });

  it('gives up after the last retry with the last error', async () => {
    const attempt = vi.fn(async (n: number) => {
      throw new Error(`fallo ${n}`);
    });
    await expect(
      retryWithBackoff(attempt, { retries: 2, baseDelayMs: 1, sleep: async () => undefined }),
    ).rejects.toThrow('fallo 2');
    expect(attempt).toHaveBeenCalledTimes(3);
  });
});

describe('withTimeout', () => {
  it('fails a promise that takes too long', async () => {
    await expect(withTimeout(new Promise(() => undefined), 10, 'tarde')).rejects.toThrow('tarde');
  });

  it('passes through a fast result', async () => {
    await expect(withTimeout(Promise.resolve(3), 1000, 'tarde')).resolves.toBe(3);
  });
});
