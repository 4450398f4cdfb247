import { useQuery } from '@tanstack/react-query';
import { Flex, Radio, Skeleton, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { cashApi, cashKeys } from '../../api/cash-api';
import { addMonths, formatMonth, monthOf, ratesDateText } from '../../format/dates';
import { useCashData } from '../cash-data';
import { LoadError } from '../LoadError';
import { SectionCard } from '../SectionCard';
import { CategoryBars } from './CategoryBars';
import { IncomeExpenseChart } from './IncomeExpenseChart';
import { MonthlyTable } from './MonthlyTable';
import { useMonthlyReport } from './monthly-report';
import { NetWorthChart } from './NetWorthChart';

const PERIODS = [
  { value: 1, label: 'Este mes' },
  { value: 3, label: '3 meses' },
  { value: 12, label: '12 meses' },
];

/** Spending by category over the last 1, 3 or 12 months. */
function CategorySpending() {
  const { today } = useCashData();
  const [months, setMonths] = useState(1);
  const to = monthOf(today);
  const from = addMonths(to, 1 - months);
  const report = useQuery({
    queryKey: cashKeys.categoryReport(from, to),
    queryFn: ({ signal }) => cashApi.categoryReport(from, to, signal),
  });
  return (
    <SectionCard
      title="Gastos por categoría"
      extra={
        <Radio.Group
          aria-label="Periodo de los gastos por categoría"
          optionType="button"
          size="small"
          value={months}
          onChange={(event) => setMonths(event.target.value)}
          options={PERIODS}
        />
      }
    >
      {report.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : report.isError ? (
        <LoadError
          title="No se pudieron cargar tus gastos"
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">
            {from === to ? formatMonth(to) : `De ${formatMonth(from)} a ${formatMonth(to)}`}, en{' '}
            {report.data.mainCurrency}. {ratesDateText(report.data.ratesDate)}.
          </Typography.Text>
          <CategoryBars report={report.data} />
        </Flex>
      )}
    </SectionCard>
  );
}

/** Informes: income against expenses with the trading result, spending by category, net worth, the figures. */
export function ReportsTab() {
  const monthly = useMonthlyReport();
  const monthlyBody = (render: (report: NonNullable<typeof monthly.data>) => ReactNode) =>
    monthly.isPending ? (
      <Skeleton active paragraph={{ rows: 6 }} />
    ) : monthly.isError ? (
      <LoadError
        title="No se pudo cargar el informe"
        error={monthly.error}
        onRetry={() => void monthly.refetch()}
      />
    ) : (
      render(monthly.data)
    );
  return (
    <Flex vertical gap={16}>
      <SectionCard title="Ingresos, gastos y trading por mes">
        {monthlyBody((report) => (
          <IncomeExpenseChart report={report} />
        ))}
      </SectionCard>
      <CategorySpending />
      <SectionCard title="Evolución del patrimonio">
        {monthlyBody((report) => (
          <NetWorthChart report={report} />
        ))}
      </SectionCard>
      <SectionCard title="Resumen mensual">
        {monthlyBody((report) => (
          <MonthlyTable report={report} />
        ))}
      </SectionCard>
    </Flex>
  );
}
