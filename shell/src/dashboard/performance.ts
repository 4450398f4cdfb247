import type { StatsSummary } from '@pipcrafters/contracts';
import { formatEuros, formatPercent, formatTrades } from './format';

const amounts = new Map<string, Intl.NumberFormat>();
/** "1.234,56 €", "-12,00 US$"; without a currency (accounts in several) the plain number: "1.234,56". */
function formatAmount(value: number, currency: string | null): string {
  if (!currency || currency === 'EUR') return currency ? formatEuros(value) : plainAmount(value);
  let format = amounts.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat('es-ES', { style: 'currency', currency });
    } catch {
      return `${plainAmount(value)} ${currency}`;
    }
    amounts.set(currency, format);
  }
  return format.format(value);
}

const plain = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plainAmount = (value: number) => plain.format(value);

export interface PerformanceFigures {
  hasTrades: boolean;
  trades: string;
  winRate: string;
  net: string;
}

/**
 * The card's figures from the journal's summary (all accounts, no filters). No trades yet, or no summary: the honest
 * zeros ("0 operaciones", "0 %", "0,00 €").
 */
export function performanceFigures(summary: StatsSummary | undefined): PerformanceFigures {
  if (!summary || summary.trades === 0)
    return { hasTrades: false, trades: formatTrades(0), winRate: formatPercent(0), net: formatEuros(0) };
  return {
    hasTrades: true,
    trades: formatTrades(summary.trades),
    winRate: formatPercent(summary.winRate ?? 0),
    net: formatAmount(Number(summary.net), summary.currency),
  };
}
