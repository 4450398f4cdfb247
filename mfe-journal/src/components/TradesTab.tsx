import { DownloadOutlined } from '@ant-design/icons';
import type { Trade, TradeTotals, TradingAccount } from '@pipcrafters/contracts';
import {
  Button,
  buttonClassName,
  ConfirmPopover,
  Empty,
  Flex,
  formatNumber,
  formatSigned,
  lazyWithAntd,
  Tag,
  Text,
  useProgressiveList,
  useToast,
} from '@pipcrafters/ui';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../api/errors';
import { journalApi, journalKeys } from '../api/journal-api';
import { ResultText } from '../edgepilot/ResultText';
import { formatPrice, SIDE_LABELS } from '../format/prices';
import { formatDateTime, instantToLocalInput } from '../format/time';
import { useJournalStrategies } from '../hooks/useJournalStrategies';
import { useOpenedOnce } from '../hooks/useOpenedOnce';
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
import { type TradeColumn, TradeTable } from './TradeTable';

/** The rows drawn with the page; the rest of the first page (50) follows in a transition. */
const FIRST_ROWS = 12;

// Drawn with antd, each loads with the shell's antd provider when first needed: a trade's drawer (its form, its
// Markdown notes, its screenshots) when a trade is opened, the bulk edits' popovers when trades are selected.
const TradeDetailDrawer = lazyWithAntd(() =>
  import('./TradeDetailDrawer').then((module) => module.TradeDetailDrawer),
);
const BulkEditButtons = lazyWithAntd(() =>
  import('./BulkEditButtons').then((module) => module.BulkEditButtons),
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
  const items: [string, string, ('success' | 'danger' | undefined)?][] = [
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
      {items.map(([label, value, tone]) => (
        <Flex key={label} gap={6} align="baseline">
          <dt>
            <Text secondary>{label}</Text>
          </dt>
          <dd style={{ margin: 0, visibility: totals ? undefined : 'hidden' }}>
            <ResultText strong tone={tone}>
              {value}
            </ResultText>
          </dd>
        </Flex>
      ))}
    </dl>
  );
}

function bulkDoneTitle(request: { action: string; strategyId?: string | null }, updated: number): string {
  if (request.action === 'delete') return `${updated} operaciones eliminadas`;
  if (request.action === 'tag') return `${updated} operaciones etiquetadas`;
  const trades = updated === 1 ? '1 operación' : `${updated} operaciones`;
  return request.strategyId ? `Estrategia asignada a ${trades}` : `Estrategia quitada de ${trades}`;
}

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
  const columns: TradeColumn[] = [
    {
      key: 'closeTime',
      title: 'Cierre',
      sortField: 'closeTime',
      render: (trade) => formatDateTime(trade.closeTime, timeZone),
    },
    {
      key: 'symbol',
      title: 'Símbolo',
      sortField: 'symbol',
      render: (trade) => (
        <Button
          variant="link"
          style={{ padding: 0, height: 'auto' }}
          onClick={() => setOpenTrade(trade.id)}
          aria-label={`Ver ${trade.symbol} del ${formatDateTime(trade.closeTime, timeZone)}`}
        >
          {trade.symbol}
        </Button>
      ),
    },
    { key: 'side', title: 'Dirección', render: (trade) => SIDE_LABELS[trade.side] },
    {
      key: 'volume',
      title: 'Volumen',
      align: 'right',
      sortField: 'volume',
      render: (trade) => formatNumber(trade.volume, 4),
    },
    {
      key: 'entry',
      title: 'Entrada',
      align: 'right',
      render: (trade) => formatPrice(trade.entryPrice, trade.symbol),
    },
    {
      key: 'exit',
      title: 'Salida',
      align: 'right',
      render: (trade) => formatPrice(trade.exitPrice, trade.symbol),
    },
    {
      key: 'pips',
      title: 'Pips',
      align: 'right',
      sortField: 'pips',
      render: (trade) => (trade.pips === null ? '—' : formatSigned(trade.pips, 1)),
    },
    {
      key: 'net',
      title: 'Neto',
      align: 'right',
      sortField: 'net',
      render: (trade) => <ResultText tone={resultColor(trade.net)}>{money(trade, trade.net)}</ResultText>,
    },
    {
      key: 'rMultiple',
      title: 'R',
      align: 'right',
      sortField: 'rMultiple',
      render: (trade) => (trade.rMultiple === null ? '—' : formatSigned(trade.rMultiple, 2)),
    },
    {
      key: 'strategy',
      title: 'Estrategia',
      render: (trade) =>
        trade.strategyName ? (
          <Text ellipsis title={trade.strategyName} style={{ display: 'inline-block', maxWidth: 180 }}>
            {trade.strategyName}
          </Text>
        ) : (
          <Text secondary>—</Text>
        ),
    },
    {
      key: 'tags',
      title: 'Etiquetas',
      render: (trade) => (
        <Flex gap={4} wrap>
          {trade.tags.map((tag) => (
            <Tag key={tag}>{tag}</Tag>
          ))}
        </Flex>
      ),
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
        <Text secondary style={{ fontSize: 13 }}>
          Tus cuentas están en varias divisas: los totales suman los importes sin convertirlos. Elige una
          cuenta para verlos en su divisa.
        </Text>
      ) : null}
      <Flex gap={8} wrap align="center" justify="space-between">
        <Flex gap={8} wrap align="center">
          <Text secondary>
            {selected.length
              ? `${selected.length} seleccionadas`
              : 'Selecciona operaciones para etiquetarlas, asignarles una estrategia o eliminarlas.'}
          </Text>
          {selected.length ? (
            <>
              <Suspense fallback={null}>
                <BulkEditButtons
                  strategies={strategies.data ?? []}
                  busy={bulk.isPending}
                  onTag={(addTags, removeTags) =>
                    bulk.mutate({ ids: selected, action: 'tag', addTags, removeTags })
                  }
                  onStrategy={(strategyId) => bulk.mutate({ ids: selected, action: 'strategy', strategyId })}
                />
              </Suspense>
              <ConfirmPopover
                label="Eliminar"
                danger
                disabled={bulk.isPending}
                title={`¿Eliminar ${selected.length} operaciones?`}
                description="No se puede deshacer."
                okText="Eliminar"
                onConfirm={() => bulk.mutate({ ids: selected, action: 'delete' })}
              />
            </>
          ) : null}
        </Flex>
        <Flex gap={8} wrap>
          <a className={buttonClassName({})} href={exportHref} download>
            <DownloadOutlined aria-hidden />
            Exportar CSV
          </a>
          <a className={buttonClassName({})} href="/api/journal/export" download="pipjournal.json">
            <DownloadOutlined aria-hidden />
            Todo mi diario (JSON)
          </a>
        </Flex>
      </Flex>
      {trades.isError ? (
        <LoadError
          title="No se pudieron cargar tus operaciones"
          error={trades.error}
          onRetry={() => void trades.refetch()}
        />
      ) : (
        <TradeTable
          columns={columns}
          trades={drawnRows}
          sort={sort}
          onSort={setSort}
          selected={selected}
          onSelect={setSelected}
          loading={trades.isPending}
          rowLabel={(trade) => `Seleccionar ${trade.symbol} del ${formatDateTime(trade.closeTime, timeZone)}`}
          emptyText={
            <Empty
              description={
                hasNarrowingFilters(filters)
                  ? 'Ninguna operación cumple estos filtros.'
                  : 'Aún no hay operaciones. Añade una en «Nueva operación» o importa un extracto.'
              }
            />
          }
        />
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
