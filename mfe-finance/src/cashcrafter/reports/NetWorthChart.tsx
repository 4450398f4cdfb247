import type { MonthlyReport } from '@pipcrafters/contracts';
import { formatMoney } from '@pipcrafters/ui';
import { useMemo } from 'react';
import { formatMonth, ratesDateText } from '../../format/dates';
import { monthlySeries } from './chart-data';
import { MonthChart } from './MonthChart';
import { useThemeColors } from './theme-colors';

/** The net worth at each month's end. */
export function NetWorthChart({ report, height }: { report: MonthlyReport; height?: number }) {
  const { primary: colorPrimary } = useThemeColors();
  const series = useMemo(
    () => [
      {
        title: 'Patrimonio neto',
        kind: 'line' as const,
        color: colorPrimary,
        data: monthlySeries(report).netWorth,
      },
    ],
    [report, colorPrimary],
  );
  const first = report.months[0];
  const last = report.months.at(-1);
  return (
    <MonthChart
      series={series}
      height={height}
      testId="grafico-patrimonio"
      label="Evolución del patrimonio neto"
      caption={
        first && last
          ? `Patrimonio neto a final de mes: ${formatMoney(first.netWorth, report.mainCurrency)} en ${formatMonth(first.month)}, ${formatMoney(last.netWorth, report.mainCurrency)} en ${formatMonth(last.month)}. ${ratesDateText(report.ratesDate)}.`
          : 'Aún no hay meses que dibujar.'
      }
    />
  );
}
