import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSpanishMessage } from '@pipcrafters/platform/src/testing/spanish';
import { scanSpanishLiterals, spanishLiterals } from '@pipcrafters/service-kit/src/testing/spanish-texts';
import { describe, expect, it } from 'vitest';
import { StrategiesMessages } from './messages';

const SRC = dirname(fileURLToPath(import.meta.url));
/** The templates' prose (checked by template-catalog.test.ts) and the integration tests' own texts. */
const NOT_MESSAGES = ['templates/template-catalog.ts', 'testing/'];

describe('strategies messages', () => {
  it('every Spanish text a user can read is in messages.ts', () => {
    const scan = scanSpanishLiterals(SRC, NOT_MESSAGES);
    expect(scan.files).toBeGreaterThan(15);
    expect(scan.found).toEqual([]);
  });

  it('the scan reads the texts of messages.ts as such', () => {
    const found = spanishLiterals(readFileSync(join(SRC, 'messages.ts'), 'utf8')).map(
      (literal) => literal.text,
    );
    expect(found).toContain(StrategiesMessages.strategies.notFound);
    expect(found).toContain(StrategiesMessages.changes.maxRiskPercent);
  });

  it('every fixed sentence reads as Spanish to the hostile-input tests', () => {
    const texts: string[] = [];
    const walk = (value: unknown): void => {
      if (typeof value === 'string') texts.push(value);
      else if (value && typeof value === 'object') for (const item of Object.values(value)) walk(item);
    };
    walk(StrategiesMessages);
    const sentences = texts.filter((text) => text.endsWith('.') && text.includes(' '));
    expect(sentences.length).toBeGreaterThan(10);
    expect(sentences.filter((text) => !isSpanishMessage(text))).toEqual([]);
  });
});
