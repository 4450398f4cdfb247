import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Trade, TradingAccount } from '@pipcrafters/contracts';
import { formatNumber, formatSigned, useToast } from '@pipcrafters/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Empty, Flex, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import Markdown from 'react-markdown';
import { errorMessage, isStatus } from '../api/errors';
import { journalApi, journalKeys } from '../api/journal-api';
import { formatPrice, SIDE_LABELS } from '../format/prices';
import { formatDateTime } from '../format/time';
import { useJournalStrategies } from '../hooks/useJournalStrategies';
import { TradeStrategyReview } from '../strategies/TradeStrategyReview';
import { editChanges, tradeToFormValues } from '../trades/trade-form';
import { LoadError } from './LoadError';
import { formatAmount, resultColor } from './money';
import { TradeForm } from './TradeForm';
import { TradeScreenshots } from './TradeScreenshots';

const SOURCE_LABELS = { manual: 'A mano', import: 'Importada' } as const;

function TradeDetails({
  trade,
  account,
  timeZone,
}: {
  trade: Trade;
  account?: TradingAccount;
  timeZone: string;
}) {
  const currency = account?.currency ?? null;
  const money = (amount: string) => formatAmount(amount, currency);
  const strategies = useJournalStrategies();
  const strategy = strategies.data?.find((item) => item.id === trade.strategyId);
  return (
    <Flex vertical gap={16}>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          {
            key: 'account',
            label: 'Cuenta',
            children: account ? `${account.name} (${account.currency})` : '—',
          },
          {
            key: 'symbol',
            label: 'Símbolo',
            children:
              trade.rawSymbol && trade.rawSymbol !== trade.symbol
                ? `${trade.symbol} (${trade.rawSymbol})`
                : trade.symbol,
          },
          { key: 'side', label: 'Dirección', children: SIDE_LABELS[trade.side] },
          { key: 'volume', label: 'Volumen', children: `${formatNumber(trade.volume, 4)} lotes` },
          { key: 'open', label: 'Apertura', children: formatDateTime(trade.openTime, timeZone) },
          { key: 'close', label: 'Cierre', children: formatDateTime(trade.closeTime, timeZone) },
          { key: 'entry', label: 'Entrada', children: formatPrice(trade.entryPrice, trade.symbol) },
          { key: 'exit', label: 'Salida', children: formatPrice(trade.exitPrice, trade.symbol) },
          { key: 'sl', label: 'Stop loss', children: formatPrice(trade.stopLoss, trade.symbol) },
          { key: 'tp', label: 'Take profit', children: formatPrice(trade.takeProfit, trade.symbol) },
          { key: 'profit', label: 'Beneficio bruto', children: money(trade.profit) },
          { key: 'commission', label: 'Comisión', children: money(trade.commission) },
          { key: 'swap', label: 'Swap', children: money(trade.swap) },
          { key: 'taxes', label: 'Impuestos', children: money(trade.taxes) },
          {
            key: 'net',
            label: 'Neto',
            children: (
              <Typography.Text strong type={resultColor(trade.net)}>
                {money(trade.net)}
              </Typography.Text>
            ),
          },
          { key: 'pips', label: 'Pips', children: trade.pips === null ? '—' : formatSigned(trade.pips, 1) },
          {
            key: 'r',
            label: 'R',
            children: trade.rMultiple === null ? '—' : `${formatSigned(trade.rMultiple, 2)} R`,
          },
          {
            key: 'strategy',
            label: 'Estrategia',
            children: <TradeStrategyReview trade={trade} strategy={strategy} />,
          },
          { key: 'before', label: 'Emoción antes', children: trade.emotionBefore ?? '—' },
          { key: 'after', label: 'Emoción después', children: trade.emotionAfter ?? '—' },
          {
            key: 'tags',
            label: 'Etiquetas',
            children: trade.tags.length ? trade.tags.map((tag) => <Tag key={tag}>{tag}</Tag>) : '—',
          },
          {
            key: 'source',
            label: 'Origen',
            children: `${SOURCE_LABELS[trade.source]}${trade.ticket ? ` · ticket ${trade.ticket}` : ''}`,
          },
        ]}
      />
      <section aria-label="Notas">
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          Notas
        </Typography.Title>
        {trade.notes.trim() ? (
          <div className="pipjournal-notes" style={{ overflowWrap: 'anywhere' }}>
            {/* react-markdown renders no raw HTML (no rehype-raw) and drops unsafe link protocols. */}
            <Markdown>{trade.notes}</Markdown>
          </div>
        ) : (
          <Typography.Text type="secondary">Sin notas.</Typography.Text>
        )}
      </section>
      <TradeScreenshots tradeId={trade.id} />
    </Flex>
  );
}

/** One trade: every field, the notes as Markdown, then edit or delete (after a confirmation). */
export function TradeDetailDrawer({
  tradeId,
  accounts,
  timeZone,
  onClose,
}: {
  tradeId: string | null;
  accounts: TradingAccount[];
  timeZone: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [editing, setEditing] = useState(false);
  const trade = useQuery({
    queryKey: journalKeys.trade(tradeId ?? ''),
    queryFn: ({ signal }) => journalApi.trade(tradeId as string, signal),
    enabled: tradeId !== null,
  });
  const update = useMutation({
    mutationFn: (input: Parameters<typeof journalApi.updateTrade>[1]) =>
      journalApi.updateTrade(tradeId as string, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(journalKeys.trade(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: journalKeys.all });
      setEditing(false);
      toast({ title: 'Operación actualizada', variant: 'success' });
    },
  });
  const remove = useMutation({
    mutationFn: () => journalApi.deleteTrade(tradeId as string),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: journalKeys.all });
      toast({ title: 'Operación eliminada', variant: 'success' });
      onClose();
    },
    onError: (error) =>
      toast({
        title: 'No se pudo eliminar la operación',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
  const close = () => {
    setEditing(false);
    update.reset();
    onClose();
  };
  const data = trade.data;
  let body = <Skeleton active />;
  if (trade.isError)
    body = isStatus(trade.error, 404) ? (
      <Empty description="Esta operación ya no existe." />
    ) : (
      <LoadError
        title="No se pudo cargar la operación"
        error={trade.error}
        onRetry={() => void trade.refetch()}
      />
    );
  else if (data && editing)
    body = (
      <TradeForm
        accounts={accounts}
        initialValues={tradeToFormValues(data, timeZone)}
        timeZone={timeZone}
        submitLabel="Guardar cambios"
        assignedStrategy={data.strategyId ? { id: data.strategyId, name: data.strategyName } : null}
        submitting={update.isPending}
        error={update.error}
        onSubmit={(input) => update.mutate(editChanges(input, data))}
        onCancel={() => setEditing(false)}
      />
    );
  else if (data)
    body = (
      <TradeDetails
        trade={data}
        account={accounts.find((item) => item.id === data.accountId)}
        timeZone={timeZone}
      />
    );

  return (
    <Drawer
      open={tradeId !== null}
      onClose={close}
      size={editing ? 'min(960px, 100vw)' : 'min(560px, 100vw)'}
      title={
        data
          ? `${data.symbol} · ${SIDE_LABELS[data.side]} · ${formatDateTime(data.closeTime, timeZone)}`
          : 'Operación'
      }
      destroyOnHidden
      extra={
        data && !editing ? (
          <Flex gap={8}>
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              Editar
            </Button>
            <Popconfirm
              title="¿Eliminar esta operación?"
              description="No se puede deshacer."
              okText="Eliminar"
              okButtonProps={{ danger: true }}
              cancelText="Cancelar"
              onConfirm={() => remove.mutateAsync().catch(() => undefined)}
            >
              <Button danger icon={<DeleteOutlined />} loading={remove.isPending}>
                Eliminar
              </Button>
            </Popconfirm>
          </Flex>
        ) : null
      }
    >
      {body}
    </Drawer>
  );
}
