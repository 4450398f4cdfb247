import type { HTMLAttributes, ReactNode } from 'react';

export interface TableColumn<T> {
  key: string;
  title: ReactNode;
  render: (record: T) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** A CSS width (antd's column width): 120 or '20%'. */
  width?: number | string;
}

export interface TableProps<T> {
  columns: TableColumn<T>[];
  dataSource: T[];
  rowKey: (record: T) => string;
  /** The table's name for a screen reader (not drawn, as antd draws none). */
  caption?: string;
  /** What the body says when there is no row. */
  emptyText?: ReactNode;
  /** Busy: a spinner over the rows, which stay (aria-busy). */
  loading?: boolean;
  /** Props of each body row (a click, a key, a class). */
  onRow?: (record: T) => HTMLAttributes<HTMLTableRowElement>;
  /** antd's paddings: 16 px (large, the default), 12/8 px (middle) or 8 px (small). */
  size?: 'small' | 'middle' | 'large';
  /** The table's least width in px (antd's scroll.x): narrower screens scroll it sideways instead of squeezing it. */
  scrollX?: number;
  className?: string;
}

const alignClass = (align: TableColumn<unknown>['align']) =>
  align === 'center' ? 'pc-kit-align-center' : align === 'right' ? 'pc-kit-align-right' : undefined;

/**
 * A data table with antd's Table look: a real `<table>` (column headers with scope, a caption), inside a box that
 * scrolls sideways on a narrow screen rather than squeezing the columns.
 */
export function Table<T>({
  columns,
  dataSource,
  rowKey,
  caption,
  emptyText = 'No hay datos',
  loading,
  onRow,
  size,
  scrollX,
  className,
}: TableProps<T>) {
  return (
    <div
      className={['pc-kit-table-wrap', className ?? ''].filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
    >
      <table
        className={['pc-kit-table', size && size !== 'large' ? `pc-kit-table-${size}` : '']
          .filter(Boolean)
          .join(' ')}
        style={scrollX !== undefined ? { minWidth: scrollX } : undefined}
      >
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={alignClass(column.align)}
                style={{ width: column.width }}
              >
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dataSource.length === 0 ? (
            <tr className="pc-kit-table-empty">
              <td colSpan={columns.length}>{loading ? null : emptyText}</td>
            </tr>
          ) : (
            dataSource.map((record) => (
              <tr key={rowKey(record)} {...onRow?.(record)}>
                {columns.map((column) => (
                  <td key={column.key} className={alignClass(column.align)}>
                    {column.render(record)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {loading ? (
        <div className="pc-kit-table-loading">
          <span className="pc-spinner" role="status" aria-label="Cargando" />
        </div>
      ) : null}
    </div>
  );
}
