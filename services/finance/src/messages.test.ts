import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CalculatorMessages } from '@pipcrafters/contracts';
import { isSpanishMessage } from '@pipcrafters/platform/src/testing/spanish';
import { scanSpanishLiterals, spanishLiterals } from '@pipcrafters/service-kit/src/testing/spanish-texts';
import { describe, expect, it } from 'vitest';
import { FinanceMessages } from './messages';

const SRC = dirname(fileURLToPath(import.meta.url));
/**
 * The environment checks (for whoever starts the service), the integration tests' own texts, and data rather than
 * messages: the default categories' names and the demo trader's household.
 */
const NOT_MESSAGES = [
  'config/finance-env.ts',
  'testing/',
  'cash/default-categories.ts',
  'cash/demo-content.ts',
];

describe('finance messages', () => {
  it('every Spanish text a user can read is in messages.ts', () => {
    const scan = scanSpanishLiterals(SRC, NOT_MESSAGES);
    expect(scan.files).toBeGreaterThan(10);
    expect(scan.found).toEqual([]);
  });

  it('the scan would flag one written back where it was used', () => {
    const file = 'rates/rates-admin.controller.ts';
    const source = readFileSync(join(SRC, file), 'utf8').replace(
      'FinanceMessages.rates.date',
      `'${FinanceMessages.rates.date}'`,
    );
    expect(spanishLiterals(source, file).map((literal) => literal.text)).toContain(
      FinanceMessages.rates.date,
    );
  });

  it('every message, the service’s and the calculators’ it answers with, reads as Spanish to the hostile-input tests', () => {
    const texts: string[] = [];
    const walk = (value: unknown): void => {
      if (typeof value === 'string') texts.push(value);
      else if (typeof value === 'function') texts.push(value('EURUSD', 'USDEUR', 1, 100));
      else if (value && typeof value === 'object') for (const item of Object.values(value)) walk(item);
    };
    walk(FinanceMessages);
    walk(CalculatorMessages);
    expect(texts.length).toBeGreaterThan(30);
    expect(texts.filter((text) => !isSpanishMessage(text))).toEqual([]);
  });
});
