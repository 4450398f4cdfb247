import { createHash } from 'node:crypto';

/** A small seeded generator (mulberry32): the same seed gives the same order, a new seed a new one. */
function generator(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A copy of `items` in an order fixed by `seed` (Fisher–Yates). The quiz is seeded with the learner, the lesson and
 * the attempt number, so reloading the page keeps the order and each retake gets a new one.
 */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const random = generator(seed);
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}
