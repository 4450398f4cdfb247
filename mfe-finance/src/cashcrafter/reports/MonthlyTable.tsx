import type { MonthlyReport } from '@pipcrafters/contracts';
import { formatMoney } from '@pipcrafters/ui';
import { Table, Typography } from 'antd';
import { formatMonth } from '../../format/dates';
import { movementTone } from '../../format/money';

type Month = MonthlyReport['months'][number];

/** The monthly report's figures, newest month first: what the charts draw, to read exactly. */
export function MonthlyTable({ report }: { report: MonthlyReport }) {
  const money = (amount: string) => formatMoney(amount, report.mainCurrency);
  const signed = (amount: string) => (
    <Typography.Text type={movementTone('net', amount)}>{money(amount)}</Typography.Text>
  );
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table<Month>
        rowKey="month"
        size="small"
        pagination={false}
        aria-label="Resumen mensual"
        dataSource={[...report.months].reverse()}
        columns={[
          { key: 'month', title: 'Mes', render: (_v, month) => formatMonth(month.month) },
          { key: 'income', title: 'Ingresos', align: 'right', render: (_v, month) => money(month.income) },
          { key: 'expense', title: 'Gastos', align: 'right', render: (_v, month) => money(month.expense) },
          { key: 'trading', title: 'Trading', align: 'right', render: (_v, month) => signed(month.trading) },
          { key: 'net', title: 'Neto', align: 'right', render: (_v, month) => signed(month.net) },
          {
            key: 'netWorth',
            title: 'Patrimonio',
            align: 'right',
            render: (_v, month) => money(month.netWorth),
          },
        ]}
      />
    </div>
  );
}
