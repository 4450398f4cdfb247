import type { MonthlyReport } from '@pipcrafters/contracts';
import { formatMoney } from '@pipcrafters/ui';
import { useMemo } from 'react';
import { ratesDateText } from '../../format/dates';
import { sumAmounts } from '../../format/money';
import { monthlySeries } from './chart-data';
import { MonthChart } from './MonthChart';
import { useThemeColors } from './theme-colors';

/** Income above the axis and expenses below it, month by month, with the journal's trading result and the net. */
export function IncomeExpenseChart({ report }: { report: MonthlyReport }) {
  const {
    success: colorSuccess,
    error: colorError,
    info: colorInfo,
    warning: colorWarning,
  } = useThemeColors();
  const series = useMemo(() => {
    const data = monthlySeries(report);
    return [
      { title: 'Ingresos', kind: 'bars' as const, color: colorSuccess, data: data.income },
      { title: 'Gastos', kind: 'bars' as const, color: colorError, data: data.expense },
      { title: 'Trading', kind: 'line' as const, color: colorInfo, data: data.trading },
      { title: 'Neto', kind: 'line' as const, color: colorWarning, dashed: true, data: data.net },
    ];
  }, [report, colorSuccess, colorError, colorInfo, colorWarning]);
  const total = (field: 'income' | 'expense' | 'trading' | 'net') =>
    formatMoney(sumAmounts(report.months.map((month) => month[field])), report.mainCurrency);
  return (
    <MonthChart
      series={series}
      testId="grafico-ingresos-gastos"
      label="Ingresos, gastos y trading por mes"
      caption={`En ${report.months.length} meses: ingresos ${total('income')}, gastos ${total('expense')}, resultado del trading ${total('trading')}, neto ${total('net')}. Los gastos se dibujan bajo el eje; el trading es el resultado cerrado de tu diario. Importes en ${report.mainCurrency}. ${ratesDateText(report.ratesDate)}.`}
    />
  );
}
