import {
  READINESS_THRESHOLDS,
  type ReadinessBandCurrency,
  type ReadinessBandStats,
} from '@pipcrafters/contracts';
import { Empty, formatNumber, formatPercent, formatR, LinkButton } from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatAmount, resultColor } from '../components/money';
import type { TradeFilters } from '../trades/trade-filters';
import { edgePilotApi, edgePilotKeys } from './edgepilot-api';
import { statsQuery } from './edgepilot-filters';
import { FigureTable } from './FigureTable';
import { ResultText } from './ResultText';
import { SmallSampleTag } from './SmallSampleTag';
import { StatsCard } from './StatsCard';

/** One line per account currency (money is never added across currencies); "—" without trades. */
function PerCurrency({
  currencies,
  render,
}: {
  currencies: ReadinessBandCurrency[];
  render: (currency: ReadinessBandCurrency) => ReactNode;
}) {
  if (currencies.length === 0) return <>—</>;
  return (
    <>
      {currencies.map((currency) => (
        <span key={currency.currency} style={{ display: 'block', whiteSpace: 'nowrap' }}>
          {render(currency)}
        </span>
      ))}
    </>
  );
}

/** The bands as rows: trades and days, net and expectancy per currency, win rate, expectancy in R. */
function ReadinessTable({ bands }: { bands: ReadinessBandStats[] }) {
  return (
    <FigureTable<ReadinessBandStats>
      rowKey="band"
      dataSource={bands}
      minWidth={720}
      aria-label="Resultados por preparación mental"
      columns={[
        {
          key: 'label',
          title: 'Preparación del día',
          render: (_value, band) => (
            <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center', flexWrap: 'wrap' }}>
              {band.label}
              {band.smallSample && band.trades > 0 ? <SmallSampleTag /> : null}
            </span>
          ),
        },
        {
          key: 'trades',
          title: 'Operaciones',
          align: 'right',
          render: (_v, band) => formatNumber(band.trades, 0),
        },
        { key: 'days', title: 'Días', align: 'right', render: (_v, band) => formatNumber(band.days, 0) },
        {
          key: 'net',
          title: 'Neto',
          align: 'right',
          render: (_v, band) => (
            <PerCurrency
              currencies={band.currencies}
              render={(currency) => (
                <ResultText tone={resultColor(currency.net)}>
                  {formatAmount(currency.net, currency.currency)}
                </ResultText>
              )}
            />
          ),
        },
        {
          key: 'winRate',
          title: 'Acierto',
          align: 'right',
          render: (_v, band) => formatPercent(band.winRate),
        },
        {
          key: 'expectancy',
          title: 'Esperanza',
          align: 'right',
          render: (_v, band) => (
            <PerCurrency
              currencies={band.currencies}
              render={(currency) =>
                currency.expectancy === null ? '—' : formatAmount(currency.expectancy, currency.currency)
              }
            />
          ),
        },
        {
          key: 'expectancyR',
          title: 'Esperanza R',
          align: 'right',
          render: (_v, band) =>
            band.expectancyR === null ? '—' : `${formatR(band.expectancyR)} (${band.rTrades})`,
        },
      ]}
    />
  );
}

/**
 * "Preparación mental y resultados": the filtered trades grouped by the readiness of MindCrafter's check-in on the
 * day each was opened (in the user's time zone). Without any check-in it invites the trader to MindCrafter.
 */
export function ReadinessSection({
  filters,
  timeZone,
  narrowed,
}: {
  filters: TradeFilters;
  timeZone: string;
  narrowed: boolean;
}) {
  const query = statsQuery(filters, timeZone);
  const readiness = useQuery({
    queryKey: edgePilotKeys.readiness(query),
    queryFn: ({ signal }) => edgePilotApi.readiness(query, signal),
  });
  return (
    <StatsCard
      title="Preparación mental y resultados"
      query={readiness}
      isEmpty={(data) => data.checkInDays > 0 && data.bands.every((band) => band.trades === 0)}
      narrowed={narrowed}
      errorTitle="No se pudieron relacionar tus resultados con tu preparación"
    >
      {(data) =>
        data.checkInDays === 0 ? (
          <div data-testid="preparacion-sin-check-ins">
            <Empty description="Aún no has hecho ningún check-in en MindCrafter. Hazlo antes de cada sesión y aquí verás cómo te va según tu preparación.">
              <LinkButton to="/mindcrafter" variant="primary">
                Hacer un check-in en MindCrafter
              </LinkButton>
            </Empty>
          </div>
        ) : (
          <>
            <p className="pc-secondary" style={{ fontSize: 13, marginTop: 0 }}>
              Cada operación cuenta en el día en que la abriste (en tu zona horaria), con la preparación del
              último check-in de ese día en MindCrafter: baja por debajo de {READINESS_THRESHOLDS.medium},
              media de {READINESS_THRESHOLDS.medium} a {READINESS_THRESHOLDS.high - 1} y alta desde{' '}
              {READINESS_THRESHOLDS.high}.
            </p>
            <ReadinessTable bands={data.bands} />
          </>
        )
      }
    </StatsCard>
  );
}
