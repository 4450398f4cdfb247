import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import type { AdminUser, Page, UserSortField } from '@pipcrafters/contracts';
import { Flex, Pagination, Select, Table, type TableColumn, Text } from '@pipcrafters/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { UserSort } from '../api/admin-api';
import { LoadError } from './LoadError';

export type UserColumn = TableColumn<AdminUser>;

const PAGE_SIZES = ['10', '20', '50', '100'] as const;

/** The whole header is the button, as antd's sortable headers: a press anywhere on it sorts. */
const HEADER_BUTTON_STYLE = {
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 4,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
} as const;

/**
 * The next sort after a click on a column's header, as antd's sortable columns did: ascending first, then
 * descending, then the server's default (null).
 */
export function nextSort(field: UserSortField, sort: UserSort): UserSort | null {
  if (sort.field !== field) return { field, order: 'asc' };
  return sort.order === 'asc' ? { field, order: 'desc' } : null;
}

/** A column's title as a button that asks the server for that order, with the current order's arrow. */
export function SortableTitle({
  title,
  field,
  sort,
  onSortChange,
}: {
  title: string;
  field: UserSortField;
  sort: UserSort;
  onSortChange: (sort: UserSort | null) => void;
}) {
  const order = sort.field === field ? sort.order : null;
  const next = nextSort(field, sort);
  return (
    <button
      type="button"
      style={HEADER_BUTTON_STYLE}
      title={next ? `Ordenar ${next.order === 'asc' ? 'ascendente' : 'descendente'}` : 'Quitar el orden'}
      onClick={() => onSortChange(next)}
    >
      {title}
      <span
        aria-hidden
        style={{ display: 'inline-flex', flexDirection: 'column', fontSize: 10, lineHeight: 0.8 }}
      >
        <CaretUpOutlined
          style={{ color: order === 'asc' ? 'var(--pc-primary)' : 'var(--pc-text-secondary)' }}
        />
        <CaretDownOutlined
          style={{ color: order === 'desc' ? 'var(--pc-primary)' : 'var(--pc-text-secondary)' }}
        />
      </span>
    </button>
  );
}

interface UsersTableProps {
  columns: UserColumn[];
  query: UseQueryResult<Page<AdminUser>>;
  /** Title of the error shown when the first load fails. */
  errorTitle: string;
  emptyText: ReactNode;
  /** Label of the total under the table, e.g. `${total} usuarios`. */
  totalLabel: (total: number) => string;
  page: number;
  pageSize: number;
  onPageChange: (page: number, pageSize: number) => void;
}

/** A server-paged table of users drawn without antd (the kit's Table), or a retryable error when the first load fails. */
export function UsersTable({
  columns,
  query,
  errorTitle,
  emptyText,
  totalLabel,
  page,
  pageSize,
  onPageChange,
}: UsersTableProps) {
  if (query.isError && !query.data)
    return <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  const total = query.data?.total ?? 0;
  return (
    <>
      <Table<AdminUser>
        columns={columns}
        dataSource={query.data?.items ?? []}
        rowKey={(user) => user.id}
        loading={query.isFetching}
        emptyText={emptyText}
      />
      <Flex justify="flex-end" align="center" gap={16} wrap style={{ marginTop: 16 }}>
        <Text>{totalLabel(total)}</Text>
        {total > pageSize ? (
          <Pagination
            current={page}
            total={total}
            pageSize={pageSize}
            onChange={(next) => onPageChange(next, pageSize)}
          />
        ) : null}
        <Select
          aria-label="Usuarios por página"
          size="small"
          style={{ width: 120 }}
          value={String(pageSize)}
          options={PAGE_SIZES.map((size) => ({ value: size, label: `${size} / página` }))}
          onChange={(size) => onPageChange(page, Number(size))}
        />
      </Flex>
    </>
  );
}
