import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSpanishMessage } from '@pipcrafters/platform/src/testing/spanish';
import { scanSpanishLiterals, spanishLiterals } from '@pipcrafters/service-kit/src/testing/spanish-texts';
import { describe, expect, it } from 'vitest';
import { JournalMessages } from './messages';

const SRC = dirname(fileURLToPath(import.meta.url));
const PROSE = new Set([
  'catalog',
  'metricLabels',
  'csvHeader',
  'sides',
  'sources',
  'demo',
  'badges',
  'recommendations',
  'skipped',
  'warnings',
  'accountDecisions',
  'levelUp',
  'moduleCompleted',
  'completedNotification',
]);

describe('journal messages', () => {
  it('every Spanish text a user can read is in messages.ts', () => {
    const scan = scanSpanishLiterals(SRC);
    expect(scan.files).toBeGreaterThan(10);
    expect(scan.found).toEqual([]);
  });

  it('the scan reads the texts of messages.ts as such', () => {
    const found = spanishLiterals(readFileSync(join(SRC, 'messages.ts'), 'utf8')).map(
      (literal) => literal.text,
    );
    expect(found).toContain(JournalMessages.trades.notFound);
    expect(found).toContain(JournalMessages.imports.statement.truncated);
  });

  it('every fixed text reads as Spanish to the hostile-input tests (no bare field names)', () => {
    const texts: string[] = [];
    const walk = (value: unknown): void => {
      if (typeof value === 'string') texts.push(value);
      else if (value && typeof value === 'object') {
        // Error and validation texts; catalogs, labels and celebrations are prose checked by eye.
        for (const [key, item] of Object.entries(value)) if (!PROSE.has(key)) walk(item);
      }
    };
    walk(JournalMessages);
    const sentences = texts.filter((text) => text.endsWith('.') && text.includes(' '));
    expect(sentences.length).toBeGreaterThan(10);
    expect(sentences.filter((text) => !isSpanishMessage(text))).toEqual([]);
  });
});
