import { PlusOutlined } from '@ant-design/icons';
import {
  STRATEGY_STATUS_LABELS,
  STRATEGY_STATUSES,
  STRATEGY_STYLE_LABELS,
  type Strategy,
  type StrategyStatus,
} from '@pipcrafters/contracts';
import { LinkButton, PageHeading } from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Flex, Pagination, Radio, Result, Row, Skeleton, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { StrategyMessages } from '../api/errors';
import { strategiesApi, strategyKeys } from '../api/strategies-api';
import { StatusTag } from '../components/StatusTag';
import { StrategyActions } from '../components/StrategyActions';
import { StrategyLoadError } from '../components/StrategyError';
import { formatDate } from '../format/format';
import { useTimeZone } from '../hooks/useTimeZone';

const PAGE_SIZE = 12;
type StatusFilter = StrategyStatus | 'todas';
const isStatus = (value: string | null): value is StrategyStatus =>
  (STRATEGY_STATUSES as readonly string[]).includes(value ?? '');

function StrategyCard({ strategy, timeZone }: { strategy: Strategy; timeZone: string }) {
  const titleId = `estrategia-${strategy.id}`;
  return (
    <Card style={{ height: '100%' }} styles={{ body: { height: '100%' } }}>
      <article aria-labelledby={titleId} data-testid="tarjeta-estrategia" style={{ height: '100%' }}>
        <Flex vertical gap={8} style={{ height: '100%' }}>
          <Typography.Title
            level={2}
            id={titleId}
            style={{ fontSize: 18, margin: 0, overflowWrap: 'anywhere' }}
          >
            <Link to={`/estrategias/${encodeURIComponent(strategy.id)}`}>{strategy.name}</Link>
          </Typography.Title>
          <Flex gap={6} wrap>
            <StatusTag status={strategy.status} />
            <Tag style={{ marginInlineEnd: 0 }}>{STRATEGY_STYLE_LABELS[strategy.style]}</Tag>
            <Tag style={{ marginInlineEnd: 0 }}>Versión {strategy.version}</Tag>
          </Flex>
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {strategy.instruments.length ? strategy.instruments.join(', ') : 'Sin instrumentos'}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            Actualizada el{' '}
            <time dateTime={strategy.updatedAt}>{formatDate(strategy.updatedAt, timeZone)}</time>
          </Typography.Text>
          <div style={{ marginTop: 'auto', paddingTop: 8 }}>
            <StrategyActions strategy={strategy} size="small" />
          </div>
        </Flex>
      </article>
    </Card>
  );
}

/** /estrategias: the user's strategies, newest change first, filtered by status, twelve a page. */
export function StrategiesListPage() {
  const timeZone = useTimeZone();
  const [params, setParams] = useSearchParams();
  const estado = params.get('estado');
  const filter: StatusFilter = isStatus(estado) ? estado : 'todas';
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
  const query = useQuery({
    queryKey: strategyKeys.list(),
    queryFn: ({ signal }) => strategiesApi.list(signal),
  });

  const heading = (
    <PageHeading
      title="Estrategias"
      description="Tus estrategias con sus reglas de entrada, salida y riesgo. El diario mide cada una, y cada regla."
      extra={
        <LinkButton to="/estrategias/new" type="primary" icon={<PlusOutlined aria-hidden />}>
          Nueva estrategia
        </LinkButton>
      }
    />
  );
  if (query.isPending)
    return (
      <>
        {heading}
        <Skeleton active paragraph={{ rows: 6 }} />
      </>
    );
  if (query.isError)
    return (
      <>
        {heading}
        <StrategyLoadError
          title={StrategyMessages.loadList}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </>
    );

  const all = [...query.data].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  if (all.length === 0)
    return (
      <>
        {heading}
        <Card>
          <Result
            status="info"
            title="Aún no tienes estrategias"
            subTitle="Empieza con una plantilla (ruptura de Londres, retroceso a la media, rebote en soporte…): trae sus reglas, su gestión del riesgo y notas honestas de cuándo falla. O escribe la tuya desde cero."
            extra={
              <Flex gap={8} wrap justify="center">
                <LinkButton to="/estrategias/new" type="primary">
                  Elegir una plantilla
                </LinkButton>
                <LinkButton to="/estrategias/new?plantilla=blanco">Empezar en blanco</LinkButton>
              </Flex>
            }
          />
        </Card>
      </>
    );

  const shown = filter === 'todas' ? all : all.filter((strategy) => strategy.status === filter);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const visible = shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const setFilter = (next: StatusFilter) =>
    setParams(next === 'todas' ? {} : { estado: next }, { replace: true });
  const setPage = (next: number) =>
    setParams(
      { ...(filter === 'todas' ? {} : { estado: filter }), ...(next > 1 ? { pagina: String(next) } : {}) },
      { replace: true },
    );
  const count = (status: StatusFilter) =>
    status === 'todas' ? all.length : all.filter((strategy) => strategy.status === status).length;

  return (
    <>
      {heading}
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 16 }}>
        <Radio.Group
          aria-label="Filtrar por estado"
          optionType="button"
          value={filter}
          onChange={(event) => setFilter(event.target.value as StatusFilter)}
          options={[
            { value: 'todas', label: `Todas (${count('todas')})` },
            ...STRATEGY_STATUSES.map((status) => ({
              value: status,
              label: `${STRATEGY_STATUS_LABELS[status]} (${count(status)})`,
            })),
          ]}
        />
        <Typography.Text type="secondary" aria-live="polite" data-testid="estrategias-mostradas">
          {shown.length === 1 ? '1 estrategia' : `${shown.length} estrategias`}
        </Typography.Text>
      </Flex>
      {visible.length === 0 ? (
        <Card>
          <Empty
            description={`Ninguna estrategia con el estado «${filter === 'todas' ? '' : STRATEGY_STATUS_LABELS[filter]}».`}
          />
        </Card>
      ) : (
        <Row gutter={[16, 16]} role="list" aria-label="Estrategias">
          {visible.map((strategy) => (
            <Col key={strategy.id} xs={24} md={12} xl={8} role="listitem">
              <StrategyCard strategy={strategy} timeZone={timeZone} />
            </Col>
          ))}
        </Row>
      )}
      {shown.length > PAGE_SIZE ? (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Pagination
            current={current}
            pageSize={PAGE_SIZE}
            total={shown.length}
            onChange={setPage}
            showSizeChanger={false}
          />
        </Flex>
      ) : null}
    </>
  );
}
