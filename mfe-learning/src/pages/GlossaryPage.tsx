import { PageHeading } from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Flex, Input, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { learningApi, learningKeys } from '../api/learning-api';
import { LoadError } from '../components/LoadError';
import { Trail } from '../components/Trail';
import { formatNumber } from '../format/numbers';
import { byInitial, filterGlossary } from '../glossary/filter-glossary';

/** /documentation/glosario: every term of the course, searchable as you type (accents ignored), by letter. */
export function GlossaryPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const glossary = useQuery({
    queryKey: learningKeys.glossary(),
    queryFn: ({ signal }) => learningApi.glossary(signal),
  });
  const groups = useMemo(() => byInitial(filterGlossary(glossary.data ?? [], query)), [glossary.data, query]);
  const shown = groups.reduce((total, [, list]) => total + list.length, 0);

  let body: React.ReactNode;
  if (glossary.isPending) body = <Skeleton active paragraph={{ rows: 12 }} />;
  else if (glossary.isError)
    body = (
      <LoadError
        title="No se pudo cargar el glosario"
        error={glossary.error}
        onRetry={() => void glossary.refetch()}
      />
    );
  else if (shown === 0) body = <Empty description={`Ningún término coincide con «${query}».`} />;
  else
    body = (
      <Flex vertical gap={16}>
        {groups.map(([letter, entries]) => (
          <Card key={letter} title={<h2 style={{ fontSize: 18, margin: 0 }}>{letter}</h2>}>
            <dl style={{ margin: 0 }}>
              {entries.map((entry) => (
                <div key={entry.id} id={`termino-${entry.id}`} style={{ marginBottom: 14 }}>
                  <dt style={{ fontWeight: 600 }}>
                    {entry.term}
                    {entry.english && entry.english !== entry.term ? (
                      <Typography.Text type="secondary" style={{ fontWeight: 400 }}>
                        {' '}
                        (en inglés, <span lang="en">{entry.english}</span>)
                      </Typography.Text>
                    ) : null}
                  </dt>
                  <dd style={{ margin: '2px 0 0' }}>
                    {entry.definition}
                    {entry.lesson ? (
                      <>
                        {' '}
                        <Link
                          to={`/aprende/lesson/${encodeURIComponent(entry.lesson.id)}`}
                          style={{ textDecoration: 'underline' }}
                        >
                          Lección: {entry.lesson.title}
                        </Link>
                      </>
                    ) : null}
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
        ))}
      </Flex>
    );

  return (
    <>
      <Trail items={[{ title: <Link to="/documentation">Documentación</Link> }, { title: 'Glosario' }]} />
      <PageHeading
        title="Glosario de trading"
        description={
          glossary.data
            ? `${formatNumber(glossary.data.length)} términos del curso, con su equivalente en inglés y la lección que los explica.`
            : 'Los términos del curso, con su equivalente en inglés y la lección que los explica.'
        }
      />
      <Input.Search
        aria-label="Buscar en el glosario"
        placeholder="Buscar un término (por ejemplo, apalancamiento o leverage)"
        allowClear
        value={query}
        onChange={(event) =>
          setParams(event.target.value ? { q: event.target.value } : {}, { replace: true })
        }
        style={{ maxWidth: 480, marginBottom: 16 }}
      />
      <Typography.Paragraph type="secondary" aria-live="polite">
        {glossary.data ? (shown === 1 ? '1 término' : `${formatNumber(shown)} términos`) : null}
      </Typography.Paragraph>
      {body}
    </>
  );
}
