import type { AdminUser, Page, SortOrder, UserSortField } from '@pipcrafters/contracts';
import { formatDateTime } from '@pipcrafters/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { SortOrder as ColumnSortOrder } from 'antd/es/table/interface';
import type { UserSort } from '../api/admin-api';
import { LoadError } from './LoadError';

type AdminUserColumn = TableColumnsType<AdminUser>[number];

/** Columns shared by the admin tables. */
export const nameColumn: AdminUserColumn = {
  title: 'Nombre',
  key: 'name',
  render: (_, user) => `${user.firstName} ${user.lastName}`,
};

export const emailColumn: AdminUserColumn = { title: 'Correo electrónico', dataIndex: 'email', key: 'email' };

/** When the account was created, under the given column title. */
export function createdAtColumn(title: string): AdminUserColumn {
  return {
    title,
    dataIndex: 'createdAt',
    key: 'createdAt',
    render: (createdAt: string) => formatDateTime(createdAt),
  };
}

const TO_COLUMN_ORDER: Record<SortOrder, ColumnSortOrder> = { asc: 'ascend', desc: 'descend' };

/** Makes a column sortable by the server on `field`, showing the current sort. */
export function sortableBy(column: AdminUserColumn, field: UserSortField, sort: UserSort): AdminUserColumn {
  return {
    ...column,
    key: field,
    sorter: true,
    sortDirections: ['ascend', 'descend'],
    sortOrder: sort.field === field ? TO_COLUMN_ORDER[sort.order] : null,
  };
}

interface AdminUsersTableProps {
  columns: TableColumnsType<AdminUser>;
  query: UseQueryResult<Page<AdminUser>>;
  /** Title of the error shown when the first load fails. */
  errorTitle: string;
  emptyText: string;
  /** Label of the total under the table, e.g. `${total} usuarios`. */
  totalLabel: (total: number) => string;
  page: number;
  pageSize: number;
  onPageChange: (page: number, pageSize: number) => void;
  /** Called when a sortable column header is clicked; null when the sort is cleared. */
  onSortChange?: (sort: UserSort | null) => void;
  /** Names the table's scrollable region for screen readers. */
  label: string;
  rowSelection?: TableProps<AdminUser>['rowSelection'];
}

/** A server-paged (and optionally server-sorted) table of users, or a retryable error when the first load fails. */
export function AdminUsersTable({
  columns,
  query,
  errorTitle,
  emptyText,
  totalLabel,
  page,
  pageSize,
  onPageChange,
  onSortChange,
  label,
  rowSelection,
}: AdminUsersTableProps) {
  if (query.isError && !query.data)
    return <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  // A plain overflow box, not antd's scroll.x, scrolls a wide table: scroll.x adds an aria-hidden measuring row
  // holding focusable copies of the header cells (axe: aria-hidden-focus). Keyboards reach the region through the
  // row actions inside it.
  return (
    <section aria-label={label} style={{ overflowX: 'auto' }}>
      <Table<AdminUser>
        rowKey="id"
        columns={columns}
        dataSource={query.data?.items}
        loading={query.isFetching}
        locale={{ emptyText }}
        rowSelection={rowSelection}
        onChange={(_pagination, _filters, sorter, { action }) => {
          if (action !== 'sort' || !onSortChange || Array.isArray(sorter)) return;
          const field = sorter.columnKey as UserSortField | undefined;
          onSortChange(
            field && sorter.order ? { field, order: sorter.order === 'ascend' ? 'asc' : 'desc' } : null,
          );
        }}
        pagination={{
          current: page,
          pageSize,
          total: query.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: totalLabel,
          onChange: onPageChange,
        }}
      />
    </section>
  );
}
