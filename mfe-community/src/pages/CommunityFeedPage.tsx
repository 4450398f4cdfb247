import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { COMMUNITY_CATEGORIES, COMMUNITY_LIMITS, type CommunityFeedSort } from '@pipcrafters/contracts';
import {
  Button,
  Empty,
  Flex,
  Input,
  LinkButton,
  PageHeading,
  RadioGroup,
  Select,
  Skeleton,
  Text,
  useProgressiveList,
} from '@pipcrafters/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { communityApi, communityKeys } from '../api/community-api';
import { CommunityMessages } from '../api/errors';
import { CommunityLoadError } from '../components/CommunityError';
import { PostCard } from '../components/PostCard';
import { useCommunityUpdates } from '../hooks/useCommunityUpdates';
import { Card } from '../ui/light';

// The search's results load when a first search is made: the feed does not pay for them.
const SearchResults = lazy(() =>
  import('../search/SearchResults').then((module) => ({ default: module.SearchResults })),
);

const SORTS: { value: CommunityFeedSort; label: string }[] = [
  { value: 'new', label: 'Nuevos' },
  { value: 'top', label: 'Top de la semana' },
  { value: 'active', label: 'Activos' },
];
const ALL = 'todas';
/** The posts drawn with the page (a phone's first screen and more); the rest of the page of 20 in a transition. */
const FIRST_POSTS = 6;
const SEARCH_DELAY_MS = 300;

const isSort = (value: string | null): value is CommunityFeedSort =>
  SORTS.some((sort) => sort.value === value);
const isCategory = (value: string | null) => COMMUNITY_CATEGORIES.some((category) => category.slug === value);

/** The posts of one order and category, a page at a time ("Cargar más" follows the keyset cursor). */
function Feed({ sort, category }: { sort: CommunityFeedSort; category: string | null }) {
  const feed = useInfiniteQuery({
    queryKey: communityKeys.feed(sort, category),
    queryFn: ({ pageParam, signal }) => communityApi.feed({ sort, category, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

  const posts = feed.data?.pages.flatMap((page) => page.posts) ?? [];
  const drawnPosts = useProgressiveList(posts, FIRST_POSTS);

  if (feed.isPending) return <Skeleton rows={6} />;
  if (feed.isLoadingError)
    return (
      <CommunityLoadError
        title={CommunityMessages.loadList}
        error={feed.error}
        onRetry={() => void feed.refetch()}
      />
    );

  if (posts.length === 0)
    return (
      <Card>
        <Empty
          description={
            category
              ? 'Aún no hay posts en esta categoría. ¡Escribe el primero!'
              : 'Aún no hay posts. ¡Escribe el primero!'
          }
        >
          <LinkButton to="/community/new" variant="primary">
            Escribir un post
          </LinkButton>
        </Empty>
      </Card>
    );

  return (
    <>
      <ul
        aria-label="Posts"
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: 12,
        }}
      >
        {drawnPosts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      {feed.isFetchNextPageError ? (
        <div style={{ marginTop: 16 }}>
          <CommunityLoadError
            title={CommunityMessages.loadList}
            error={feed.error}
            onRetry={() => void feed.fetchNextPage()}
          />
        </div>
      ) : null}
      {feed.hasNextPage && !feed.isFetchNextPageError ? (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Button onClick={() => void feed.fetchNextPage()} loading={feed.isFetchingNextPage}>
            Cargar más
          </Button>
        </Flex>
      ) : null}
    </>
  );
}

/**
 * /community: the feed (new, top of the week or active; one category or all), a search over posts and comments,
 * and "Nuevo post". The order, category and search live in the address, so a link or the back button keeps them.
 */
export function CommunityFeedPage() {
  const [params, setParams] = useSearchParams();
  const orden = params.get('orden');
  const sort: CommunityFeedSort = isSort(orden) ? orden : 'new';
  const categoria = params.get('categoria');
  const category = isCategory(categoria) ? categoria : null;
  const query = (params.get('q') ?? '').trim();
  const [typed, setTyped] = useState(params.get('q') ?? '');
  useCommunityUpdates();

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // The search follows the typing, a moment after it stops.
  useEffect(() => {
    const text = typed.trim();
    if (text === query) return;
    const timer = setTimeout(() => update({ q: text || null }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, query, update]);

  const searching = query.length >= COMMUNITY_LIMITS.searchMin;
  const tooShort = typed.trim().length > 0 && typed.trim().length < COMMUNITY_LIMITS.searchMin;

  return (
    <>
      <PageHeading
        title="Comunidad"
        description="Comparte ideas, dudas y resultados con otros traders."
        extra={
          <LinkButton to="/community/new" variant="primary" icon={<PlusOutlined aria-hidden />}>
            Nuevo post
          </LinkButton>
        }
      />
      <Flex vertical gap={12} style={{ marginBottom: 16 }}>
        <search>
          <Input
            allowClear
            type="search"
            prefix={<SearchOutlined aria-hidden />}
            placeholder="Buscar en posts y comentarios"
            aria-label="Buscar en la comunidad"
            aria-describedby={tooShort ? 'busqueda-ayuda' : undefined}
            value={typed}
            maxLength={200}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') update({ q: typed.trim() || null });
            }}
          />
          {tooShort ? (
            <Text secondary id="busqueda-ayuda" style={{ display: 'block', marginTop: 4, fontSize: 13 }}>
              Escribe al menos {COMMUNITY_LIMITS.searchMin} caracteres para buscar.
            </Text>
          ) : null}
        </search>
        {searching ? null : (
          <Flex gap={8} wrap justify="space-between" align="center">
            <RadioGroup
              aria-label="Ordenar los posts"
              value={sort}
              onChange={(value) => update({ orden: value === 'new' ? null : value })}
              options={SORTS}
            />
            <Select
              aria-label="Categoría"
              value={category ?? ALL}
              onChange={(value) => update({ categoria: value === ALL ? null : value })}
              options={[
                { value: ALL, label: 'Todas las categorías' },
                ...COMMUNITY_CATEGORIES.map((entry) => ({ value: entry.slug, label: entry.name })),
              ]}
              style={{ width: 'auto', minWidth: 220 }}
            />
          </Flex>
        )}
      </Flex>
      {searching ? (
        <>
          <Suspense fallback={<Skeleton rows={4} />}>
            <SearchResults query={query} />
          </Suspense>
          <Button
            variant="link"
            style={{ paddingInline: 0, marginTop: 8 }}
            onClick={() => {
              setTyped('');
              update({ q: null });
            }}
          >
            Volver a los posts
          </Button>
        </>
      ) : (
        <Feed sort={sort} category={category} />
      )}
    </>
  );
}
