import { Pagination } from '@pipcrafters/ui';
import { type ReactNode, useState } from 'react';

export interface FigureColumn<T> {
  key: string;
  title: ReactNode;
  align?: 'left' | 'right';
  /** The cell; `dataIndex` alone shows that field as it is. */
  render?: (value: unknown, row: T) => ReactNode;
  dataIndex?: keyof T & string;
}

/**
 * A read-only table of figures that looks like antd's small table (drawn with the shell's colour variables). EdgePilot's
 * breakdown, readiness bands and comparison need no sorting, filtering or selection, and antd's Table brings the
 * tree, checkbox and dropdown of its filters: about 75 KB of gzip JavaScript for three small tables.
 */
export function FigureTable<T>({
  dataSource,
  rowKey,
  columns,
  minWidth,
  pageSize,
  'aria-label': label,
}: {
  dataSource: T[];
  rowKey: keyof T & string;
  columns: FigureColumn<T>[];
  /** Below this width the table scrolls sideways inside its own box. */
  minWidth: number;
  /** More rows than this are shown a page at a time. */
  pageSize?: number;
  'aria-label'?: string;
}) {
  const [page, setPage] = useState(1);
  const paged = pageSize !== undefined && dataSource.length > pageSize;
  const lastPage = paged ? Math.ceil(dataSource.length / pageSize) : 1;
  const current = Math.min(page, lastPage);
  const rows = paged ? dataSource.slice((current - 1) * pageSize, current * pageSize) : dataSource;
  const cell = (align: 'left' | 'right' = 'left') => ({
    padding: '8px 8px',
    textAlign: align,
    borderBottom: '1px solid var(--pc-border-secondary)',
  });
  return (
    <>
      <div style={{ overflowX: 'auto' }}>
        <table
          aria-label={label}
          style={{
            width: '100%',
            minWidth,
            borderCollapse: 'separate',
            borderSpacing: 0,
            fontSize: 14,
            color: 'var(--pc-text)',
          }}
        >
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  style={{
                    ...cell(column.align),
                    background: 'var(--pc-hover)',
                    color: 'var(--pc-text)',
                    fontWeight: 600,
                  }}
                >
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row[rowKey])}>
                {columns.map((column) => {
                  const value = column.dataIndex ? row[column.dataIndex] : undefined;
                  return (
                    <td key={column.key} style={cell(column.align)}>
                      {column.render ? column.render(value, row) : (value as ReactNode)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {paged ? (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
          <Pagination current={current} pageSize={pageSize} total={dataSource.length} onChange={setPage} />
        </div>
      ) : null}
    </>
  );
}
