import type { ImportPreview } from '@pipcrafters/contracts';
import { Table, Typography } from 'antd';
import { columnCount } from './import-mapping';

/** The file's first rows as split, under its header: what the user maps the columns from. */
export function SampleTable({ preview, hasHeader }: { preview: ImportPreview; hasHeader: boolean }) {
  const count = columnCount(preview);
  const rows = preview.sample.map((cells, index) => ({ key: index, cells }));
  return (
    <div style={{ overflowX: 'auto' }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Primeras filas del archivo:
      </Typography.Text>
      <Table
        size="small"
        pagination={false}
        aria-label="Primeras filas del archivo"
        dataSource={rows}
        columns={Array.from({ length: count }, (_, index) => ({
          key: index,
          title: `${index + 1}${hasHeader && preview.headers[index] ? ` · ${preview.headers[index]}` : ''}`,
          render: (_v: unknown, row: { cells: string[] }) => (
            <span style={{ whiteSpace: 'nowrap' }}>{row.cells[index] ?? ''}</span>
          ),
        }))}
      />
    </div>
  );
}
