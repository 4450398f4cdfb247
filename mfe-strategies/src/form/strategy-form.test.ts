import type { Strategy, StrategyTemplate } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyStrategyForm,
  formFromStrategy,
  formFromTemplate,
  moveItem,
  nameError,
  parseDecimal,
  riskFieldError,
  ruleListError,
  STRATEGY_LIMITS,
  tagsError,
  toStrategyInput,
  validateStrategyForm,
} from './strategy-form';

const saved: Strategy = {
  id: 's1',
  name: 'Ruptura de Londres',
  description: 'Opero la **ruptura** del rango asiático.',
  instruments: ['EURUSD', 'GBPUSD'],
  timeFrames: ['M15', 'H1'],
  sessions: ['londres'],
  style: 'intradia',
  entryRules: [
    { id: 'r1', text: 'Rango asiático de 20 a 50 pips' },
    { id: 'r2', text: 'Cierre de M15 fuera del rango' },
  ],
  exitRules: [{ id: 'r3', text: 'Stop al otro lado del rango' }],
  risk: { maxRiskPercent: '0.5', maxDailyLossPercent: '3', minRewardRisk: '2', maxOpenTrades: 2 },
  checklist: [{ id: 'c1', text: 'Sin noticias de alto impacto' }],
  status: 'activa',
  screenshots: [],
  tags: ['ruptura'],
  version: 3,
  templateId: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
};

describe('the strategy form', () => {
  it('opens a saved strategy with every rule’s id and the limits written the Spanish way', () => {
    const values = formFromStrategy(saved);
    expect(values.entryRules.map(({ id, text }) => ({ id, text }))).toEqual(saved.entryRules);
    expect(values.checklist[0]).toMatchObject({ id: 'c1', text: 'Sin noticias de alto impacto' });
    expect(values).toMatchObject({
      maxRiskPercent: '0,5',
      maxDailyLossPercent: '3',
      minRewardRisk: '2',
      maxOpenTrades: '2',
      status: 'activa',
    });
    expect(new Set(values.entryRules.map((rule) => rule.key)).size).toBe(2);
  });

  it('round-trips a saved strategy into the same input, rule ids kept', () => {
    const input = toStrategyInput(formFromStrategy(saved));
    expect(input).toEqual({
      name: saved.name,
      description: saved.description,
      instruments: saved.instruments,
      timeFrames: saved.timeFrames,
      sessions: saved.sessions,
      style: saved.style,
      entryRules: saved.entryRules,
      exitRules: saved.exitRules,
      checklist: saved.checklist,
      risk: saved.risk,
      status: saved.status,
      tags: saved.tags,
    });
  });

  it('keeps the id of a reworded or moved rule, and sends new rules without one', () => {
    const values = formFromStrategy(saved);
    values.entryRules = moveItem(values.entryRules, 1, 0);
    values.entryRules[1] = {
      ...(values.entryRules[1] as (typeof values.entryRules)[number]),
      text: 'Rango de 15 a 40 pips',
    };
    values.entryRules.push({ key: 'nueva', text: '  A favor de la tendencia de H4 ' });
    expect(toStrategyInput(values).entryRules).toEqual([
      { id: 'r2', text: 'Cierre de M15 fuera del rango' },
      { id: 'r1', text: 'Rango de 15 a 40 pips' },
      { text: 'A favor de la tendencia de H4' },
    ]);
  });

  it('starts from a template with its rules as new ones, and sends the template’s id', () => {
    const template: StrategyTemplate = {
      id: 'london-breakout',
      name: 'Ruptura de Londres',
      summary: 'La ruptura del rango asiático.',
      failsWhen: ['Días de noticias'],
      strategy: {
        name: 'Ruptura de Londres',
        instruments: ['EURUSD'],
        entryRules: [{ text: 'Cierre fuera del rango' }],
        exitRules: [{ text: 'Objetivo a 2R' }],
        risk: { maxRiskPercent: '1', minRewardRisk: '2' },
        style: 'intradia',
      },
    };
    const values = formFromTemplate(template);
    expect(values.entryRules[0]?.id).toBeUndefined();
    expect(values).toMatchObject({ maxRiskPercent: '1', minRewardRisk: '2', maxDailyLossPercent: '' });
    const input = toStrategyInput(values, template.id);
    expect(input.templateId).toBe('london-breakout');
    expect(input.entryRules).toEqual([{ text: 'Cierre fuera del rango' }]);
    expect(input.risk).toEqual({
      maxRiskPercent: '1',
      maxDailyLossPercent: null,
      minRewardRisk: '2',
      maxOpenTrades: null,
    });
  });

  it('cleans what it sends: trimmed texts, blank rules out, symbols normalised, tags lower-case once', () => {
    const values = {
      ...emptyStrategyForm(),
      name: '  Mi estrategia ',
      instruments: ['eurusd', 'EURUSD', 'xauusd'],
      tags: ['Tendencia', 'tendencia ', ''],
      exitRules: [{ key: 'a', text: '   ' }],
      entryRules: [{ key: 'b', text: 'Entrada' }],
      maxRiskPercent: ' 1,25 ',
    };
    expect(toStrategyInput(values)).toMatchObject({
      name: 'Mi estrategia',
      instruments: ['EURUSD', 'XAUUSD'],
      tags: ['tendencia'],
      exitRules: [],
      entryRules: [{ text: 'Entrada' }],
      risk: { maxRiskPercent: '1.25' },
    });
    expect(toStrategyInput(values)).not.toHaveProperty('templateId');
  });

  it('reads decimals typed with a comma or a dot, never through a float', () => {
    expect(parseDecimal('0,5')).toBe('0.5');
    expect(parseDecimal('1.50')).toBe('1.5');
    expect(parseDecimal('007')).toBe('7');
    expect(parseDecimal('0,10')).toBe('0.1');
    expect(parseDecimal('-1')).toBeNull();
    expect(parseDecimal('1,5%')).toBeNull();
    expect(parseDecimal('')).toBeNull();
  });

  it('checks the risk limits as the server does', () => {
    expect(riskFieldError('maxRiskPercent', '')).toBeNull();
    expect(riskFieldError('maxRiskPercent', '0,5')).toBeNull();
    expect(riskFieldError('maxRiskPercent', '0')).toBe('Debe estar entre 0,01 y 100.');
    expect(riskFieldError('maxRiskPercent', '120')).toBe('Debe estar entre 0,01 y 100.');
    expect(riskFieldError('maxRiskPercent', '0,125')).toBe('Como mucho 2 decimales.');
    expect(riskFieldError('maxDailyLossPercent', 'tres')).toBe('Escribe un número, por ejemplo 1,5.');
    expect(riskFieldError('minRewardRisk', '0,005')).toBe('Como mucho 2 decimales.');
    expect(riskFieldError('minRewardRisk', '0')).toBe('Debe estar entre 0,01 y 100.');
    expect(riskFieldError('maxOpenTrades', '2,5')).toBe('Escribe un número entero, por ejemplo 2.');
    expect(riskFieldError('maxOpenTrades', '0')).toBe('Debe estar entre 1 y 100.');
    expect(riskFieldError('maxOpenTrades', '3')).toBeNull();
  });

  it('asks for a name and an entry rule, leaves blank rows alone, and keeps texts within their limits', () => {
    expect(nameError('   ')).toBe('Escribe el nombre de la estrategia.');
    expect(nameError('x'.repeat(STRATEGY_LIMITS.name + 1))).toBe(
      `Como mucho ${STRATEGY_LIMITS.name} caracteres.`,
    );
    expect(nameError('Ruptura')).toBeNull();
    expect(ruleListError('entryRules', [{ key: 'a', text: ' ' }])).toBe(
      'Escribe al menos una regla de entrada.',
    );
    expect(ruleListError('exitRules', [])).toBeNull();
    expect(
      ruleListError('exitRules', [
        { key: 'a', text: 'Stop' },
        { key: 'b', text: '' },
      ]),
    ).toBeNull();
    expect(
      ruleListError(
        'exitRules',
        Array.from({ length: STRATEGY_LIMITS.rules + 1 }, (_, index) => ({ key: `${index}`, text: 'Stop' })),
      ),
    ).toBe(`Como mucho ${STRATEGY_LIMITS.rules} por lista.`);
    expect(ruleListError('checklist', [{ key: 'a', text: 'x'.repeat(STRATEGY_LIMITS.ruleText + 1) }])).toBe(
      `El punto de la lista 1 pasa de ${STRATEGY_LIMITS.ruleText} caracteres.`,
    );
    expect(tagsError(Array.from({ length: STRATEGY_LIMITS.tags + 1 }, (_, index) => `t${index}`))).toBe(
      `Como mucho ${STRATEGY_LIMITS.tags} etiquetas.`,
    );
  });

  it('lists every problem of a form by field, and none for a good one', () => {
    expect(validateStrategyForm(formFromStrategy(saved))).toEqual({});
    const errors = validateStrategyForm({
      ...emptyStrategyForm(),
      maxRiskPercent: '200',
      maxOpenTrades: '1,5',
    });
    expect(Object.keys(errors).sort()).toEqual(['entryRules', 'maxOpenTrades', 'maxRiskPercent', 'name']);
  });

  it('moves a rule up or down, and leaves the list alone when the move is out of range', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});
