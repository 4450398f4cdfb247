import type { StatsGroupBy } from '@pipcrafters/contracts';
import { monthOf, monthRange, shiftMonth } from '../calendar/month-grid';
import { addDays } from '../format/time';
import { type TradeFilters, tradeQuery } from '../trades/trade-filters';

/** The periods EdgePilot offers; `personalizado` takes the dates typed in. */
export const PERIOD_PRESETS = [
  { value: 'todo', label: 'Todo el historial' },
  { value: 'mes', label: 'Este mes' },
  { value: 'mes-anterior', label: 'Mes anterior' },
  { value: '30-dias', label: 'Últimos 30 días' },
  { value: '90-dias', label: 'Últimos 90 días' },
  { value: 'año', label: 'Este año' },
  { value: 'personalizado', label: 'Personalizado' },
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]['value'];

/** EdgePilot's filter bar: the trade list's filters (no outcome) and a period preset. */
export interface StatsFilters extends Omit<TradeFilters, 'outcome'> {
  period: PeriodPreset;
}

/** The local days (both ends included) a preset covers on `today` (`YYYY-MM-DD` in the user's zone). */
export function presetRange(
  preset: PeriodPreset,
  today: string,
  custom: { fromDate?: string; toDate?: string } = {},
): { fromDate?: string; toDate?: string } {
  switch (preset) {
    case 'todo':
      return {};
    case 'mes':
      return { fromDate: monthRange(monthOf(today)).from, toDate: today };
    case 'mes-anterior': {
      const { from, to } = monthRange(shiftMonth(monthOf(today), -1));
      return { fromDate: from, toDate: to };
    }
    case '30-dias':
      return { fromDate: addDays(today, -29), toDate: today };
    case '90-dias':
      return { fromDate: addDays(today, -89), toDate: today };
    case 'año':
      return { fromDate: `${today.slice(0, 4)}-01-01`, toDate: today };
    case 'personalizado':
      return { fromDate: custom.fromDate || undefined, toDate: custom.toDate || undefined };
  }
}

/** The list filters a filter bar stands for, its period resolved to local days. */
export function resolveFilters(filters: StatsFilters, today: string): TradeFilters {
  const { period, fromDate, toDate, ...rest } = filters;
  return { ...rest, ...presetRange(period, today, { fromDate, toDate }) };
}

/**
 * The query of `GET /api/journal/stats` and `/insights`: the trade list's own query (local days as instants in the
 * user's zone), the zone itself (weekday, hour, session, plan and mood are read in it) and the breakdown asked for.
 */
export function statsQuery(filters: TradeFilters, timeZone: string, groupBy?: StatsGroupBy): string {
  const params = tradeQuery(filters, timeZone);
  params.set('timeZone', timeZone);
  if (groupBy) params.set('groupBy', groupBy);
  return params.toString();
}

export type CompareMode = 'periodos' | 'cuentas' | 'etiquetas' | 'estrategias';

/** What each side of a comparison sets: two periods, two accounts, two tags or two strategies. */
export interface CompareSide {
  fromDate?: string;
  toDate?: string;
  accountId?: string;
  tag?: string;
  strategyId?: string;
}

/**
 * The two sides' list filters: the bar's filters (its period only when periods are not what is compared), with the
 * compared dimension taken from each side.
 */
export function compareSides(
  mode: CompareMode,
  base: TradeFilters,
  a: CompareSide,
  b: CompareSide,
): [TradeFilters, TradeFilters] {
  const side = (chosen: CompareSide): TradeFilters => {
    switch (mode) {
      case 'periodos':
        return { ...base, fromDate: chosen.fromDate, toDate: chosen.toDate };
      case 'cuentas':
        return { ...base, accountId: chosen.accountId };
      case 'etiquetas':
        return { ...base, tag: chosen.tag };
      case 'estrategias':
        return { ...base, strategyId: chosen.strategyId };
    }
  };
  return [side(a), side(b)];
}

/** `GET /api/journal/stats/compare`'s query: each side's list query prefixed `a.` and `b.`, both in the user's zone. */
export function compareQuery(a: TradeFilters, b: TradeFilters, timeZone: string): string {
  const params = new URLSearchParams();
  for (const [prefix, filters] of [
    ['a.', a],
    ['b.', b],
  ] as const) {
    for (const [key, value] of tradeQuery(filters, timeZone)) params.append(`${prefix}${key}`, value);
    params.set(`${prefix}timeZone`, timeZone);
  }
  return params.toString();
}

/** True when a side says what it is (both dates of a period, an account, a tag, a strategy). */
export function sideComplete(mode: CompareMode, side: CompareSide): boolean {
  if (mode === 'periodos') return Boolean(side.fromDate && side.toDate && side.fromDate <= side.toDate);
  if (mode === 'cuentas') return Boolean(side.accountId);
  if (mode === 'estrategias') return Boolean(side.strategyId);
  return Boolean(side.tag?.trim());
}

/** The default periods compared: the last 30 days against the 30 before them. */
export function defaultPeriods(today: string): [CompareSide, CompareSide] {
  return [
    { fromDate: addDays(today, -59), toDate: addDays(today, -30) },
    { fromDate: addDays(today, -29), toDate: today },
  ];
}

/**
 * The trade list's address for an insight's trades: `/pipjournal` reads its account from `cuenta` (the page's
 * selector) and the other list filters under their API names.
 */
export function tradesLink(filters: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) params.set(key === 'accountId' ? 'cuenta' : key, value);
  const query = params.toString();
  return query ? `/pipjournal?${query}` : '/pipjournal';
}
