import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSpanishMessage } from '@pipcrafters/platform/src/testing/spanish';
import { scanSpanishLiterals } from '@pipcrafters/service-kit/src/testing/spanish-texts';
import { describe, expect, it } from 'vitest';
import { AssistantMessages } from './messages';

const SRC = dirname(fileURLToPath(import.meta.url));
/**
 * Texts that have a place of their own: the environment checks (for whoever starts the service), the tests' texts,
 * the guardrails' answers (guardrails/messages.ts, checked by its own test), the local answers' composed phrasing
 * (answers/local: local-texts.ts and the worked calculations), what the model is told (answers/provider-engine.ts)
 * and the demo trader's questions and their log lines (demo/).
 */
const NOT_MESSAGES = [
  'config/assistant-env.ts',
  'testing/',
  'guardrails/',
  'answers/local/',
  'answers/provider-engine.ts',
  'demo/',
];

describe('assistant messages', () => {
  it('every other Spanish text a user can read is in messages.ts', () => {
    const scan = scanSpanishLiterals(SRC, NOT_MESSAGES);
    expect(scan.files).toBeGreaterThan(8);
    expect(scan.found).toEqual([]);
  });

  it('every message reads as Spanish to the hostile-input tests', () => {
    const texts: string[] = [];
    const walk = (value: unknown): void => {
      if (typeof value === 'string') texts.push(value);
      else if (typeof value === 'function') texts.push(value(3));
      else if (value && typeof value === 'object') for (const item of Object.values(value)) walk(item);
    };
    walk(AssistantMessages);
    expect(texts.filter((text) => !isSpanishMessage(text))).toEqual([]);
  });
});
