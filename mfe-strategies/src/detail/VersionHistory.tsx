import { HistoryOutlined } from '@ant-design/icons';
import type { StrategyVersion } from '@pipcrafters/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Card, Skeleton, Tag, Typography } from 'antd';
import { StrategyMessages } from '../api/errors';
import { strategiesApi, strategyKeys, VERSIONS_PAGE } from '../api/strategies-api';
import { StrategyLoadError } from '../components/StrategyError';
import { formatDateTime } from '../format/format';

function changesText(version: StrategyVersion): string {
  if (version.version === 1 || version.changes.length === 0) return 'Versión inicial.';
  return `Cambió: ${version.changes.join(', ')}.`;
}

/** Every kept version, newest first, with its date and what changed against the one before; paged. */
export function VersionHistory({
  strategyId,
  current,
  timeZone,
}: {
  strategyId: string;
  current: number;
  timeZone: string;
}) {
  const versions = useInfiniteQuery({
    queryKey: [...strategyKeys.versions(strategyId), current],
    queryFn: ({ pageParam, signal }) => strategiesApi.versions(strategyId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => {
      const oldest = last.at(-1)?.version;
      return last.length === VERSIONS_PAGE && oldest !== undefined && oldest > 1 ? oldest : undefined;
    },
  });
  const items = (versions.data?.pages.flat() ?? []).sort((a, b) => b.version - a.version);

  return (
    <Card
      title={
        <Typography.Title level={2} id="versiones" style={{ fontSize: 16, margin: 0 }}>
          <HistoryOutlined aria-hidden /> Historial de versiones
        </Typography.Title>
      }
    >
      {versions.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : versions.isError ? (
        <StrategyLoadError
          title={StrategyMessages.load}
          error={versions.error}
          onRetry={() => void versions.refetch()}
        />
      ) : (
        <>
          <ol
            aria-labelledby="versiones"
            data-testid="historial-versiones"
            style={{ margin: 0, padding: 0, listStyle: 'none' }}
          >
            {items.map((version) => (
              <li
                key={version.version}
                data-version={version.version}
                style={{ padding: '8px 0', borderBottom: '1px solid rgba(128,128,128,0.2)' }}
              >
                <Typography.Text strong>Versión {version.version}</Typography.Text>{' '}
                {version.version === current ? <Tag style={{ marginInlineStart: 4 }}>actual</Tag> : null}
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
                  <time dateTime={version.createdAt}>{formatDateTime(version.createdAt, timeZone)}</time>
                </Typography.Text>
                <Typography.Text style={{ display: 'block', fontSize: 13 }}>
                  {changesText(version)}
                </Typography.Text>
              </li>
            ))}
          </ol>
          {versions.hasNextPage ? (
            <Button
              style={{ marginTop: 8 }}
              loading={versions.isFetchingNextPage}
              onClick={() => void versions.fetchNextPage()}
            >
              Ver versiones anteriores
            </Button>
          ) : null}
        </>
      )}
    </Card>
  );
}
