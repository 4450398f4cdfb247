import type { StatsGroupBy } from '@pipcrafters/contracts';
import { formatR, LinkButton, PageHeading, tradesLabel } from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Result, Row, Select, Skeleton, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { journalApi, journalKeys } from '../api/journal-api';
import { CalendarTab } from '../components/CalendarTab';
import { LoadError } from '../components/LoadError';
import { displayCurrency, formatAmount } from '../components/money';
import { todayIn } from '../format/time';
import { useJournalStrategies } from '../hooks/useJournalStrategies';
import { useJournalUpdates } from '../hooks/useJournalUpdates';
import { useTimeZone } from '../hooks/useTimeZone';
import { hasNarrowingFilters, type TradeFilters } from '../trades/trade-filters';
import { BreakdownTable, GROUP_BY_OPTIONS } from './BreakdownTable';
import { CompareSection } from './CompareSection';
import { EquityCurveChart } from './EquityCurveChart';
import { edgePilotApi, edgePilotKeys } from './edgepilot-api';
import { resolveFilters, type StatsFilters, statsQuery } from './edgepilot-filters';
import { GroupBars } from './GroupBars';
import { InsightsList } from './InsightsList';
import { ReadinessSection } from './ReadinessSection';
import { StatsCard } from './StatsCard';
import { StatsFiltersBar } from './StatsFiltersBar';
import { SummaryFigures } from './SummaryFigures';

/** The figures for the filters, broken down by `groupBy` when given. */
function useStats(filters: TradeFilters, timeZone: string, groupBy?: StatsGroupBy) {
  const query = statsQuery(filters, timeZone, groupBy);
  return useQuery({
    queryKey: edgePilotKeys.stats(query),
    queryFn: ({ signal }) => edgePilotApi.stats(query, signal),
  });
}

const hasTrades = (data: { summary: { trades: number } }) => data.summary.trades > 0;

/**
 * /edgepilot: the journal's figures for the filters chosen (summary, equity and drawdown, calendar, R distribution,
 * hour and weekday, breakdowns, results by the day's readiness from MindCrafter's check-ins), a comparison of two
 * periods, accounts, tags or strategies, and the insights with their trades.
 */
export function EdgePilotPage() {
  useJournalUpdates();
  const timeZone = useTimeZone();
  const today = todayIn(timeZone);
  const [filters, setFilters] = useState<StatsFilters>({ period: 'todo' });
  const [groupBy, setGroupBy] = useState<StatsGroupBy>('symbol');
  const accounts = useQuery({
    queryKey: journalKeys.accounts(),
    queryFn: ({ signal }) => journalApi.accounts(signal),
  });
  const strategies = useJournalStrategies().data ?? [];
  const resolved = resolveFilters(useDeferredValue(filters), today);
  const narrowed = hasNarrowingFilters(resolved) || Boolean(resolved.accountId);
  const stats = useStats(resolved, timeZone);
  const rDistribution = useStats(resolved, timeZone, 'rBucket');
  const byHour = useStats(resolved, timeZone, 'hour');
  const byWeekday = useStats(resolved, timeZone, 'weekday');
  const breakdown = useStats(resolved, timeZone, groupBy);
  const insightsQuery = statsQuery(resolved, timeZone);
  const insights = useQuery({
    queryKey: edgePilotKeys.insights(insightsQuery),
    queryFn: ({ signal }) => edgePilotApi.insights(insightsQuery, signal),
  });

  const list = accounts.data ?? [];
  const currency = stats.data?.summary.currency ?? displayCurrency(list, resolved.accountId);
  const money = (value: number) => formatAmount(value, currency);
  const heading = (
    <PageHeading
      title="EdgePilot"
      description="Tus cifras, tu curva de capital y dónde está tu ventaja: filtra, compara y revisa las operaciones detrás de cada hallazgo."
    />
  );

  if (accounts.isPending)
    return (
      <>
        {heading}
        <Skeleton active paragraph={{ rows: 10 }} />
      </>
    );
  if (accounts.isError)
    return (
      <>
        {heading}
        <LoadError
          title="No se pudieron cargar tus cuentas"
          error={accounts.error}
          onRetry={() => void accounts.refetch()}
        />
      </>
    );
  if (list.length === 0 || (stats.data && stats.data.summary.trades === 0 && !narrowed))
    return (
      <>
        {heading}
        <Card>
          <Result
            status="info"
            title="Aún no hay operaciones que analizar"
            subTitle="Registra operaciones en tu diario (a mano o importando un extracto) y EdgePilot calculará tus cifras, tu curva de capital y tus hallazgos."
            extra={
              <LinkButton to="/pipjournal" type="primary">
                Ir a PipJournal
              </LinkButton>
            }
          />
        </Card>
      </>
    );

  return (
    <>
      {heading}
      <StatsFiltersBar
        accounts={list}
        strategies={strategies}
        filters={filters}
        today={today}
        onChange={setFilters}
      />
      <Flex vertical gap={16}>
        <StatsCard
          title="Resumen"
          query={stats}
          isEmpty={(data) => !hasTrades(data)}
          narrowed={narrowed}
          errorTitle="No se pudieron calcular tus cifras"
          extra={
            stats.data ? (
              <Typography.Text type="secondary" data-testid="operaciones-filtradas">
                {tradesLabel(stats.data.summary.trades)}
              </Typography.Text>
            ) : null
          }
        >
          {(data) => (
            <>
              {data.summary.currency === null ? (
                <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
                  Estas operaciones están en varias divisas: los importes se suman sin convertirlos. Elige una
                  cuenta para verlos en su divisa.
                </Typography.Paragraph>
              ) : null}
              <SummaryFigures summary={data.summary} />
            </>
          )}
        </StatsCard>
        <StatsCard
          title="Curva de capital y drawdown"
          query={stats}
          isEmpty={(data) => data.equity.length === 0}
          narrowed={narrowed}
          errorTitle="No se pudo cargar la curva de capital"
        >
          {(data) => <EquityCurveChart points={data.equity} currency={currency} timeZone={timeZone} />}
        </StatsCard>
        <section aria-labelledby="calendario-pyg" data-pnl-calendar>
          <Typography.Title id="calendario-pyg" level={2} style={{ fontSize: 16, margin: '0 0 8px' }}>
            Calendario de resultados
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ fontSize: 13, margin: '0 0 8px' }}>
            Neto de cada día en tu zona horaria, de la cuenta elegida (el resto de filtros no se aplica aquí).
          </Typography.Paragraph>
          <CalendarTab accountId={resolved.accountId} currency={currency} timeZone={timeZone} />
        </section>
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={8}>
            <StatsCard
              title="Distribución de R"
              query={rDistribution}
              isEmpty={(data) => (data.groups ?? []).length === 0}
              narrowed={narrowed}
              errorTitle="No se pudo cargar la distribución de R"
            >
              {(data) => (
                <>
                  <GroupBars
                    groups={data.groups ?? []}
                    measure="trades"
                    label="Operaciones por resultado en R"
                    format={(value) => tradesLabel(value)}
                  />
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginTop: 8 }}>
                    Solo las operaciones con stop loss tienen R ({data.summary.rTrades} de{' '}
                    {data.summary.trades}).
                  </Typography.Text>
                </>
              )}
            </StatsCard>
          </Col>
          <Col xs={24} xl={8}>
            <StatsCard
              title="Resultado por hora de apertura"
              query={byHour}
              isEmpty={(data) => (data.groups ?? []).length === 0}
              narrowed={narrowed}
              errorTitle="No se pudo cargar el resultado por hora"
            >
              {(data) => (
                <GroupBars groups={data.groups ?? []} measure="net" label="Neto por hora" format={money} />
              )}
            </StatsCard>
          </Col>
          <Col xs={24} xl={8}>
            <StatsCard
              title="Resultado por día de la semana"
              query={byWeekday}
              isEmpty={(data) => (data.groups ?? []).length === 0}
              narrowed={narrowed}
              errorTitle="No se pudo cargar el resultado por día"
            >
              {(data) => (
                <GroupBars
                  groups={data.groups ?? []}
                  measure="net"
                  label="Neto por día de la semana"
                  format={money}
                />
              )}
            </StatsCard>
          </Col>
        </Row>
        <StatsCard
          title="Desglose"
          query={breakdown}
          isEmpty={(data) => (data.groups ?? []).length === 0}
          narrowed={narrowed}
          errorTitle="No se pudo cargar el desglose"
          extra={
            <Select<StatsGroupBy>
              aria-label="Agrupar por"
              value={groupBy}
              onChange={setGroupBy}
              options={GROUP_BY_OPTIONS}
              style={{ width: 190 }}
            />
          }
        >
          {(data) => <BreakdownTable groups={data.groups ?? []} groupBy={groupBy} currency={currency} />}
        </StatsCard>
        <ReadinessSection filters={resolved} timeZone={timeZone} narrowed={narrowed} />
        <CompareSection
          accounts={list}
          strategies={strategies}
          base={resolved}
          timeZone={timeZone}
          today={today}
        />
        <StatsCard
          title="Hallazgos"
          query={insights}
          isEmpty={() => !stats.data || !hasTrades(stats.data)}
          narrowed={narrowed}
          errorTitle="No se pudieron cargar los hallazgos"
        >
          {(data) =>
            data.length === 0 ? (
              <Typography.Text type="secondary">
                Sin hallazgos todavía: hacen falta al menos 10 operaciones y una diferencia clara entre
                grupos. Ahora hay {tradesLabel(stats.data?.summary.trades ?? 0)}
                {stats.data?.summary.expectancyR
                  ? ` (esperanza ${formatR(stats.data.summary.expectancyR)})`
                  : ''}
                .
              </Typography.Text>
            ) : (
              <InsightsList insights={data} />
            )
          }
        </StatsCard>
      </Flex>
    </>
  );
}
