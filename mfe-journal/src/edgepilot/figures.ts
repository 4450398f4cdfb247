import { SMALL_SAMPLE, type StatsSummary } from '@pipcrafters/contracts';
import { formatNumber, formatPercent, formatR } from '@pipcrafters/ui';
import { formatAmount } from '../components/money';

/** One summary card: its value, the trades it rests on and how it is computed. */
export interface Figure {
  key: string;
  label: string;
  value: string;
  /** The trades the figure rests on ("en 42 operaciones"). */
  basis: number;
  smallSample: boolean;
  help: string;
  tone?: 'success' | 'danger';
}

const tone = (amount: string | number | null): Figure['tone'] => {
  const value = Number(amount ?? 0);
  return value > 0 ? 'success' : value < 0 ? 'danger' : undefined;
};

/** "1 h 25 min", "2 d 3 h", "45 min". */
export function formatDuration(minutes: number | null): string {
  if (minutes === null || !Number.isFinite(minutes)) return '—';
  const total = Math.round(minutes);
  if (total < 60) return `${total} min`;
  if (total < 24 * 60) {
    const rest = total % 60;
    return rest ? `${Math.floor(total / 60)} h ${rest} min` : `${total / 60} h`;
  }
  const hours = Math.floor((total % (24 * 60)) / 60);
  return hours ? `${Math.floor(total / (24 * 60))} d ${hours} h` : `${Math.floor(total / (24 * 60))} d`;
}

/** Every figure of `StatsSummary`, in the order a trader reads them, with its sample and its definition. */
export function summaryFigures(summary: StatsSummary): Figure[] {
  const money = (amount: string | null) => (amount === null ? '—' : formatAmount(amount, summary.currency));
  const n = summary.trades;
  const small = (count: number) => count < SMALL_SAMPLE;
  const figure = (
    key: string,
    label: string,
    value: string,
    help: string,
    basis = n,
    figureTone?: Figure['tone'],
  ): Figure => ({ key, label, value, basis, smallSample: small(basis), help, tone: figureTone });
  return [
    figure(
      'net',
      'Resultado neto',
      money(summary.net),
      'Suma del neto de cada operación (con comisión y swap).',
      n,
      tone(summary.net),
    ),
    figure('trades', 'Operaciones', formatNumber(n, 0), 'Operaciones cerradas que cumplen los filtros.'),
    figure(
      'winRate',
      'Tasa de acierto',
      formatPercent(summary.winRate),
      'Ganadoras / operaciones × 100; las operaciones en tablas cuentan como operaciones, no como ganadoras.',
    ),
    figure(
      'outcomes',
      'Ganadoras / perdedoras / en tablas',
      `${summary.wins} / ${summary.losses} / ${summary.breakevens}`,
      'En tablas: neto exactamente 0, ni ganada ni perdida.',
    ),
    figure(
      'profitFactor',
      'Factor de beneficio',
      summary.profitFactor === null ? '—' : formatNumber(summary.profitFactor, 2),
      'Ganancias brutas / pérdidas brutas (en valor absoluto); sin pérdidas no se calcula.',
    ),
    figure(
      'expectancy',
      'Esperanza por operación',
      money(summary.expectancy),
      'Resultado neto / operaciones.',
      n,
      tone(summary.expectancy),
    ),
    figure(
      'expectancyR',
      'Esperanza en R',
      formatR(summary.expectancyR),
      'Media de los múltiplos de R de las operaciones con stop loss (las únicas que tienen R).',
      summary.rTrades,
      tone(summary.expectancyR),
    ),
    figure(
      'grossProfit',
      'Ganancias brutas',
      money(summary.grossProfit),
      'Suma de las operaciones ganadoras.',
      summary.wins,
      'success',
    ),
    figure(
      'grossLoss',
      'Pérdidas brutas',
      money(summary.grossLoss),
      'Suma de las operaciones perdedoras.',
      summary.losses,
      tone(summary.grossLoss),
    ),
    figure(
      'averageWin',
      'Ganancia media',
      money(summary.averageWin),
      'Ganancias brutas / operaciones ganadoras.',
      summary.wins,
    ),
    figure(
      'averageLoss',
      'Pérdida media',
      money(summary.averageLoss),
      'Pérdidas brutas / operaciones perdedoras.',
      summary.losses,
    ),
    figure(
      'largestWin',
      'Mayor ganancia',
      money(summary.largestWin),
      'La operación ganadora con más neto.',
      summary.wins,
    ),
    figure(
      'largestLoss',
      'Mayor pérdida',
      money(summary.largestLoss),
      'La operación perdedora con menos neto.',
      summary.losses,
    ),
    figure(
      'maxDrawdown',
      'Drawdown máximo',
      `${money(summary.maxDrawdown)}${summary.maxDrawdownPercent === null ? '' : ` (${formatPercent(summary.maxDrawdownPercent)})`}`,
      'Mayor caída desde un máximo del saldo inicial + resultado acumulado; el % es sobre ese máximo.',
    ),
    figure(
      'recoveryFactor',
      'Factor de recuperación',
      summary.recoveryFactor === null ? '—' : formatNumber(summary.recoveryFactor, 2),
      'Resultado neto / drawdown máximo; sin drawdown no se calcula.',
    ),
    figure(
      'streaks',
      'Rachas más largas',
      `${summary.longestWinStreak} ganadoras · ${summary.longestLossStreak} perdedoras`,
      'Operaciones seguidas, por hora de cierre, con el mismo signo; una en tablas corta la racha.',
    ),
    figure(
      'holding',
      'Duración media',
      formatDuration(summary.averageHoldingMinutes),
      'Media del tiempo entre apertura y cierre de las operaciones que tienen hora de apertura.',
    ),
    figure(
      'tradesPerDay',
      'Operaciones por día',
      summary.tradesPerDay === null ? '—' : formatNumber(summary.tradesPerDay, 2),
      'Operaciones / días naturales entre la primera y la última.',
    ),
  ];
}
