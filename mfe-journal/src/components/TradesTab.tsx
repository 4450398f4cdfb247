import { AimOutlined, DeleteOutlined, DownloadOutlined, TagsOutlined } from '@ant-design/icons';
import type {
  JournalStrategy,
  Trade,
  TradeSortField,
  TradeTotals,
  TradingAccount,
} from '@pipcrafters/contracts';
import { formatNumber, formatSigned, useProgressiveList, useToast } from '@pipcrafters/ui';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Flex, Popconfirm, Popover, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../api/errors';
import { journalApi, journalKeys } from '../api/journal-api';
import { formatPrice, SIDE_LABELS } from '../format/prices';
import { formatDateTime, instantToLocalInput } from '../format/time';
import { useJournalStrategies } from '../hooks/useJournalStrategies';
import { useOpenedOnce } from '../hooks/useOpenedOnce';
import { StrategySelect } from '../strategies/StrategySelect';
import {
  DEFAULT_SORT,
  hasNarrowingFilters,
  PAGE_SIZE,
  type TradeFilters,
  type TradeSort,
  tradeQuery,
} from '../trades/trade-filters';
import { LoadError } from './LoadError';
import { formatAmount, resultColor } from './money';
import { TradeFiltersBar } from './TradeFiltersBar';

/** The rows drawn with the page; the rest of the first page (50) follows in a transition. */
const FIRST_ROWS = 12;

// A trade's drawer (its form, its Markdown notes, its screenshots) loads when a trade is first opened.
const TradeDetailDrawer = lazy(() =>
  import('./TradeDetailDrawer').then((module) => ({ default: module.TradeDetailDrawer })),
);

/** What the totals read while the first page loads: the same line with hidden figures, so the list does not move. */
const PENDING_TOTALS: TradeTotals = {
  count: 0,
  wins: 0,
  losses: 0,
  breakevens: 0,
  net: '0',
  commission: '0',
  swap: '0',
  pips: '0',
};

/** The list's totals; while `totals` is still coming the line keeps its place with its figures hidden. */
function TotalsLine({ totals, currency }: { totals: TradeTotals | undefined; currency: string | null }) {
  const shown = totals ?? PENDING_TOTALS;
  const items: [string, string, ('success' | 'danger')?][] = [
    ['Operaciones', String(shown.count)],
    ['Ganadoras', String(shown.wins), 'success'],
    ['Perdedoras', String(shown.losses), 'danger'],
    ['En tablas', String(shown.breakevens)],
    ['Neto', formatAmount(shown.net, currency), resultColor(shown.net)],
    ['Comisión', formatAmount(shown.commission, currency)],
    ['Swap', formatAmount(shown.swap, currency)],
    ['Pips', formatSigned(shown.pips, 1)],
  ];
  return (
    <dl
      aria-label="Totales"
      aria-busy={totals ? undefined : true}
      style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 20px', margin: 0 }}
      data-testid={totals ? 'totales' : undefined}
    >
      {items.map(([label, value, type]) => (
        <Flex key={label} gap={6} align="baseline">
          <dt>
            <Typography.Text type="secondary">{label}</Typography.Text>
          </dt>
          <dd style={{ margin: 0, visibility: totals ? undefined : 'hidden' }}>
            <Typography.Text strong type={type}>
              {value}
            </Typography.Text>
          </dd>
        </Flex>
      ))}
    </dl>
  );
}

function BulkTagButton({
  onApply,
  busy,
}: {
  onApply: (add: string[], remove: string[]) => void;
  busy: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [add, setAdd] = useState<string[]>([]);
  const [remove, setRemove] = useState<string[]>([]);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      title="Etiquetar las seleccionadas"
      content={
        <Flex vertical gap={8} style={{ width: 260 }}>
          <Select
            mode="tags"
            open={false}
            suffixIcon={null}
            aria-label="Añadir etiquetas"
            placeholder="Añadir etiquetas"
            value={add}
            onChange={setAdd}
          />
          <Select
            mode="tags"
            open={false}
            suffixIcon={null}
            aria-label="Quitar etiquetas"
            placeholder="Quitar etiquetas"
            value={remove}
            onChange={setRemove}
          />
          <Button
            type="primary"
            disabled={add.length + remove.length === 0}
            loading={busy}
            onClick={() => {
              onApply(add, remove);
              setOpen(false);
              setAdd([]);
              setRemove([]);
            }}
          >
            Aplicar
          </Button>
        </Flex>
      }
    >
      <Button icon={<TagsOutlined />}>Etiquetar</Button>
    </Popover>
  );
}

function BulkStrategyButton({
  strategies,
  onApply,
  busy,
}: {
  strategies: readonly JournalStrategy[];
  onApply: (strategyId: string | null) => void;
  busy: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [strategyId, setStrategyId] = useState<string | null>(null);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      title="Asignar estrategia a las seleccionadas"
      content={
        <Flex vertical gap={8} style={{ width: 260 }}>
          <StrategySelect
            purpose="assign"
            aria-label="Estrategia para las seleccionadas"
            placeholder="Sin estrategia"
            strategies={strategies}
            value={strategyId}
            onChange={setStrategyId}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Sin estrategia, se la quitas. Sus reglas quedan sin revisar: márcalas en cada operación.
          </Typography.Text>
          <Button
            type="primary"
            loading={busy}
            onClick={() => {
              onApply(strategyId);
              setOpen(false);
              setStrategyId(null);
            }}
          >
            Asignar
          </Button>
        </Flex>
      }
    >
      <Button icon={<AimOutlined />}>Asignar estrategia</Button>
    </Popover>
  );
}

function bulkDoneTitle(request: { action: string; strategyId?: string | null }, updated: number): string {
  if (request.action === 'delete') return `${updated} operaciones eliminadas`;
  if (request.action === 'tag') return `${updated} operaciones etiquetadas`;
  const trades = updated === 1 ? '1 operación' : `${updated} operaciones`;
  return request.strategyId ? `Estrategia asignada a ${trades}` : `Estrategia quitada de ${trades}`;
}

const SORTABLE: Record<string, TradeSortField> = {
  closeTime: 'closeTime',
  symbol: 'symbol',
  volume: 'volume',
  pips: 'pips',
  net: 'net',
  rMultiple: 'rMultiple',
};

const OUTCOMES: readonly string[] = ['win', 'loss', 'breakeven'];
const WEEKDAY_NAMES = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
/** Filters the list takes from a link (an EdgePilot insight) but has no control for: kept apart, shown as a tag. */
const LINKED_ONLY = ['weekday', 'hour', 'session', 'timeZone'] as const;

/**
 * The list filters a link carries under their API names (`/pipjournal?symbol=…&from=…`, as EdgePilot's insights
 * write them): instants become the local days the date filters hold (`to` is exclusive).
 */
function filtersFromAddress(params: URLSearchParams, timeZone: string): TradeFilters {
  const day = (iso: string | null, shift = 0) =>
    iso && !Number.isNaN(Date.parse(iso))
      ? instantToLocalInput(new Date(Date.parse(iso) + shift).toISOString(), timeZone).slice(0, 10)
      : undefined;
  const side = params.get('side');
  const outcome = params.get('outcome');
  return {
    fromDate: day(params.get('from')),
    toDate: day(params.get('to'), -1),
    symbol: params.get('symbol') ?? undefined,
    side: side === 'buy' || side === 'sell' ? side : undefined,
    tag: params.get('tag') ?? undefined,
    outcome: outcome && OUTCOMES.includes(outcome) ? (outcome as TradeFilters['outcome']) : undefined,
    strategyId: params.get('strategyId') ?? undefined,
  };
}

function linkedOnlyFrom(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(
    LINKED_ONLY.flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  );
}

function linkedOnlyLabel(linked: Record<string, string>): string {
  const parts: string[] = [];
  if (linked.weekday) parts.push(WEEKDAY_NAMES[Number(linked.weekday) - 1] ?? linked.weekday);
  if (linked.hour) parts.push(`abiertas de ${linked.hour}:00 a ${Number(linked.hour) + 1}:00`);
  if (linked.session) parts.push(`sesión ${linked.session.replaceAll('-', ' ')}`);
  return parts.join(', ');
}

/** Operaciones: filters, the server-sorted list paged by cursor, its totals, bulk actions, the export and the detail. */
export function TradesTab({
  accounts,
  accountId,
  currency,
  timeZone,
}: {
  accounts: TradingAccount[];
  accountId: string | undefined;
  currency: string | null;
  timeZone: string;
}) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [address] = useSearchParams();
  const [filters, setFilters] = useState<TradeFilters>(() => filtersFromAddress(address, timeZone));
  const [linked, setLinked] = useState<Record<string, string>>(() => linkedOnlyFrom(address));
  const [sort, setSort] = useState<TradeSort>(DEFAULT_SORT);
  const [selected, setSelected] = useState<string[]>([]);
  const [openTrade, setOpenTrade] = useState<string | null>(null);
  const drawerUsed = useOpenedOnce(openTrade !== null);
  const deferredFilters = useDeferredValue(filters);
  const effective = { ...deferredFilters, accountId };
  const listQuery = (options: Parameters<typeof tradeQuery>[2]) => {
    const params = tradeQuery(effective, timeZone, options);
    for (const [key, value] of Object.entries(linked)) params.set(key, value);
    return params.toString();
  };
  const query = listQuery({ sort, pageSize: PAGE_SIZE });
  const trades = useInfiniteQuery({
    queryKey: journalKeys.tradeList(query),
    queryFn: ({ pageParam, signal }) =>
      journalApi.trades(listQuery({ sort, pageSize: PAGE_SIZE, cursor: pageParam }), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const bulk = useMutation({
    mutationFn: journalApi.bulk,
    onSuccess: ({ updated }, request) => {
      setSelected([]);
      void queryClient.invalidateQueries({ queryKey: journalKeys.all });
      toast({ title: bulkDoneTitle(request, updated), variant: 'success' });
    },
    onError: (error) =>
      toast({ title: 'No se pudo aplicar', description: errorMessage(error), variant: 'destructive' }),
  });

  const strategies = useJournalStrategies();
  const rows = trades.data?.pages.flatMap((page) => page.items) ?? [];
  const drawnRows = useProgressiveList(rows, FIRST_ROWS);
  const totals = trades.data?.pages[0]?.totals;
  const accountById = new Map(accounts.map((account) => [account.id, account]));
  const money = (trade: Trade, amount: string) =>
    formatAmount(amount, accountById.get(trade.accountId)?.currency ?? currency);
  const order = (field: TradeSortField) =>
    sort.field === field ? (sort.direction === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;

  const columns: ColumnsType<Trade> = [
    {
      key: 'closeTime',
      title: 'Cierre',
      sorter: true,
      sortOrder: order('closeTime'),
      render: (_value, trade) => formatDateTime(trade.closeTime, timeZone),
    },
    {
      key: 'symbol',
      title: 'Símbolo',
      sorter: true,
      sortOrder: order('symbol'),
      render: (_value, trade) => (
        <Button
          type="link"
          style={{ padding: 0 }}
          onClick={() => setOpenTrade(trade.id)}
          aria-label={`Ver ${trade.symbol} del ${formatDateTime(trade.closeTime, timeZone)}`}
        >
          {trade.symbol}
        </Button>
      ),
    },
    { key: 'side', title: 'Dirección', render: (_value, trade) => SIDE_LABELS[trade.side] },
    {
      key: 'volume',
      title: 'Volumen',
      align: 'right',
      sorter: true,
      sortOrder: order('volume'),
      render: (_v, trade) => formatNumber(trade.volume, 4),
    },
    {
      key: 'entry',
      title: 'Entrada',
      align: 'right',
      render: (_v, trade) => formatPrice(trade.entryPrice, trade.symbol),
    },
    {
      key: 'exit',
      title: 'Salida',
      align: 'right',
      render: (_v, trade) => formatPrice(trade.exitPrice, trade.symbol),
    },
    {
      key: 'pips',
      title: 'Pips',
      align: 'right',
      sorter: true,
      sortOrder: order('pips'),
      render: (_v, trade) => (trade.pips === null ? '—' : formatSigned(trade.pips, 1)),
    },
    {
      key: 'net',
      title: 'Neto',
      align: 'right',
      sorter: true,
      sortOrder: order('net'),
      render: (_v, trade) => (
        <Typography.Text type={resultColor(trade.net)}>{money(trade, trade.net)}</Typography.Text>
      ),
    },
    {
      key: 'rMultiple',
      title: 'R',
      align: 'right',
      sorter: true,
      sortOrder: order('rMultiple'),
      render: (_v, trade) => (trade.rMultiple === null ? '—' : formatSigned(trade.rMultiple, 2)),
    },
    {
      key: 'strategy',
      title: 'Estrategia',
      render: (_v, trade) =>
        trade.strategyName ? (
          <Typography.Text ellipsis={{ tooltip: trade.strategyName }} style={{ maxWidth: 180 }}>
            {trade.strategyName}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      key: 'tags',
      title: 'Etiquetas',
      render: (_v, trade) => trade.tags.map((tag) => <Tag key={tag}>{tag}</Tag>),
    },
  ];

  const exportHref = journalApi.exportUrl(listQuery({ sort }));
  const linkedLabel = linkedOnlyLabel(linked);

  return (
    <Flex vertical gap={16}>
      <TradeFiltersBar filters={filters} strategies={strategies.data ?? []} onChange={setFilters} />
      {linkedLabel ? (
        <Flex gap={8} align="center" wrap>
          <Tag>Solo operaciones de {linkedLabel}</Tag>
          <Button size="small" onClick={() => setLinked({})}>
            Quitar este filtro
          </Button>
        </Flex>
      ) : null}
      {totals || trades.isPending ? <TotalsLine totals={totals} currency={currency} /> : null}
      {currency === null && !accountId ? (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          Tus cuentas están en varias divisas: los totales suman los importes sin convertirlos. Elige una
          cuenta para verlos en su divisa.
        </Typography.Text>
      ) : null}
      <Flex gap={8} wrap align="center" justify="space-between">
        <Flex gap={8} wrap align="center">
          <Typography.Text type="secondary">
            {selected.length
              ? `${selected.length} seleccionadas`
              : 'Selecciona operaciones para etiquetarlas, asignarles una estrategia o eliminarlas.'}
          </Typography.Text>
          {selected.length ? (
            <>
              <BulkTagButton
                busy={bulk.isPending}
                onApply={(addTags, removeTags) =>
                  bulk.mutate({ ids: selected, action: 'tag', addTags, removeTags })
                }
              />
              <BulkStrategyButton
                strategies={strategies.data ?? []}
                busy={bulk.isPending}
                onApply={(strategyId) => bulk.mutate({ ids: selected, action: 'strategy', strategyId })}
              />
              <Popconfirm
                title={`¿Eliminar ${selected.length} operaciones?`}
                description="No se puede deshacer."
                okText="Eliminar"
                okButtonProps={{ danger: true }}
                cancelText="Cancelar"
                onConfirm={() => bulk.mutateAsync({ ids: selected, action: 'delete' }).catch(() => undefined)}
              >
                <Button danger icon={<DeleteOutlined />}>
                  Eliminar
                </Button>
              </Popconfirm>
            </>
          ) : null}
        </Flex>
        <Flex gap={8} wrap>
          <Button href={exportHref} download icon={<DownloadOutlined />}>
            Exportar CSV
          </Button>
          <Button href="/api/journal/export" download="pipjournal.json" icon={<DownloadOutlined />}>
            Todo mi diario (JSON)
          </Button>
        </Flex>
      </Flex>
      {trades.isError ? (
        <LoadError
          title="No se pudieron cargar tus operaciones"
          error={trades.error}
          onRetry={() => void trades.refetch()}
        />
      ) : (
        // Scrolled by its wrapper rather than by Table's `scroll.x`, which adds a hidden measuring row holding a copy
        // of the "select all" checkbox: a focusable control inside aria-hidden.
        <div style={{ overflowX: 'auto' }}>
          <Table<Trade>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={drawnRows}
            loading={trades.isPending}
            pagination={false}
            showSorterTooltip={false}
            aria-label="Operaciones"
            rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
            onChange={(_pagination, _filters, sorter) => {
              const chosen = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Trade> | undefined;
              const field = chosen?.columnKey ? SORTABLE[String(chosen.columnKey)] : undefined;
              setSort(
                field && chosen?.order
                  ? { field, direction: chosen.order === 'ascend' ? 'asc' : 'desc' }
                  : DEFAULT_SORT,
              );
            }}
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={
                    hasNarrowingFilters(filters)
                      ? 'Ninguna operación cumple estos filtros.'
                      : 'Aún no hay operaciones. Añade una en «Nueva operación» o importa un extracto.'
                  }
                />
              ),
            }}
          />
        </div>
      )}
      {trades.hasNextPage ? (
        <Flex justify="center">
          <Button onClick={() => void trades.fetchNextPage()} loading={trades.isFetchingNextPage}>
            Cargar más
          </Button>
        </Flex>
      ) : null}
      {drawerUsed ? (
        <Suspense fallback={null}>
          <TradeDetailDrawer
            tradeId={openTrade}
            accounts={accounts}
            timeZone={timeZone}
            onClose={() => setOpenTrade(null)}
          />
        </Suspense>
      ) : null}
    </Flex>
  );
}
