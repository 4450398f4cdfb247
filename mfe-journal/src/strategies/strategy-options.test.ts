import type { JournalStrategy } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import {
  assignableOptions,
  filterOptions,
  reviewSummary,
  ruleGroups,
  ruleState,
  strategyLabel,
  toggleRule,
} from './strategy-options';

const strategy = (patch: Partial<JournalStrategy>): JournalStrategy => ({
  id: 'id',
  name: 'Nombre',
  status: 'activa',
  version: 1,
  deleted: false,
  rules: [],
  checklist: [],
  risk: { maxRiskPercent: null, maxDailyLossPercent: null, minRewardRisk: null, maxOpenTrades: null },
  sessions: [],
  instruments: [],
  ...patch,
});

const ruptura = strategy({
  id: 'a',
  name: 'Ruptura',
  rules: [
    { id: 'e1', text: 'Rango de 20 a 50 pips', kind: 'entry' },
    { id: 'x1', text: 'Stop al otro lado', kind: 'exit' },
    { id: 'e2', text: 'A favor de H4', kind: 'entry' },
  ],
});
const prueba = strategy({ id: 'b', name: 'Bandas', status: 'en-prueba' });
const retirada = strategy({ id: 'c', name: 'Antigua', status: 'retirada' });
const borrada = strategy({ id: 'd', name: 'Borrada', deleted: true });
const all = [retirada, ruptura, borrada, prueba];

describe('strategies a trade can be given', () => {
  it('labels the state unless it is plain active', () => {
    expect(strategyLabel(ruptura)).toBe('Ruptura');
    expect(strategyLabel(prueba)).toBe('Bandas (en prueba)');
    expect(strategyLabel(retirada)).toBe('Antigua (retirada)');
    expect(strategyLabel(borrada)).toBe('Borrada (eliminada)');
  });

  it('offers the active and in-trial ones, by name', () => {
    expect(assignableOptions(all).map((option) => option.label)).toEqual(['Bandas (en prueba)', 'Ruptura']);
  });

  it('keeps a retired or deleted one only when the trade already has it, last and labelled', () => {
    expect(assignableOptions(all, { id: 'c', name: 'Antigua' })).toEqual([
      { value: 'b', label: 'Bandas (en prueba)', inactive: false },
      { value: 'a', label: 'Ruptura', inactive: false },
      { value: 'c', label: 'Antigua (retirada)', inactive: true },
    ]);
    // Gone from the journal's list altogether: the trade's own copy of the name.
    expect(assignableOptions([ruptura], { id: 'z', name: 'Olvidada' }).at(-1)).toEqual({
      value: 'z',
      label: 'Olvidada (eliminada)',
      inactive: true,
    });
  });

  it('filters history by any of them', () => {
    expect(filterOptions(all).map((option) => option.value)).toEqual(['b', 'a', 'c', 'd']);
  });
});

describe('the rule review', () => {
  it('groups entry rules, then exit rules', () => {
    expect(ruleGroups(ruptura)).toEqual([
      {
        kind: 'entry',
        title: 'Reglas de entrada',
        rules: [
          { id: 'e1', text: 'Rango de 20 a 50 pips' },
          { id: 'e2', text: 'A favor de H4' },
        ],
      },
      { kind: 'exit', title: 'Reglas de salida', rules: [{ id: 'x1', text: 'Stop al otro lado' }] },
    ]);
    expect(ruleGroups(prueba)).toEqual([]);
  });

  it('starts unreviewed; the first tick makes the others broken', () => {
    expect(ruleState(null, 'e1')).toBe('unreviewed');
    const first = toggleRule(ruptura, null, 'e2', true);
    expect(first).toEqual(['e2']);
    expect(ruleState(first, 'e1')).toBe('broken');
    expect(ruleState(first, 'e2')).toBe('followed');
    expect(toggleRule(ruptura, first, 'e1', true)).toEqual(['e1', 'e2']);
    expect(toggleRule(ruptura, ['e1', 'e2'], 'e1', false)).toEqual(['e2']);
    // Unticking while unreviewed still is a review: nothing followed.
    expect(toggleRule(ruptura, null, 'e1', false)).toEqual([]);
  });

  it('drops ids of rules the strategy no longer has', () => {
    expect(toggleRule(ruptura, ['gone', 'x1'], 'e1', true)).toEqual(['e1', 'x1']);
    expect(reviewSummary(ruptura, ['gone', 'x1'])).toBe('1 de 3 reglas seguidas');
  });

  it('says whether the trade was reviewed', () => {
    expect(reviewSummary(ruptura, null)).toBe('Sin revisar');
    expect(reviewSummary(ruptura, [])).toBe('0 de 3 reglas seguidas');
    expect(reviewSummary(strategy({ rules: [{ id: 'r', text: 't', kind: 'exit' }] }), ['r'])).toBe(
      '1 de 1 regla seguida',
    );
  });
});
