import type {
  JournalStats,
  JournalStrategy,
  StatsGroupBy,
  StatsSummary,
  TradingAccount,
} from '@pipcrafters/contracts';
import { formatR, Grid, Select, Text, tradesLabel } from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { CalendarTab } from '../components/CalendarTab';
import { formatAmount } from '../components/money';
import type { TradeFilters } from '../trades/trade-filters';
import { BreakdownTable, GROUP_BY_OPTIONS } from './BreakdownTable';
import { CompareSection } from './CompareSection';
import { edgePilotApi, edgePilotKeys } from './edgepilot-api';
import { statsQuery } from './edgepilot-filters';
import { GroupBars } from './GroupBars';
import { InsightsList } from './InsightsList';
import { ReadinessSection } from './ReadinessSection';
import { StatsCard } from './StatsCard';
import { useStats } from './use-stats';

interface Scope {
  filters: TradeFilters;
  timeZone: string;
  narrowed: boolean;
}

/** A card of the figures broken down by one dimension: its own query, so its answer redraws only this card. */
function GroupStatsCard({
  filters,
  timeZone,
  narrowed,
  groupBy,
  title,
  errorTitle,
  extra,
  children,
}: Scope & {
  groupBy: StatsGroupBy;
  title: string;
  errorTitle: string;
  extra?: ReactNode;
  children: (data: JournalStats) => ReactNode;
}) {
  const query = useStats(filters, timeZone, groupBy);
  return (
    <StatsCard
      title={title}
      query={query}
      isEmpty={(data) => (data.groups ?? []).length === 0}
      narrowed={narrowed}
      errorTitle={errorTitle}
      extra={extra}
    >
      {children}
    </StatsCard>
  );
}

/** The breakdown by the dimension chosen in its own selector. */
function BreakdownCard({ currency, ...scope }: Scope & { currency: string | null }) {
  const [groupBy, setGroupBy] = useState<StatsGroupBy>('symbol');
  return (
    <GroupStatsCard
      {...scope}
      groupBy={groupBy}
      title="Desglose"
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
    </GroupStatsCard>
  );
}

/** The findings and the trades behind each; without any, what they still need. */
function InsightsCard({ summary, ...scope }: Scope & { summary: StatsSummary | undefined }) {
  const query = statsQuery(scope.filters, scope.timeZone);
  const insights = useQuery({
    queryKey: edgePilotKeys.insights(query),
    queryFn: ({ signal }) => edgePilotApi.insights(query, signal),
  });
  return (
    <StatsCard
      title="Hallazgos"
      query={insights}
      isEmpty={() => !summary || summary.trades === 0}
      narrowed={scope.narrowed}
      errorTitle="No se pudieron cargar los hallazgos"
    >
      {(data) =>
        data.length === 0 ? (
          <Text secondary>
            Sin hallazgos todavía: hacen falta al menos 10 operaciones y una diferencia clara entre grupos.
            Ahora hay {tradesLabel(summary?.trades ?? 0)}
            {summary?.expectancyR ? ` (esperanza ${formatR(summary.expectancyR)})` : ''}.
          </Text>
        ) : (
          <InsightsList insights={data} />
        )
      }
    </StatsCard>
  );
}

/**
 * Everything of EdgePilot under the equity curve (the calendar, the R distribution, hour and weekday, the breakdown,
 * readiness, the comparison and the findings): its own chunk, drawn after the summary, below what is already on the
 * screen. Each card asks for its own figures, so an answer redraws one card and not the page.
 */
export function EdgePilotDetails({
  accounts,
  strategies,
  summary,
  currency,
  today,
  ...scope
}: Scope & {
  accounts: TradingAccount[];
  strategies: readonly JournalStrategy[];
  summary: StatsSummary | undefined;
  currency: string | null;
  today: string;
}) {
  const money = (value: number) => formatAmount(value, currency);
  return (
    <>
      <section aria-labelledby="calendario-pyg" data-pnl-calendar>
        <h2 id="calendario-pyg" style={{ fontSize: 16, fontWeight: 600, margin: '0 0 8px' }}>
          Calendario de resultados
        </h2>
        <p className="pc-secondary" style={{ fontSize: 13, margin: '0 0 8px' }}>
          Neto de cada día en tu zona horaria, de la cuenta elegida (el resto de filtros no se aplica aquí).
        </p>
        <CalendarTab accountId={scope.filters.accountId} currency={currency} timeZone={scope.timeZone} />
      </section>
      <Grid minColumnWidth={320} gap={16}>
        <GroupStatsCard
          {...scope}
          groupBy="rBucket"
          title="Distribución de R"
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
              <Text secondary style={{ display: 'block', fontSize: 12, marginTop: 8 }}>
                Solo las operaciones con stop loss tienen R ({data.summary.rTrades} de {data.summary.trades}
                ).
              </Text>
            </>
          )}
        </GroupStatsCard>
        <GroupStatsCard
          {...scope}
          groupBy="hour"
          title="Resultado por hora de apertura"
          errorTitle="No se pudo cargar el resultado por hora"
        >
          {(data) => (
            <GroupBars groups={data.groups ?? []} measure="net" label="Neto por hora" format={money} />
          )}
        </GroupStatsCard>
        <GroupStatsCard
          {...scope}
          groupBy="weekday"
          title="Resultado por día de la semana"
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
        </GroupStatsCard>
      </Grid>
      <BreakdownCard {...scope} currency={currency} />
      <ReadinessSection filters={scope.filters} timeZone={scope.timeZone} narrowed={scope.narrowed} />
      <CompareSection
        accounts={accounts}
        strategies={strategies}
        base={scope.filters}
        timeZone={scope.timeZone}
        today={today}
      />
      <InsightsCard {...scope} summary={summary} />
    </>
  );
}
