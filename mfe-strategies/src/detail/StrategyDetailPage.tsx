import { UnorderedListOutlined } from '@ant-design/icons';
import { STRATEGY_STYLE_LABELS } from '@pipcrafters/contracts';
import { LinkButton, PageHeading } from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { StrategyMessages } from '../api/errors';
import { strategiesApi, strategyKeys } from '../api/strategies-api';
import { MarkdownView } from '../components/MarkdownView';
import { StatusTag } from '../components/StatusTag';
import { StrategyActions } from '../components/StrategyActions';
import { StrategyLoadError } from '../components/StrategyError';
import { formatDate } from '../format/format';
import { useTimeZone } from '../hooks/useTimeZone';
import { JournalFigures } from './JournalFigures';
import { RiskAndMarketCard } from './RiskAndMarketCard';
import { RulesCard } from './RulesCard';
import { ScreenshotsCard } from './ScreenshotsCard';
import { VersionHistory } from './VersionHistory';

/**
 * /estrategias/{id}: what the strategy is (description, rules, checklist, risk, market, screenshots, versions) and
 * how it has done in the journal (figures, equity curve, each rule followed against broken).
 */
export function StrategyDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const timeZone = useTimeZone();
  const query = useQuery({
    queryKey: strategyKeys.detail(id),
    queryFn: ({ signal }) => strategiesApi.get(id, signal),
  });

  if (query.isPending)
    return (
      <>
        <PageHeading title="Estrategia" />
        <Skeleton active paragraph={{ rows: 12 }} />
      </>
    );
  if (query.isError)
    return (
      <>
        <PageHeading title="Estrategia" />
        <StrategyLoadError
          title={StrategyMessages.load}
          error={query.error}
          onRetry={() => void query.refetch()}
          extra={<LinkButton to="/estrategias">Volver a estrategias</LinkButton>}
        />
      </>
    );

  const strategy = query.data;
  return (
    <>
      <PageHeading
        title={strategy.name}
        description={
          <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
            <StatusTag status={strategy.status} />
            <Tag style={{ marginInlineEnd: 0 }}>{STRATEGY_STYLE_LABELS[strategy.style]}</Tag>
            <span data-testid="version-actual">Versión {strategy.version}</span>
            <span aria-hidden>·</span>
            <span>
              Actualizada el{' '}
              <time dateTime={strategy.updatedAt}>{formatDate(strategy.updatedAt, timeZone)}</time>
            </span>
          </span>
        }
        extra={
          <Flex vertical gap={8} align="flex-end">
            <LinkButton
              to={`/pipjournal?strategyId=${encodeURIComponent(strategy.id)}`}
              icon={<UnorderedListOutlined aria-hidden />}
            >
              Ver operaciones
            </LinkButton>
            <StrategyActions
              strategy={strategy}
              onDuplicated={(copy) => navigate(`/estrategias/${encodeURIComponent(copy.id)}`)}
              onDeleted={() => navigate('/estrategias', { replace: true })}
            />
          </Flex>
        }
      />
      <Flex vertical gap={16}>
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <Flex vertical gap={16}>
              <Card
                title={
                  <Typography.Title level={2} id="descripcion" style={{ fontSize: 16, margin: 0 }}>
                    Descripción
                  </Typography.Title>
                }
              >
                {strategy.description.trim() ? (
                  <MarkdownView text={strategy.description} />
                ) : (
                  <Typography.Text type="secondary">Sin descripción.</Typography.Text>
                )}
              </Card>
              <RulesCard strategy={strategy} />
            </Flex>
          </Col>
          <Col xs={24} xl={10}>
            <Flex vertical gap={16}>
              <RiskAndMarketCard strategy={strategy} />
              <VersionHistory strategyId={strategy.id} current={strategy.version} timeZone={timeZone} />
            </Flex>
          </Col>
        </Row>
        <JournalFigures strategyId={strategy.id} timeZone={timeZone} />
        <ScreenshotsCard strategy={strategy} />
      </Flex>
    </>
  );
}
