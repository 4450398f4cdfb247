import { isSpanishMessage } from '@pipcrafters/platform/src/testing/spanish';
import { describe, expect, it } from 'vitest';
import { AgencyMessages } from './messages';
import { AgencyRefusal, refuseInputs, refusePublished } from './refusal';

const refusal = (run: () => void): Record<string, unknown> => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AgencyRefusal);
    return (error as AgencyRefusal).getResponse() as Record<string, unknown>;
  }
  throw new Error('no se rechazó');
};

describe('agency refusals', () => {
  it('refuses inputs asking for signals or promising profits with a Spanish 422 and the guardrail’s answer', () => {
    const signal = refusal(() => refuseInputs({ topic: '¿Compro EURUSD ahora?' }));
    expect(signal).toMatchObject({
      statusCode: 422,
      code: 'CONTENT_REFUSED',
      guardrail: 'signal',
      field: 'topic',
    });
    expect(signal.message).toBe(AgencyMessages.refused.signal);
    expect(String(signal.explanation)).toContain('No puedo darte señales');
    const promise = refusal(() =>
      refuseInputs({
        topic: 'gestión del riesgo',
        audience: '¿Qué estrategia me garantiza ganar un 20 % al mes sin perder nunca?',
      }),
    );
    expect(promise).toMatchObject({ guardrail: 'guarantee', field: 'audience' });
  });

  it('refuses published texts that give a signal or promise profits, not those that warn about them', () => {
    expect(refusal(() => refusePublished({ markdown: 'Compra oro ya, va a subir.' })).guardrail).toBe(
      'signal',
    );
    expect(
      refusal(() => refusePublished({ text: 'Con este método ganarás un 20 % al mes.' })).guardrail,
    ).toBe('guarantee');
    expect(() =>
      refusePublished({ text: 'Desconfía de quien te promete ganancias garantizadas: es una estafa.' }),
    ).not.toThrow();
    expect(() =>
      refuseInputs({ topic: '¿Qué es una señal de entrada en un plan de trading?' }),
    ).not.toThrow();
  });

  it('every error message reads as Spanish to the hostile-input tests', () => {
    const texts: string[] = [];
    const walk = (value: unknown): void => {
      if (typeof value === 'string') texts.push(value);
      else if (Array.isArray(value)) for (const item of value) walk(item);
      else if (typeof value === 'function') walk(value(['tema'], ['público']));
      else if (value && typeof value === 'object') for (const item of Object.values(value)) walk(item);
    };
    const { content, chatbot, design, social, prompts, demo, ...errors } = AgencyMessages;
    walk(errors);
    expect(texts.length).toBeGreaterThan(60);
    expect(texts.filter((text) => !isSpanishMessage(text))).toEqual([]);
  });
});
