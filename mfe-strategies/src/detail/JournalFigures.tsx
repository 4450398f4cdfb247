import { SMALL_SAMPLE } from '@pipcrafters/contracts';
import { LinkButton, tradesLabel, useRealtime } from '@pipcrafters/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Result, Skeleton, Typography } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { isNotFound, journalErrorMessage } from '../api/errors';
import { strategiesApi, strategyKeys } from '../api/strategies-api';
import { RuleFiguresTable } from './RuleFiguresTable';
import { SummaryFigures } from './SummaryFigures';
import { VersionFiguresTable } from './VersionFiguresTable';

const EquityChart = lazy(() => import('./EquityChart').then((module) => ({ default: module.EquityChart })));

function FiguresCard({
  id,
  title,
  extra,
  children,
}: {
  id: string;
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      title={
        <Typography.Title level={2} id={id} style={{ fontSize: 16, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
      styles={{ body: { overflowX: 'auto' } }}
    >
      <section aria-labelledby={id}>{children}</section>
    </Card>
  );
}

/**
 * The strategy measured by the journal (its cookie API): EdgePilot's figures for the trades assigned to it, the
 * equity curve, and each rule followed against broken. Read again when a trade is added or changed, in any tab.
 */
export function JournalFigures({ strategyId, timeZone }: { strategyId: string; timeZone: string }) {
  const queryClient = useQueryClient();
  const key = strategyKeys.stats(strategyId);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  useRealtime('trade:new', refresh);
  useRealtime('trade:update', refresh);
  const stats = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => strategiesApi.stats(strategyId, signal),
    // The journal learns of a new strategy through an event: until then it answers 404, which means "no trades".
    retry: (count, error) => !isNotFound(error) && count < 1,
  });

  if (stats.isPending)
    return (
      <FiguresCard id="resultados" title="Resultados en el diario">
        <Skeleton active paragraph={{ rows: 5 }} />
      </FiguresCard>
    );
  if (stats.isError && !isNotFound(stats.error))
    return (
      <FiguresCard id="resultados" title="Resultados en el diario">
        <Result
          status="error"
          title="No se pudieron cargar las cifras del diario"
          subTitle={journalErrorMessage(stats.error)}
          extra={<Button onClick={() => void stats.refetch()}>Reintentar</Button>}
        />
      </FiguresCard>
    );
  const data = stats.data;
  if (!data || data.summary.trades === 0)
    return (
      <FiguresCard id="resultados" title="Resultados en el diario">
        <Empty description="Aún no hay operaciones asignadas a esta estrategia. En el diario, asígnale tus operaciones y marca las reglas que seguiste: aquí verás sus cifras y las de cada regla.">
          <LinkButton to="/pipjournal" type="primary">
            Ir al diario
          </LinkButton>
        </Empty>
      </FiguresCard>
    );

  return (
    <Flex vertical gap={16}>
      <FiguresCard
        id="resultados"
        title="Resultados en el diario"
        extra={
          <Typography.Text type="secondary" data-testid="operaciones-estrategia">
            {tradesLabel(data.summary.trades)}
          </Typography.Text>
        }
      >
        <Flex vertical gap={16}>
          {data.summary.currency === null ? (
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              Estas operaciones están en cuentas de varias divisas: los importes se suman sin convertirlos.
            </Typography.Text>
          ) : null}
          <SummaryFigures summary={data.summary} />
          {data.summary.trades < SMALL_SAMPLE ? (
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              Con menos de {SMALL_SAMPLE} operaciones las cifras pueden cambiar mucho con cada operación
              nueva: tómalas como una primera pista, no como una conclusión.
            </Typography.Text>
          ) : null}
          {data.equity.length ? (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
              <EquityChart points={data.equity} currency={data.summary.currency} timeZone={timeZone} />
            </Suspense>
          ) : null}
        </Flex>
      </FiguresCard>
      <FiguresCard id="resultados-por-regla" title="Resultados por regla">
        <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
          Las operaciones de la estrategia en las que marcaste la regla como seguida, frente a las que no.
          Solo cuentan las operaciones en las que marcaste las reglas.
        </Typography.Paragraph>
        {data.rules.length ? (
          <RuleFiguresTable rules={data.rules} />
        ) : (
          <Empty description="Esta estrategia no tiene reglas de entrada ni de salida que medir." />
        )}
      </FiguresCard>
      {data.versions.length > 1 ? (
        <FiguresCard id="resultados-por-version" title="Resultados por versión">
          <VersionFiguresTable versions={data.versions} currency={data.summary.currency} />
        </FiguresCard>
      ) : null}
    </Flex>
  );
}
