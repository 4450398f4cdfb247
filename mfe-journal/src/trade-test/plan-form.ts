import {
  findInstrument,
  type JournalStrategy,
  normalizeSymbol,
  type PlanTestInput,
  type PlanTestResult,
  type TradeSide,
} from '@pipcrafters/contracts';
import { formatNumber } from '@pipcrafters/ui';
import { parseDecimal } from '../format/numbers';
import { needsConversionRate } from '../trades/live-figures';

/** The plan as typed: numbers in Spanish or keypad notation. */
export interface PlanFormValues {
  accountId: string;
  symbol: string;
  side: TradeSide;
  entryPrice: string;
  stopLoss: string;
  takeProfit: string;
  volume: string;
  strategyId: string | null;
  /** Checklist items of the strategy the trader ticked. */
  checked: string[];
  conversionRate: string;
}

export const EMPTY_PLAN: Omit<PlanFormValues, 'accountId'> = {
  symbol: '',
  side: 'buy',
  entryPrice: '',
  stopLoss: '',
  takeProfit: '',
  volume: '',
  strategyId: null,
  checked: [],
  conversionRate: '',
};

/**
 * The rate field is asked for only when the pair's quote currency is neither the account's nor the pair's base:
 * then no price of the pair itself turns its profit into the account's money.
 */
export function planNeedsRate(symbol: string, accountCurrency: string | undefined): boolean {
  if (!accountCurrency || !symbol.trim()) return false;
  return needsConversionRate(findInstrument(symbol), accountCurrency);
}

const decimal = (text: string) => (text.trim() === '' ? null : parseDecimal(text));

/** The API's PlanTestInput from validated values; the checklist only of the strategy chosen, the rate when needed. */
export function toPlanTestInput(
  values: PlanFormValues,
  options: { needsConversionRate: boolean; strategy: Pick<JournalStrategy, 'checklist'> | undefined },
): PlanTestInput {
  const entryPrice = decimal(values.entryPrice);
  const stopLoss = decimal(values.stopLoss);
  const volume = decimal(values.volume);
  if (!entryPrice || !stopLoss || !volume) throw new Error('Plan incompleto');
  const checklist = new Set(options.strategy?.checklist.map((item) => item.id) ?? []);
  const input: PlanTestInput = {
    accountId: values.accountId,
    symbol: normalizeSymbol(values.symbol),
    side: values.side,
    entryPrice,
    stopLoss,
    takeProfit: decimal(values.takeProfit),
    volume,
    strategyId: values.strategyId || null,
    checked: values.strategyId ? values.checked.filter((id) => checklist.has(id)) : [],
  };
  const rate = decimal(values.conversionRate);
  if (options.needsConversionRate && rate !== null) input.conversionRate = rate;
  return input;
}

/** A size the API gives ("0.25") as the volume field shows it ("0,25"). */
export function volumeForField(volume: string): string {
  return volume.replace('.', ',');
}

/** "2 : 1" for a reward twice the risk. */
export function formatRewardRisk(value: string | null): string {
  return value === null ? '—' : `${formatNumber(value, 2)} : 1`;
}

/**
 * The account's limits the plan is measured against, from the strategy's risk rules: the trades it may have open and
 * the money it may lose today (its maximum daily loss, as a % of the balance). Null where the strategy sets none.
 */
export function planLimits(
  result: Pick<PlanTestResult, 'balance'>,
  strategy: Pick<JournalStrategy, 'risk'> | undefined,
): { maxOpenTrades: number | null; dailyLossLimit: number | null } {
  const percent = strategy?.risk.maxDailyLossPercent;
  const balance = Number(result.balance);
  return {
    maxOpenTrades: strategy?.risk.maxOpenTrades ?? null,
    dailyLossLimit: percent && Number.isFinite(balance) ? Math.round(balance * Number(percent)) / 100 : null,
  };
}
