import 'reflect-metadata';
import { createValidationPipe } from '@pipcrafters/service-kit';
import { describe, expect, it } from 'vitest';
import { CreateStrategyDto } from '../strategies/dto/strategy.dto';
import { STRATEGY_TEMPLATES } from './template-catalog';

const pipe = createValidationPipe();
const asPost = (body: unknown) => pipe.transform(body, { type: 'body', metatype: CreateStrategyDto });

describe('strategy templates', () => {
  it('are at least the five the issue names, with ids of their own', () => {
    expect(STRATEGY_TEMPLATES.map((template) => template.id)).toEqual(
      expect.arrayContaining([
        'ruptura-londres',
        'retroceso-medias',
        'rebote-soporte-resistencia',
        'rango-reversion',
        'straddle-noticias',
      ]),
    );
    expect(new Set(STRATEGY_TEMPLATES.map((template) => template.id)).size).toBe(STRATEGY_TEMPLATES.length);
  });

  it.each(STRATEGY_TEMPLATES.map((template) => [template.id, template] as const))(
    '%s passes the validation of a POST unchanged, and says honestly when it fails',
    async (_id, template) => {
      const dto = (await asPost(structuredClone(template.strategy))) as CreateStrategyDto;
      expect(dto.instruments).toEqual(template.strategy.instruments);
      expect(dto.tags).toEqual(template.strategy.tags);
      expect(template.strategy.entryRules?.length).toBeGreaterThanOrEqual(3);
      expect(template.strategy.exitRules?.length).toBeGreaterThanOrEqual(2);
      expect(template.strategy.checklist?.length).toBeGreaterThanOrEqual(2);
      expect(Object.values(template.strategy.risk ?? {}).every((limit) => limit !== null)).toBe(true);
      expect(template.failsWhen.length).toBeGreaterThanOrEqual(3);
      expect(template.summary.length).toBeGreaterThan(40);
    },
  );

  it('a POST that breaks the same rules is refused (the check above is not a formality)', async () => {
    const template = STRATEGY_TEMPLATES[0];
    if (!template) throw new Error('sin plantillas');
    await expect(asPost({ ...template.strategy, instruments: ['EURUSD', 'NOPE'] })).rejects.toMatchObject({
      response: { message: expect.stringContaining('"NOPE"') },
    });
  });
});
