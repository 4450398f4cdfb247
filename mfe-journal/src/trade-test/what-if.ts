import type { StatsSummary, WhatIfResult, WhatIfRule } from '@pipcrafters/contracts';
import { formatNumber, formatSigned } from '@pipcrafters/ui';
import { formatAmount } from '../components/money';
import { type TradeFilters, tradeQuery } from '../trades/trade-filters';

export const WHAT_IF_OPTIONS: { value: WhatIfRule; label: string; help: string }[] = [
  {
    value: 'after-two-losses',
    label: 'Sin operaciones tras dos pérdidas seguidas',
    help: 'Tras dos pérdidas seguidas en un día, no abres más operaciones ese día.',
  },
  {
    value: 'london-only',
    label: 'Solo sesión de Londres',
    help: 'Quita las operaciones abiertas fuera de la sesión de Londres.',
  },
  {
    value: 'fixed-stop',
    label: 'Stop fijo de N pips',
    help: 'Un stop a N pips de la entrada: las operaciones que lo habrían tocado cierran con esa pérdida. Necesita el precio de entrada.',
  },
];

export const DEFAULT_STOP_PIPS = 20;
export const MIN_STOP_PIPS = 1;
export const MAX_STOP_PIPS = 10_000;

/**
 * `GET /api/journal/what-if`'s query: the trade list's filters, the user's zone (a day's run of losses is counted in
 * it), the rule, and the pips of a fixed stop.
 */
export function whatIfQuery(
  filters: TradeFilters,
  timeZone: string,
  rule: WhatIfRule,
  pips: number | null,
): string {
  const params = tradeQuery(filters, timeZone);
  params.set('timeZone', timeZone);
  params.set('rule', rule);
  if (rule === 'fixed-stop' && pips !== null) params.set('pips', String(pips));
  return params.toString();
}

/** A whole number of pips in range, or null (nothing is asked until it is one). */
export function validStopPips(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  if (!Number.isInteger(value) || value < MIN_STOP_PIPS || value > MAX_STOP_PIPS) return null;
  return value;
}

export interface WhatIfRow {
  key: string;
  label: string;
  before: string;
  after: string;
  /** after − before, signed; empty when either side has no value. */
  difference: string;
  /** Better, worse or neither with the rule (a smaller drawdown is better). */
  tone?: 'success' | 'danger';
}

const toneOf = (change: number | null, higherIsBetter = true): WhatIfRow['tone'] => {
  if (change === null || change === 0 || !Number.isFinite(change)) return undefined;
  return change > 0 === higherIsBetter ? 'success' : 'danger';
};

const minus = (after: string | number | null, before: string | number | null) =>
  after === null || before === null ? null : Number(after) - Number(before);

/** The figures with and without the rule, side by side, and what the rule changes. */
export function whatIfRows(result: Pick<WhatIfResult, 'before' | 'after'>): WhatIfRow[] {
  const { before, after } = result;
  const currency = before.currency === after.currency ? before.currency : null;
  const money = (amount: string | null) => (amount === null ? '—' : formatAmount(amount, currency));
  const signedMoney = (change: number | null) =>
    change === null ? '' : `${change > 0 ? '+' : ''}${formatAmount(change, currency)}`;
  const percent = (value: number | null) => (value === null ? '—' : `${formatNumber(value, 1)} %`);
  const ratio = (value: string | null) => (value === null ? '—' : formatNumber(value, 2));
  const r = (value: string | null) => (value === null ? '—' : `${formatSigned(value, 2)} R`);
  const row = (
    key: string,
    label: string,
    pick: (summary: StatsSummary) => string | number | null,
    show: (summary: StatsSummary) => string,
    showChange: (change: number) => string,
    higherIsBetter: boolean | null = true,
  ): WhatIfRow => {
    const change = minus(pick(after), pick(before));
    return {
      key,
      label,
      before: show(before),
      after: show(after),
      difference: change === null ? '' : showChange(Math.round(change * 100) / 100),
      tone: higherIsBetter === null ? undefined : toneOf(change, higherIsBetter),
    };
  };
  return [
    row(
      'net',
      'Resultado neto',
      (s) => s.net,
      (s) => money(s.net),
      (c) => signedMoney(c),
    ),
    row(
      'winRate',
      'Tasa de acierto',
      (s) => s.winRate,
      (s) => percent(s.winRate),
      (c) => `${formatSigned(c, 1)} puntos`,
    ),
    row(
      'profitFactor',
      'Factor de beneficio',
      (s) => s.profitFactor,
      (s) => ratio(s.profitFactor),
      (c) => formatSigned(c, 2),
    ),
    row(
      'expectancy',
      'Esperanza por operación',
      (s) => s.expectancy,
      (s) => money(s.expectancy),
      (c) => signedMoney(c),
    ),
    row(
      'expectancyR',
      'Esperanza en R',
      (s) => s.expectancyR,
      (s) => r(s.expectancyR),
      (c) => `${formatSigned(c, 2)} R`,
    ),
    row(
      'maxDrawdown',
      'Drawdown máximo',
      (s) => s.maxDrawdown,
      (s) => money(s.maxDrawdown),
      (c) => signedMoney(c),
      false,
    ),
    row(
      'trades',
      'Operaciones',
      (s) => s.trades,
      (s) => formatNumber(s.trades, 0),
      (c) => formatSigned(c, 0),
      null,
    ),
  ];
}

const count = (n: number, one: string, many: string) => `${formatNumber(n, 0)} ${n === 1 ? one : many}`;

/** What the rule did to the history: trades removed, changed, and those it could not judge. */
export function whatIfCounts(result: Pick<WhatIfResult, 'removed' | 'changed' | 'unknown'>) {
  return {
    removed: count(result.removed, 'operación eliminada', 'operaciones eliminadas'),
    changed: count(result.changed, 'modificada', 'modificadas'),
    unknown: count(result.unknown, 'sin datos suficientes', 'sin datos suficientes'),
  };
}
