import { PageHeading } from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Skeleton } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { isNotFound } from '../api/errors';
import { learningApi, learningKeys } from '../api/learning-api';
import { LessonBody } from '../components/LessonBody';
import { LoadError } from '../components/LoadError';
import { NotFoundState } from '../components/NotFoundState';
import { Trail } from '../components/Trail';

const BACK = { to: '/documentation', label: 'Volver a la documentación' };

/** /documentation/:id: one page of the documentation, rendered like a lesson, with the previous and next pages. */
export function DocPage() {
  const { id = '' } = useParams();
  const page = useQuery({
    queryKey: learningKeys.doc(id),
    queryFn: ({ signal }) => learningApi.doc(id, signal),
  });
  const glossary = useQuery({
    queryKey: learningKeys.glossary(),
    queryFn: ({ signal }) => learningApi.glossary(signal),
  });

  if (page.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (page.isError) {
    if (isNotFound(page.error)) return <NotFoundState error={page.error} back={BACK} />;
    return (
      <>
        <PageHeading title="Documentación" />
        <LoadError
          title="No se pudo cargar la página"
          error={page.error}
          onRetry={() => void page.refetch()}
        />
      </>
    );
  }
  const doc = page.data;
  return (
    <>
      <Trail items={[{ title: <Link to="/documentation">Documentación</Link> }, { title: doc.title }]} />
      <PageHeading title={doc.title} description={doc.summary} />
      <Card>
        <LessonBody html={doc.html} glossary={glossary.data ?? []} />
      </Card>
      <nav aria-label="Páginas de la documentación">
        <Flex justify="space-between" gap={16} wrap style={{ marginTop: 16 }}>
          {doc.previous ? (
            <Link to={`/documentation/${encodeURIComponent(doc.previous.id)}`}>← {doc.previous.title}</Link>
          ) : (
            <span />
          )}
          {doc.next ? (
            <Link to={`/documentation/${encodeURIComponent(doc.next.id)}`}>{doc.next.title} →</Link>
          ) : null}
        </Flex>
      </nav>
    </>
  );
}
