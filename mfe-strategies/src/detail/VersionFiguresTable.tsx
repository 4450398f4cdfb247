import type { StatsGroup } from '@pipcrafters/contracts';
import { formatMoney, formatPercent, formatR } from '@pipcrafters/ui';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { SmallSampleTag } from './SmallSampleTag';

/**
 * The strategy's trades by the version they were assigned under (the journal keeps it on each trade), so an edit
 * of the rules can be judged by what came after it.
 */
export function VersionFiguresTable({
  versions,
  currency,
}: {
  versions: StatsGroup[];
  currency: string | null;
}) {
  const columns: ColumnsType<StatsGroup> = [
    { title: 'Versión', dataIndex: 'label', key: 'label' },
    {
      title: 'Operaciones',
      key: 'trades',
      render: (_, row) => (
        <span>
          {row.trades} {row.smallSample ? <SmallSampleTag /> : null}
        </span>
      ),
    },
    { title: 'Neto', key: 'net', render: (_, row) => formatMoney(row.net, currency) },
    { title: 'Tasa de acierto', key: 'winRate', render: (_, row) => formatPercent(row.winRate) },
    { title: 'Expectativa (R)', key: 'expectancyR', render: (_, row) => formatR(row.expectancyR) },
  ];
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
        Cada operación cuenta en la versión de la estrategia con la que la asignaste: así ves si un cambio de
        reglas mejoró los resultados.
      </Typography.Paragraph>
      <Table
        rowKey="key"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={versions}
        aria-label="Resultados por versión"
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
