import { PlusOutlined } from '@ant-design/icons';
import {
  STRATEGY_STATUS_LABELS,
  STRATEGY_STATUSES,
  STRATEGY_STYLE_LABELS,
  type Strategy,
  type StrategyStatus,
} from '@pipcrafters/contracts';
import {
  Card,
  Empty,
  Flex,
  LinkButton,
  PageHeading,
  Pagination,
  RadioGroup,
  Result,
  Skeleton,
  Tag,
  Text,
} from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { StrategyMessages } from '../api/errors';
import { strategiesApi, strategyKeys } from '../api/strategies-api';
import { StatusTag } from '../components/StatusTag';
import { StrategyActions } from '../components/StrategyActions';
import { StrategyLoadError } from '../components/StrategyError';
import { formatDate } from '../format/format';
import { useTimeZone } from '../hooks/useTimeZone';

const PAGE_SIZE = 12;
/** One card a row on a phone, two on a tablet, three on a wide screen (antd's xs 24, md 12, xl 8 before). */
const GRID_STYLE = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: 16,
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;
const CARD_TITLE_STYLE = {
  fontSize: 18,
  fontWeight: 600,
  lineHeight: 1.4,
  margin: 0,
  overflowWrap: 'anywhere',
} as const;
type StatusFilter = StrategyStatus | 'todas';
const isStatus = (value: string | null): value is StrategyStatus =>
  (STRATEGY_STATUSES as readonly string[]).includes(value ?? '');

/** The kit's Card look, as the grid's cells: every card of a row as tall as the tallest, its actions at the bottom. */
const CARD_STYLE = {
  boxSizing: 'border-box',
  height: '100%',
  padding: 24,
  border: '1px solid var(--pc-border-secondary)',
  borderRadius: 8,
  background: 'var(--pc-surface)',
  color: 'var(--pc-text)',
} as const;
const LINK_STYLE = { color: 'var(--pc-link)', textDecoration: 'none' } as const;

function StrategyCard({ strategy, timeZone }: { strategy: Strategy; timeZone: string }) {
  const titleId = `estrategia-${strategy.id}`;
  return (
    <article aria-labelledby={titleId} data-testid="tarjeta-estrategia" style={CARD_STYLE}>
      <Flex vertical gap={8} style={{ height: '100%' }}>
        <h2 id={titleId} style={CARD_TITLE_STYLE}>
          <Link to={`/estrategias/${encodeURIComponent(strategy.id)}`} style={LINK_STYLE}>
            {strategy.name}
          </Link>
        </h2>
        <Flex gap={6} wrap>
          <StatusTag status={strategy.status} />
          <Tag>{STRATEGY_STYLE_LABELS[strategy.style]}</Tag>
          <Tag>Versión {strategy.version}</Tag>
        </Flex>
        <Text secondary style={{ overflowWrap: 'anywhere' }}>
          {strategy.instruments.length ? strategy.instruments.join(', ') : 'Sin instrumentos'}
        </Text>
        <Text secondary style={{ fontSize: 13 }}>
          Actualizada el <time dateTime={strategy.updatedAt}>{formatDate(strategy.updatedAt, timeZone)}</time>
        </Text>
        <div style={{ marginTop: 'auto', paddingTop: 8 }}>
          <StrategyActions strategy={strategy} size="small" />
        </div>
      </Flex>
    </article>
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
        <LinkButton to="/estrategias/new" variant="primary" icon={<PlusOutlined aria-hidden />}>
          Nueva estrategia
        </LinkButton>
      }
    />
  );
  if (query.isPending)
    return (
      <>
        {heading}
        <Skeleton rows={6} />
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
                <LinkButton to="/estrategias/new" variant="primary">
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
        {/* On a phone the four filters scroll sideways rather than squeeze their texts. */}
        <div style={{ maxWidth: '100%', minWidth: 0, overflowX: 'auto', whiteSpace: 'nowrap' }}>
          <RadioGroup<StatusFilter>
            aria-label="Filtrar por estado"
            value={filter}
            onChange={setFilter}
            options={[
              { value: 'todas', label: `Todas (${count('todas')})` },
              ...STRATEGY_STATUSES.map((status) => ({
                value: status,
                label: `${STRATEGY_STATUS_LABELS[status]} (${count(status)})`,
              })),
            ]}
          />
        </div>
        <Text secondary aria-live="polite" data-testid="estrategias-mostradas">
          {shown.length === 1 ? '1 estrategia' : `${shown.length} estrategias`}
        </Text>
      </Flex>
      {visible.length === 0 ? (
        <Card>
          <Empty
            description={`Ninguna estrategia con el estado «${filter === 'todas' ? '' : STRATEGY_STATUS_LABELS[filter]}».`}
          />
        </Card>
      ) : (
        <ul style={GRID_STYLE} aria-label="Estrategias">
          {visible.map((strategy) => (
            <li key={strategy.id}>
              <StrategyCard strategy={strategy} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      )}
      {shown.length > PAGE_SIZE ? (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Pagination current={current} pageSize={PAGE_SIZE} total={shown.length} onChange={setPage} />
        </Flex>
      ) : null}
    </>
  );
}
