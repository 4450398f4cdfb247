import type { EquityPoint, JournalStrategy, TradingAccount, WhatIfRule } from '@pipcrafters/contracts';
import { formatNumber } from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, InputNumber, Radio, Skeleton, Table, Tag, Typography } from 'antd';
import { type ReactNode, useDeferredValue, useId, useMemo, useState } from 'react';
import { LoadError } from '../components/LoadError';
import { EquityCurveChart } from '../edgepilot/EquityCurveChart';
import { resolveFilters, type StatsFilters } from '../edgepilot/edgepilot-filters';
import { ResultText } from '../edgepilot/ResultText';
import { NoTrades } from '../edgepilot/StatsCard';
import { StatsFiltersBar } from '../edgepilot/StatsFiltersBar';
import { hasNarrowingFilters } from '../trades/trade-filters';
import { tradeTestApi, tradeTestKeys } from './trade-test-api';
import {
  DEFAULT_STOP_PIPS,
  MAX_STOP_PIPS,
  MIN_STOP_PIPS,
  validStopPips,
  WHAT_IF_OPTIONS,
  type WhatIfRow,
  whatIfCounts,
  whatIfQuery,
  whatIfRows,
} from './what-if';

const WITHOUT = 'Sin la regla';
const WITH = 'Con la regla';

/**
 * "¿Y si…?": one rule applied to the journal's history (the filters' trades), the equity curve and the figures with
 * and without it, and how many trades the rule removed, changed or could not judge.
 */
export function WhatIfSection({
  accounts,
  strategies,
  timeZone,
  today,
}: {
  accounts: TradingAccount[];
  strategies: JournalStrategy[];
  timeZone: string;
  today: string;
}) {
  const pipsHint = useId();
  const [filters, setFilters] = useState<StatsFilters>({ period: 'todo' });
  const [rule, setRule] = useState<WhatIfRule>('after-two-losses');
  const [pips, setPips] = useState<number | null>(DEFAULT_STOP_PIPS);
  const resolved = resolveFilters(useDeferredValue(filters), today);
  const narrowed = hasNarrowingFilters(resolved) || Boolean(resolved.accountId);
  const stopPips = validStopPips(pips);
  const ready = rule !== 'fixed-stop' || stopPips !== null;
  const query = useDeferredValue(whatIfQuery(resolved, timeZone, rule, stopPips));
  const whatIf = useQuery({
    queryKey: tradeTestKeys.whatIf(query),
    queryFn: ({ signal }) => tradeTestApi.whatIf(query, signal),
    enabled: ready,
  });
  const data = whatIf.data;
  const currency = data && data.before.currency === data.after.currency ? data.before.currency : null;
  const compare = useMemo(
    () => (data ? { points: data.equityBefore as EquityPoint[], title: WITHOUT } : undefined),
    [data],
  );

  let body: ReactNode;
  if (!ready)
    body = (
      <Typography.Text type="secondary">
        Escribe cuántos pips mide el stop (un número entero de {MIN_STOP_PIPS} a{' '}
        {formatNumber(MAX_STOP_PIPS, 0)}).
      </Typography.Text>
    );
  else if (whatIf.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (whatIf.isError && !data)
    body = (
      <LoadError
        title="No se pudo simular la regla"
        error={whatIf.error}
        onRetry={() => void whatIf.refetch()}
      />
    );
  else if (data && data.before.trades === 0) body = <NoTrades narrowed={narrowed} />;
  else if (data) {
    const counts = whatIfCounts(data);
    body = (
      <Flex vertical gap={16}>
        <Flex gap={8} wrap role="list" aria-label="Qué cambió la regla">
          <Tag role="listitem" data-testid="eliminadas" style={{ fontSize: 14, padding: '2px 8px' }}>
            {counts.removed}
          </Tag>
          <Tag role="listitem" data-testid="modificadas" style={{ fontSize: 14, padding: '2px 8px' }}>
            {counts.changed}
          </Tag>
          <Tag role="listitem" data-testid="sin-datos" style={{ fontSize: 14, padding: '2px 8px' }}>
            {counts.unknown}
          </Tag>
        </Flex>
        <Alert type="info" showIcon title="Cómo se aplicó" description={data.explanation} />
        {data.before.currency === null ? (
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            Estas operaciones están en varias divisas: los importes se suman sin convertirlos. Elige una
            cuenta para verlos en su divisa.
          </Typography.Text>
        ) : null}
        <EquityCurveChart
          points={data.equityAfter}
          currency={currency}
          timeZone={timeZone}
          title={WITH}
          compare={compare}
        />
        <div style={{ overflowX: 'auto' }}>
          <Table<WhatIfRow>
            rowKey="key"
            size="small"
            pagination={false}
            aria-label="Cifras sin y con la regla"
            dataSource={whatIfRows(data)}
            columns={[
              { key: 'label', title: 'Cifra', dataIndex: 'label' },
              { key: 'before', title: WITHOUT, dataIndex: 'before', align: 'right' },
              { key: 'after', title: WITH, dataIndex: 'after', align: 'right' },
              {
                key: 'difference',
                title: 'Diferencia',
                align: 'right',
                render: (_v, row) => <ResultText tone={row.tone}>{row.difference || '—'}</ResultText>,
              },
            ]}
          />
        </div>
        {data.before.smallSample ? (
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            Muestra pequeña: con menos de 30 operaciones la diferencia puede deberse al azar.
          </Typography.Text>
        ) : null}
      </Flex>
    );
  }

  return (
    <Card
      // A long title wraps on a phone rather than being cut.
      styles={{ title: { whiteSpace: 'normal' } }}
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          ¿Y si hubieras seguido otra regla?
        </Typography.Title>
      }
    >
      <Typography.Paragraph type="secondary">
        Aplica una regla a tu historial y compara la curva de capital y las cifras con y sin ella.
      </Typography.Paragraph>
      <StatsFiltersBar
        accounts={accounts}
        strategies={strategies}
        filters={filters}
        today={today}
        onChange={setFilters}
      />
      <Flex vertical gap={8} style={{ marginBottom: 16 }}>
        <Typography.Text strong id="regla-que-y-si">
          Regla
        </Typography.Text>
        <Radio.Group
          aria-labelledby="regla-que-y-si"
          value={rule}
          onChange={(event) => setRule(event.target.value as WhatIfRule)}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        >
          {WHAT_IF_OPTIONS.map((option) => (
            <Radio key={option.value} value={option.value}>
              <span>{option.label}</span>
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
                {option.help}
              </Typography.Text>
            </Radio>
          ))}
        </Radio.Group>
        {rule === 'fixed-stop' ? (
          <Flex gap={8} align="center" wrap style={{ paddingInlineStart: 24 }}>
            <label htmlFor="pips-stop-fijo">Pips del stop</label>
            <InputNumber<number>
              id="pips-stop-fijo"
              aria-describedby={pipsHint}
              min={MIN_STOP_PIPS}
              max={MAX_STOP_PIPS}
              step={1}
              precision={0}
              value={pips}
              onChange={(value) => setPips(value)}
              status={stopPips === null ? 'error' : undefined}
              style={{ width: 120 }}
            />
            <Typography.Text id={pipsHint} type="secondary" style={{ fontSize: 13 }}>
              De {MIN_STOP_PIPS} a {formatNumber(MAX_STOP_PIPS, 0)} pips.
            </Typography.Text>
          </Flex>
        ) : null}
      </Flex>
      {body}
    </Card>
  );
}
