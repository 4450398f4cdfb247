import type { CategoryReport } from '@pipcrafters/contracts';
import { formatMoney, formatPercent } from '@pipcrafters/ui';
import { Typography, theme } from 'antd';
import { VISUALLY_HIDDEN } from '../visually-hidden';
import { categoryBars } from './chart-data';

/** Spending by category as horizontal bars (an HTML table, which a screen reader reads as one). */
export function CategoryBars({ report }: { report: CategoryReport }) {
  const { token } = theme.useToken();
  const bars = categoryBars(report);
  if (bars.length === 0)
    return (
      <Typography.Text type="secondary">
        No hay gastos en este periodo. Cuando anotes o importes gastos, aquí verás en qué se va tu dinero.
      </Typography.Text>
    );
  return (
    <table aria-label="Gastos por categoría" style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left', fontWeight: 500, paddingBottom: 4 }}>
            Categoría
          </th>
          <th scope="col" style={{ textAlign: 'left', fontWeight: 500, paddingBottom: 4 }}>
            <span style={VISUALLY_HIDDEN}>Proporción</span>
          </th>
          <th scope="col" style={{ textAlign: 'right', fontWeight: 500, paddingBottom: 4 }}>
            Importe
          </th>
        </tr>
      </thead>
      <tbody>
        {bars.map((bar) => (
          <tr key={bar.key}>
            <th
              scope="row"
              style={{
                fontWeight: 400,
                textAlign: 'left',
                padding: '3px 8px 3px 0',
                width: '1%',
                whiteSpace: 'nowrap',
              }}
            >
              {bar.label}
            </th>
            <td style={{ padding: '3px 0', minWidth: 60 }}>
              <div
                aria-hidden
                style={{
                  height: 14,
                  width: `${Math.max(bar.width, Number(bar.amount) === 0 ? 0 : 1)}%`,
                  borderRadius: 3,
                  background: token.colorError,
                }}
              />
            </td>
            <td style={{ padding: '3px 0 3px 8px', textAlign: 'right', whiteSpace: 'nowrap', width: '1%' }}>
              {formatMoney(bar.amount, report.mainCurrency)}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {' '}
                · {formatPercent(bar.sharePct)}
              </Typography.Text>
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" style={{ textAlign: 'left', paddingTop: 6 }}>
            Total
          </th>
          <td />
          <td style={{ textAlign: 'right', paddingTop: 6, fontWeight: 600, whiteSpace: 'nowrap' }}>
            {formatMoney(report.total, report.mainCurrency)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
