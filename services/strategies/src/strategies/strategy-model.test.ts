import type { StrategyRule } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import {
  applyInput,
  BLANK_FIELDS,
  canonicalDecimal,
  changesBetween,
  journalStrategy,
  RuleInputError,
  resolveRules,
  type StrategyFields,
} from './strategy-model';

let counter = 0;
const newId = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

const base: StrategyFields = applyInput(
  BLANK_FIELDS,
  {
    name: 'Ruptura',
    instruments: ['EURUSD'],
    entryRules: [{ text: 'Rango de 20 a 50 pips' }, { text: 'Cierre fuera del rango' }],
    exitRules: [{ text: 'Objetivo a 2R' }],
    checklist: [{ text: 'Sin noticias' }],
    risk: { maxRiskPercent: '1.00', maxOpenTrades: 2 },
  },
  newId,
);
const [first, second] = base.entryRules as [StrategyRule, StrategyRule];

describe('strategy versions', () => {
  it('name each part that changed, in Spanish, in a fixed order', () => {
    const after = applyInput(
      base,
      {
        status: 'activa',
        entryRules: [{ id: first.id, text: 'Rango de 20 a 40 pips' }],
        risk: { maxRiskPercent: '0.5', minRewardRisk: '2' },
        tags: ['londres'],
      },
      newId,
    );
    expect(changesBetween(base, after)).toEqual([
      'Estado',
      'Reglas de entrada',
      'Riesgo por operación',
      'Beneficio/riesgo mínimo',
      'Etiquetas',
    ]);
    const everything = applyInput(
      after,
      {
        name: 'Otra',
        description: '# Nueva',
        style: 'swing',
        instruments: ['GBPUSD'],
        timeFrames: ['H4'],
        sessions: ['londres'],
        exitRules: [],
        checklist: [{ text: 'Spread normal' }],
        risk: { maxDailyLossPercent: '3', maxOpenTrades: null },
      },
      newId,
    );
    expect(changesBetween(after, everything)).toEqual([
      'Nombre',
      'Descripción',
      'Estilo',
      'Instrumentos',
      'Marcos temporales',
      'Sesiones',
      'Reglas de salida',
      'Pérdida máxima diaria',
      'Operaciones abiertas a la vez',
      'Lista de comprobación',
    ]);
  });

  it('see no change in an edit that sends what is already there (a figure written otherwise included)', () => {
    const same = applyInput(
      base,
      {
        name: 'Ruptura',
        entryRules: base.entryRules,
        risk: { maxRiskPercent: '001.0', maxOpenTrades: 2 },
        tags: [],
      },
      newId,
    );
    expect(changesBetween(base, same)).toEqual([]);
    expect(same.risk.maxRiskPercent).toBe('1');
  });

  it('count reordering rules as a change, and a rule reworded keeps its id', () => {
    const reordered = applyInput(base, { entryRules: [second, first] }, newId);
    expect(changesBetween(base, reordered)).toEqual(['Reglas de entrada']);
    const reworded = applyInput(base, { entryRules: [{ id: first.id, text: 'Otro texto' }] }, newId);
    expect(reworded.entryRules).toEqual([{ id: first.id, text: 'Otro texto' }]);
  });
});

describe('rules sent with an edit', () => {
  it('get a new id without one, and keep theirs only when it is a rule of the same list', () => {
    const rules = resolveRules(
      'entryRules',
      [{ text: 'Nueva' }, { id: first.id.toUpperCase(), text: 'x' }],
      base.entryRules,
      () => 'nuevo',
    );
    expect(rules).toEqual([
      { id: 'nuevo', text: 'Nueva' },
      { id: first.id, text: 'x' },
    ]);
    const exitRule = base.exitRules[0] as StrategyRule;
    expect(() => resolveRules('entryRules', [{ id: exitRule.id, text: 'x' }], base.entryRules)).toThrow(
      new RuleInputError(
        `Reglas de entrada: la regla ${exitRule.id} no es de esta lista de la estrategia (para una regla nueva no envíes id).`,
      ),
    );
    expect(() =>
      resolveRules(
        'checklist',
        [
          { id: first.id, text: 'x' },
          { id: first.id, text: 'y' },
        ],
        base.entryRules,
      ),
    ).toThrow(`Lista de comprobación: la regla ${first.id} aparece dos veces.`);
    expect(() => applyInput(BLANK_FIELDS, { exitRules: [{ id: first.id, text: 'x' }] })).toThrow(
      RuleInputError,
    );
  });
});

describe('numbers and the journal’s copy', () => {
  it('write each decimal one way', () => {
    expect(['1', '1.0', '01.50', '0.25', '100.00', '0.5'].map(canonicalDecimal)).toEqual([
      '1',
      '1',
      '1.5',
      '0.25',
      '100',
      '0.5',
    ]);
  });

  it('publish entry rules then exit rules, each with its kind', () => {
    const copy = journalStrategy({ id: 'e', version: 3, ...base });
    expect(copy).toEqual({
      id: 'e',
      name: 'Ruptura',
      status: 'en-prueba',
      version: 3,
      rules: [
        { ...first, kind: 'entry' },
        { ...second, kind: 'entry' },
        { ...(base.exitRules[0] as StrategyRule), kind: 'exit' },
      ],
      checklist: base.checklist,
      risk: { maxRiskPercent: '1', maxDailyLossPercent: null, minRewardRisk: null, maxOpenTrades: 2 },
      sessions: [],
      instruments: ['EURUSD'],
    });
  });
});
