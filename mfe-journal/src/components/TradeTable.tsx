import type { Trade, TradeSortField } from '@pipcrafters/contracts';
import { Checkbox, Table, type TableColumn, VISUALLY_HIDDEN } from '@pipcrafters/ui';
import type { ReactNode } from 'react';
import { DEFAULT_SORT, type TradeSort } from '../trades/trade-filters';

/** A column of the trade list; `sortField` makes its header a button that asks the server for that order. */
export interface TradeColumn {
  key: string;
  title: string;
  render: (trade: Trade) => ReactNode;
  align?: 'right';
  sortField?: TradeSortField;
}

/**
 * The next order after a click on a column's header, as antd's Table cycles: ascending, descending, then back to the
 * default (the newest first); on the default's own column, descending turns to ascending.
 */
export function nextSort(current: TradeSort, field: TradeSortField): TradeSort {
  if (current.field !== field) return { field, direction: 'asc' };
  if (current.direction === 'asc') return { field, direction: 'desc' };
  return field === DEFAULT_SORT.field ? { field, direction: 'asc' } : DEFAULT_SORT;
}

// The whole header is the button, as antd's sorter header is clickable across its width.
const SORT_BUTTON = {
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  width: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 'inherit',
  cursor: 'pointer',
} as const;

/** antd's sorter: two small triangles, the one of the order in effect lit. */
function SortMark({ direction }: { direction: 'asc' | 'desc' | undefined }) {
  const dim = 'var(--pc-text-secondary)';
  const lit = 'var(--pc-primary)';
  return (
    <svg width="8" height="12" viewBox="0 0 8 12" aria-hidden="true">
      <path d="M4 0 8 5H0z" fill={direction === 'asc' ? lit : dim} />
      <path d="M4 12 0 7h8z" fill={direction === 'desc' ? lit : dim} />
    </svg>
  );
}

function SortButton({
  title,
  direction,
  alignEnd,
  onClick,
}: {
  title: string;
  direction: 'asc' | 'desc' | undefined;
  alignEnd: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      style={{ ...SORT_BUTTON, justifyContent: alignEnd ? 'flex-end' : 'space-between' }}
      onClick={onClick}
    >
      {title}
      {direction ? (
        <span style={VISUALLY_HIDDEN}>
          {direction === 'asc' ? ', orden ascendente' : ', orden descendente'}
        </span>
      ) : null}
      <SortMark direction={direction} />
    </button>
  );
}

/**
 * The journal's trades in the kit's Table: sortable headers (the server sorts), a selection box on each row and one
 * for all, the empty state and a busy state. antd's Table cost ≈ 73 KB gzip (with its filters' tree, checkbox and
 * dropdown) on the journal's first view.
 */
export function TradeTable({
  columns,
  trades,
  sort,
  onSort,
  selected,
  onSelect,
  loading,
  emptyText,
  rowLabel,
}: {
  columns: TradeColumn[];
  trades: Trade[];
  /** The order in effect (the default, the newest first, marks the close's column). */
  sort: TradeSort;
  onSort: (sort: TradeSort) => void;
  selected: string[];
  onSelect: (ids: string[]) => void;
  loading: boolean;
  emptyText: ReactNode;
  /** What a row's selection box names: the trade it selects. */
  rowLabel: (trade: Trade) => string;
}) {
  const chosen = new Set(selected);
  const allChosen = trades.length > 0 && trades.every((trade) => chosen.has(trade.id));
  const someChosen = !allChosen && trades.some((trade) => chosen.has(trade.id));
  const selection: TableColumn<Trade> = {
    key: 'selection',
    width: 32,
    align: 'center',
    title: (
      <Checkbox
        aria-label="Seleccionar todas"
        checked={allChosen}
        indeterminate={someChosen}
        disabled={trades.length === 0}
        onChange={(on) => onSelect(on ? trades.map((trade) => trade.id) : [])}
      />
    ),
    render: (trade) => (
      <Checkbox
        aria-label={rowLabel(trade)}
        checked={chosen.has(trade.id)}
        onChange={(on) => onSelect(on ? [...selected, trade.id] : selected.filter((id) => id !== trade.id))}
      />
    ),
  };
  const shown: TableColumn<Trade>[] = columns.map((column) => {
    const field = column.sortField;
    return {
      key: column.key,
      align: column.align,
      render: column.render,
      title: field ? (
        <SortButton
          title={column.title}
          direction={sort.field === field ? sort.direction : undefined}
          alignEnd={column.align === 'right'}
          onClick={() => onSort(nextSort(sort, field))}
        />
      ) : (
        column.title
      ),
    };
  });

  return (
    <Table<Trade>
      caption="Operaciones"
      size="small"
      columns={[selection, ...shown]}
      dataSource={trades}
      rowKey={(trade) => trade.id}
      loading={loading}
      emptyText={emptyText}
      onRow={(trade) => (chosen.has(trade.id) ? { style: { background: 'var(--pc-primary-bg)' } } : {})}
    />
  );
}
