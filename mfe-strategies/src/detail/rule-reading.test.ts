import type { RuleFigures, RuleSide } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { ruleReading } from './rule-reading';

const side = (
  trades: number,
  expectancyR: string | null,
  winRate: number | null,
  rTrades = trades,
): RuleSide => ({
  trades,
  smallSample: trades < 30,
  net: '0',
  winRate,
  expectancy: null,
  expectancyR,
  rTrades,
});

const figures = (followed: RuleSide, broken: RuleSide): RuleFigures => ({
  rule: { id: 'r1', text: 'Cierre fuera del rango', kind: 'entry' },
  followed,
  broken,
});

describe('what a rule’s figures mean', () => {
  it('says when there is nothing to compare', () => {
    expect(ruleReading(figures(side(0, null, null), side(0, null, null)))).toBe(
      'Aún no hay operaciones que digan si seguiste esta regla.',
    );
    expect(ruleReading(figures(side(12, '0.5', 50), side(0, null, null)))).toBe(
      'La seguiste en todas (12 operaciones): sin operaciones que la rompan no hay con qué comparar.',
    );
    expect(ruleReading(figures(side(0, null, null), side(1, '-1', 0)))).toBe(
      'La rompiste en todas (1 operación): sin operaciones que la sigan no hay con qué comparar.',
    );
  });

  it('compares the expectancy in R, and warns about small samples', () => {
    expect(ruleReading(figures(side(40, '0.6', 55), side(35, '-0.25', 40)))).toBe(
      'Cuando la sigues ganas de media 0,85 R más por operación que cuando la rompes: la regla te ayuda.',
    );
    expect(ruleReading(figures(side(10, '-0.2', 40), side(5, '0.3', 60)))).toBe(
      'Cuando la rompes te va mejor: 0,50 R más por operación. Revisa si la regla aporta algo o si la aplicas bien. Ojo: con menos de 30 operaciones en un lado, la diferencia puede deberse al azar.',
    );
    expect(ruleReading(figures(side(40, '0.32', 55), side(40, '0.28', 50)))).toBe(
      'Sigas o no esta regla, el resultado por operación es parecido (diferencia de 0,04 R).',
    );
  });

  it('falls back to the win rate when a side has no trade with R', () => {
    expect(ruleReading(figures(side(40, null, 62.5, 0), side(30, null, 40, 0)))).toBe(
      'Cuando la sigues aciertas 22,5 puntos más que cuando la rompes (sin stop loss registrado no hay R que comparar).',
    );
  });
});
