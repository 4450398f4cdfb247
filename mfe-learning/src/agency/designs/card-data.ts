import type { JournalStats, Trade } from '@pipcrafters/contracts';
import { formatMoney, formatPercent, formatR, formatSigned, tradesLabel } from '@pipcrafters/ui';
import type { CardFigure } from './canvas/design-layout';

/**
 * What the trade-recap and equity cards print from the journal. Amounts stay hidden unless the user shows them:
 * hidden, a card speaks in pips, R and percentages only, so a picture posted publicly never gives away the size of
 * an account.
 */

const tone = (value: number): CardFigure['tone'] =>
  value > 0 ? 'positive' : value < 0 ? 'negative' : 'neutral';

/** "+120,50 US$": money with its sign, as a result is read. */
function signedMoney(amount: string, currency: string | null): string {
  const value = Number(amount);
  const text = formatMoney(Math.abs(value), currency);
  return value > 0 ? `+${text}` : value < 0 ? `-${text}` : text;
}

const OUTCOME_LABELS: Record<Trade['outcome'], string> = {
  win: 'Ganadora',
  loss: 'Perdedora',
  breakeven: 'Sin pérdidas ni ganancias',
};

/** "EURUSD · Compra". */
export function tradeKicker(trade: Pick<Trade, 'symbol' | 'side'>): string {
  return `${trade.symbol} · ${trade.side === 'buy' ? 'Compra' : 'Venta'}`;
}

/** "26 nov 2026" in the user's zone. */
export function shortDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('es-ES', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).format(new Date(iso));
}

/** A trade's figures for its recap card: at most three, money only when `showAmounts`. */
export function tradeFigures(
  trade: Trade,
  options: { currency: string | null; showAmounts: boolean; timeZone: string },
): CardFigure[] {
  const figures: CardFigure[] = [];
  if (options.showAmounts)
    figures.push({
      label: 'Resultado neto',
      value: signedMoney(trade.net, options.currency),
      tone: tone(Number(trade.net)),
    });
  if (trade.pips !== null)
    figures.push({
      label: 'Pips',
      value: `${formatSigned(trade.pips, 1)} pips`,
      tone: tone(Number(trade.pips)),
    });
  if (trade.rMultiple !== null)
    figures.push({
      label: 'Riesgo-beneficio',
      value: formatR(trade.rMultiple),
      tone: tone(Number(trade.rMultiple)),
    });
  if (figures.length === 0 || (!options.showAmounts && figures.length < 2))
    figures.push({
      label: 'Resultado',
      value: OUTCOME_LABELS[trade.outcome],
      tone: trade.outcome === 'win' ? 'positive' : trade.outcome === 'loss' ? 'negative' : 'neutral',
    });
  if (figures.length < 3)
    figures.push({ label: 'Cerrada', value: shortDate(trade.closeTime, options.timeZone), tone: 'neutral' });
  return figures.slice(0, 3);
}

/** A short line for the trade picker, without money: "EURUSD · Compra · 26 nov 2026 · +35,2 pips". */
export function tradeOptionLabel(trade: Trade, timeZone: string): string {
  const result =
    trade.pips !== null
      ? `${formatSigned(trade.pips, 1)} pips`
      : trade.rMultiple !== null
        ? formatR(trade.rMultiple)
        : OUTCOME_LABELS[trade.outcome];
  return `${tradeKicker(trade)} · ${shortDate(trade.closeTime, timeZone)} · ${result}`;
}

/** The equity card's curve and figures: the curve's shape has no scale; money only when `showAmounts`. */
export function equityCard(
  stats: JournalStats,
  showAmounts: boolean,
): { series: number[]; figures: CardFigure[] } {
  const { summary } = stats;
  const series = stats.equity.map((point) => Number(point.equity)).filter(Number.isFinite);
  const figures: CardFigure[] = [];
  if (showAmounts)
    figures.push({
      label: 'Resultado neto',
      value: signedMoney(summary.net, summary.currency),
      tone: tone(Number(summary.net)),
    });
  figures.push({ label: 'Operaciones', value: tradesLabel(summary.trades), tone: 'neutral' });
  figures.push({ label: 'Tasa de acierto', value: formatPercent(summary.winRate), tone: 'neutral' });
  if (!showAmounts) {
    if (summary.expectancyR !== null)
      figures.push({
        label: 'Media por operación',
        value: formatR(summary.expectancyR),
        tone: tone(Number(summary.expectancyR)),
      });
    else if (summary.maxDrawdownPercent !== null)
      figures.push({
        label: 'Máx. caída',
        value: formatPercent(summary.maxDrawdownPercent),
        tone: Number(summary.maxDrawdownPercent) > 0 ? 'negative' : 'neutral',
      });
  }
  return { series, figures: figures.slice(0, 3) };
}
