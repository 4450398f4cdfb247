import { COMMUNITY_LIMITS, type CommunitySearchHit } from '@pipcrafters/contracts';
import { Empty, Flex, Paragraph, Skeleton, Text } from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { communityApi, communityKeys } from '../api/community-api';
import { CommunityLoadError } from '../components/CommunityError';
import { postPath } from '../components/PostCard';
import { CategoryTag } from '../components/PostTags';
import { RelativeTime } from '../components/RelativeTime';
import { countLabel } from '../format/format';
import { Card, Title } from '../ui/light';
import { snippetParts } from './snippet';

/** The service's snippet with its matches marked: text nodes and <mark>s, never HTML. */
export function Snippet({ text }: { text: string }) {
  return (
    <Paragraph style={{ margin: 0, overflowWrap: 'anywhere' }} data-testid="fragmento">
      {snippetParts(text).map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet never move
          <mark key={index}>{part.text}</mark>
        ) : (
          part.text
        ),
      )}
    </Paragraph>
  );
}

function hitPath(hit: CommunitySearchHit): string {
  return `${postPath(hit.post.id)}${hit.commentId ? `#comentario-${encodeURIComponent(hit.commentId)}` : ''}`;
}

/** Posts and comments matching `query` (at least 3 characters), each with where it matched. */
export function SearchResults({ query }: { query: string }) {
  const search = useQuery({
    queryKey: communityKeys.search(query),
    queryFn: ({ signal }) => communityApi.search(query, signal),
    enabled: query.length >= COMMUNITY_LIMITS.searchMin,
  });

  if (search.isPending) return <Skeleton rows={4} />;
  if (search.isError)
    return (
      <CommunityLoadError
        title="Error al buscar"
        error={search.error}
        onRetry={() => void search.refetch()}
      />
    );

  return (
    <section aria-labelledby="resultados-busqueda">
      <Title level={2} id="resultados-busqueda" style={{ fontSize: 18 }}>
        {search.data.length === 1 ? '1 resultado' : `${search.data.length} resultados`} para «{query}»
      </Title>
      {search.data.length === 0 ? (
        <Card>
          <Empty description="Nada coincide con tu búsqueda. Prueba con otras palabras." />
        </Card>
      ) : (
        <ul className="pcc-list">
          {search.data.map((hit) => (
            <li key={`${hit.post.id}-${hit.commentId ?? 'post'}`} data-testid="resultado-busqueda">
              <Flex vertical gap={4} style={{ width: '100%', minWidth: 0 }}>
                <Flex gap={8} wrap align="center">
                  <CategoryTag name={hit.post.categoryName} />
                  {hit.commentId ? <Text secondary>En un comentario</Text> : null}
                </Flex>
                <Text strong className="pcc-text" style={{ fontSize: 16, overflowWrap: 'anywhere' }}>
                  <Link to={hitPath(hit)}>{hit.post.title}</Link>
                </Text>
                <Snippet text={hit.snippet} />
                <Text secondary style={{ fontSize: 13 }}>
                  {hit.post.author.name} · <RelativeTime iso={hit.post.createdAt} /> ·{' '}
                  {countLabel(hit.post.commentsCount, 'comentario', 'comentarios')}
                </Text>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
