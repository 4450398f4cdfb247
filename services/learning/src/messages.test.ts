import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scanSpanishLiterals } from '@pipcrafters/service-kit/src/testing/spanish-texts';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

describe('learning messages', () => {
  it('every Spanish text a user can read is in messages.ts', () => {
    const scan = scanSpanishLiterals(SRC);
    expect(scan.files).toBeGreaterThan(10);
    expect(scan.found).toEqual([]);
  });
});
