import { BookOutlined, ReadOutlined } from '@ant-design/icons';
import { PageHeading } from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { learningApi, learningKeys } from '../api/learning-api';
import { LoadError } from '../components/LoadError';

/** /documentation: how each area of the platform works, and the glossary. */
export function DocumentationPage() {
  const docs = useQuery({ queryKey: learningKeys.docs(), queryFn: ({ signal }) => learningApi.docs(signal) });

  let body: React.ReactNode;
  if (docs.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (docs.isError)
    body = (
      <LoadError
        title="No se pudo cargar la documentación"
        error={docs.error}
        onRetry={() => void docs.refetch()}
      />
    );
  else if (docs.data.length === 0) body = <Empty description="Todavía no hay páginas de documentación." />;
  else
    body = (
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12} xl={8}>
          <Card style={{ height: '100%' }}>
            <Flex vertical gap={8}>
              <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                <BookOutlined aria-hidden /> <Link to="/documentation/glosario">Glosario de trading</Link>
              </Typography.Title>
              <Typography.Text type="secondary">
                Cada término técnico del curso, con su equivalente en inglés y la lección que lo explica.
              </Typography.Text>
            </Flex>
          </Card>
        </Col>
        {docs.data.map((doc) => (
          <Col key={doc.id} xs={24} md={12} xl={8}>
            <Card style={{ height: '100%' }}>
              <Flex vertical gap={8}>
                <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                  <ReadOutlined aria-hidden />{' '}
                  <Link to={`/documentation/${encodeURIComponent(doc.id)}`}>{doc.title}</Link>
                </Typography.Title>
                <Typography.Text type="secondary">{doc.summary}</Typography.Text>
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
    );

  return (
    <>
      <PageHeading
        title="Documentación"
        description="Cómo funciona cada área de PipCrafters, qué calcula cada cifra y el glosario de trading."
      />
      {body}
    </>
  );
}
