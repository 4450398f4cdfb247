import {
  Card,
  Flex,
  LinkButton,
  PageHeading,
  Paragraph,
  Result,
  Skeleton,
  Text,
  tradesLabel,
} from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, startTransition, useDeferredValue, useEffect, useState } from 'react';
import { journalApi, journalKeys } from '../api/journal-api';
import { LoadError } from '../components/LoadError';
import { displayCurrency } from '../components/money';
import { todayIn } from '../format/time';
import { useJournalStrategies } from '../hooks/useJournalStrategies';
import { useJournalUpdates } from '../hooks/useJournalUpdates';
import { useOpenedOnce } from '../hooks/useOpenedOnce';
import { useTimeZone } from '../hooks/useTimeZone';
import { hasNarrowingFilters } from '../trades/trade-filters';
import { EquityCurveChart } from './EquityCurveChart';
import { resolveFilters, type StatsFilters } from './edgepilot-filters';
import { StatsCard } from './StatsCard';
import { StatsFiltersBar } from './StatsFiltersBar';
import { SummaryFigures } from './SummaryFigures';
import { useStats } from './use-stats';

// Everything under the equity curve: its own chunk, with the tables, the comparison and the calendar.
const EdgePilotDetails = lazy(() =>
  import('./EdgePilotDetails').then((module) => ({ default: module.EdgePilotDetails })),
);

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
  const accounts = useQuery({
    queryKey: journalKeys.accounts(),
    queryFn: ({ signal }) => journalApi.accounts(signal),
  });
  const strategies = useJournalStrategies().data ?? [];
  const resolved = resolveFilters(useDeferredValue(filters), today);
  const narrowed = hasNarrowingFilters(resolved) || Boolean(resolved.accountId);
  const stats = useStats(resolved, timeZone);
  // Until the summary's first answer only its card is drawn: the curve and the rest come under it once its height is
  // known, so nothing already on the screen moves. The rest is drawn in a transition, in slices that keep the main
  // thread free.
  const summaryAnswered = useOpenedOnce(!stats.isPending);
  const [detailsDrawn, setDetailsDrawn] = useState(false);
  useEffect(() => {
    if (summaryAnswered && !detailsDrawn) startTransition(() => setDetailsDrawn(true));
  }, [summaryAnswered, detailsDrawn]);

  const list = accounts.data ?? [];
  const currency = stats.data?.summary.currency ?? displayCurrency(list, resolved.accountId);
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
        <Skeleton rows={10} />
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
              <LinkButton to="/pipjournal" variant="primary">
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
              <Text secondary data-testid="operaciones-filtradas">
                {tradesLabel(stats.data.summary.trades)}
              </Text>
            ) : null
          }
        >
          {(data) => (
            <>
              {data.summary.currency === null ? (
                <Paragraph secondary style={{ fontSize: 13 }}>
                  Estas operaciones están en varias divisas: los importes se suman sin convertirlos. Elige una
                  cuenta para verlos en su divisa.
                </Paragraph>
              ) : null}
              <SummaryFigures summary={data.summary} />
            </>
          )}
        </StatsCard>
        {summaryAnswered ? (
          <StatsCard
            title="Curva de capital y drawdown"
            query={stats}
            isEmpty={(data) => data.equity.length === 0}
            narrowed={narrowed}
            errorTitle="No se pudo cargar la curva de capital"
          >
            {(data) => <EquityCurveChart points={data.equity} currency={currency} timeZone={timeZone} />}
          </StatsCard>
        ) : null}
        {detailsDrawn ? (
          <Suspense fallback={null}>
            <EdgePilotDetails
              accounts={list}
              strategies={strategies}
              filters={resolved}
              timeZone={timeZone}
              narrowed={narrowed}
              summary={stats.data?.summary}
              currency={currency}
              today={today}
            />
          </Suspense>
        ) : null}
      </Flex>
    </>
  );
}
