import type { AdminUser, Page } from '@pipcrafters/contracts';
import { formatDateTime } from '@pipcrafters/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableColumnsType } from 'antd';
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
  onChange: (page: number, pageSize: number) => void;
}

/** A paged table of users, or a retryable error when the first load fails. */
export function AdminUsersTable({
  columns,
  query,
  errorTitle,
  emptyText,
  totalLabel,
  page,
  pageSize,
  onChange,
}: AdminUsersTableProps) {
  if (query.isError && !query.data)
    return <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Table<AdminUser>
      rowKey="id"
      columns={columns}
      dataSource={query.data?.items}
      loading={query.isFetching}
      scroll={{ x: true }}
      locale={{ emptyText }}
      pagination={{
        current: page,
        pageSize,
        total: query.data?.total ?? 0,
        showSizeChanger: true,
        showTotal: totalLabel,
        onChange,
      }}
    />
  );
}
