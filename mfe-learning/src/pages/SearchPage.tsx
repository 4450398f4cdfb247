import { SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_MIN_LENGTH } from '@pipcrafters/contracts';
import { PageHeading } from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, List, Skeleton, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { learningApi, learningKeys } from '../api/learning-api';
import { LessonSearchBox } from '../components/LessonSearchBox';
import { LoadError } from '../components/LoadError';
import { SearchSnippet } from '../components/SearchSnippet';
import { formatNumber } from '../format/numbers';

/** /aprende/buscar?q=: the lessons whose text matches, with the matches highlighted. */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const searchable = query.length >= SEARCH_QUERY_MIN_LENGTH && query.length <= SEARCH_QUERY_MAX_LENGTH;
  const search = useQuery({
    queryKey: learningKeys.search(query),
    queryFn: ({ signal }) => learningApi.search(query, signal),
    enabled: searchable,
  });

  let body: React.ReactNode;
  if (!searchable)
    body = (
      <Alert
        type="info"
        showIcon
        title={
          query.length === 0
            ? 'Escribe qué quieres buscar en las lecciones.'
            : `Escribe al menos ${SEARCH_QUERY_MIN_LENGTH} caracteres para buscar.`
        }
      />
    );
  else if (search.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (search.isError)
    body = <LoadError title="No se pudo buscar" error={search.error} onRetry={() => void search.refetch()} />;
  else if (search.data.results.length === 0 && search.data.terms.length === 0)
    body = <Empty description={`Ninguna lección habla de «${query}». Prueba con otras palabras.`} />;
  else
    body = (
      <>
        {search.data.terms.length > 0 ? (
          <Card
            title={<h2 style={{ fontSize: 17, margin: 0 }}>En el glosario</h2>}
            style={{ marginBottom: 16 }}
          >
            <dl style={{ margin: 0 }}>
              {search.data.terms.map((term) => (
                <div key={term.id} style={{ marginBottom: 10 }}>
                  <dt style={{ fontWeight: 600 }}>
                    <Link
                      to={`/documentation/glosario?${new URLSearchParams({ q: term.term })}`}
                      style={{ textDecoration: 'underline' }}
                    >
                      {term.term}
                    </Link>
                    {term.english && term.english !== term.term ? (
                      <Typography.Text type="secondary" style={{ fontWeight: 400 }}>
                        {' '}
                        (<span lang="en">{term.english}</span>)
                      </Typography.Text>
                    ) : null}
                  </dt>
                  <dd style={{ margin: '2px 0 0' }}>
                    {term.definition}
                    {term.lesson ? (
                      <>
                        {' '}
                        <Link
                          to={`/aprende/lesson/${encodeURIComponent(term.lesson.id)}`}
                          style={{ textDecoration: 'underline' }}
                        >
                          Lección: {term.lesson.title}
                        </Link>
                      </>
                    ) : null}
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
        ) : null}
        {search.data.results.length > 0 ? (
          <Card>
            <Typography.Paragraph type="secondary" aria-live="polite">
              {search.data.results.length === 1
                ? '1 lección encontrada'
                : `${formatNumber(search.data.results.length)} lecciones encontradas`}
            </Typography.Paragraph>
            <List
              dataSource={search.data.results}
              rowKey="lessonId"
              renderItem={(result) => (
                <List.Item>
                  <div style={{ minWidth: 0 }}>
                    <Typography.Title level={2} style={{ fontSize: 17, margin: 0 }}>
                      <Link to={`/aprende/lesson/${encodeURIComponent(result.lessonId)}`}>
                        {result.title}
                      </Link>
                    </Typography.Title>
                    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                      Módulo:{' '}
                      <Link to={`/aprende/module/${encodeURIComponent(result.moduleId)}`}>
                        {result.moduleTitle}
                      </Link>
                    </Typography.Text>
                    <Typography.Paragraph style={{ margin: '4px 0 0' }} data-testid="search-snippet">
                      <SearchSnippet parts={result.snippetParts} />
                    </Typography.Paragraph>
                  </div>
                </List.Item>
              )}
            />
          </Card>
        ) : null}
      </>
    );

  return (
    <>
      <PageHeading
        title={query ? `Resultados de «${query}»` : 'Buscar en las lecciones'}
        description={<Link to="/aprende">Volver a Aprende</Link>}
      />
      <div style={{ marginBottom: 16 }}>
        <LessonSearchBox initial={query} width={480} />
      </div>
      {body}
    </>
  );
}
