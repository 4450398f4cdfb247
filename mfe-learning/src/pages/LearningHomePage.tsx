import { HistoryOutlined, PlayCircleOutlined, TrophyOutlined } from '@ant-design/icons';
import { LinkButton, PageHeading } from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { learningApi, learningKeys } from '../api/learning-api';
import { LessonSearchBox } from '../components/LessonSearchBox';
import { LoadError } from '../components/LoadError';
import { ModuleCard } from '../components/ModuleCard';
import { formatNumber } from '../format/numbers';

export function reviewCountText(count: number): string {
  if (count === 0) return 'No tienes repasos pendientes hoy.';
  return count === 1
    ? 'Tienes 1 pregunta para repasar hoy.'
    : `Tienes ${formatNumber(count)} preguntas para repasar hoy.`;
}

function CardHeading({ children }: { children: string }) {
  return (
    <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
      {children}
    </Typography.Title>
  );
}

/** /aprende: search, where to continue, today's review, the placement test and the course's modules in order. */
export function LearningHomePage() {
  const overview = useQuery({
    queryKey: learningKeys.overview(),
    queryFn: ({ signal }) => learningApi.overview(signal),
  });

  const heading = (
    <PageHeading
      title="Aprende"
      description="El curso de forex de The Terminal: lecciones, cuestionarios y repasos, de principiante a avanzado."
      extra={<LessonSearchBox />}
    />
  );

  if (overview.isPending)
    return (
      <>
        {heading}
        <Skeleton active paragraph={{ rows: 8 }} />
      </>
    );
  if (overview.isError)
    return (
      <>
        {heading}
        <LoadError
          title="No se pudo cargar el curso"
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      </>
    );

  const { modules, resume, reviewDue } = overview.data;
  const reviewHelpId = 'repaso-sin-pendientes';
  return (
    <>
      {heading}
      <Row gutter={[16, 16]} style={{ marginBottom: 32 }}>
        <Col xs={24} lg={8}>
          <Card style={{ height: '100%' }}>
            <CardHeading>Continuar donde lo dejaste</CardHeading>
            {resume ? (
              <Flex vertical gap={12} align="flex-start">
                <div>
                  <Typography.Text strong style={{ display: 'block' }}>
                    {resume.lessonTitle}
                  </Typography.Text>
                  <Typography.Text type="secondary">{resume.moduleTitle}</Typography.Text>
                </div>
                <LinkButton
                  type="primary"
                  icon={<PlayCircleOutlined />}
                  to={`/aprende/lesson/${encodeURIComponent(resume.lessonId)}`}
                >
                  Continuar
                </LinkButton>
              </Flex>
            ) : (
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                Has superado todas las lecciones disponibles. Repasa cuando toque para no olvidar lo
                aprendido.
              </Typography.Paragraph>
            )}
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Card style={{ height: '100%' }}>
            <CardHeading>Repaso de hoy</CardHeading>
            <Flex vertical gap={12} align="flex-start">
              <Typography.Text>{reviewCountText(reviewDue)}</Typography.Text>
              {reviewDue > 0 ? (
                <LinkButton to="/aprende/repasar" type="primary" icon={<HistoryOutlined />}>
                  Repasar
                </LinkButton>
              ) : (
                <>
                  <Button disabled icon={<HistoryOutlined />} aria-describedby={reviewHelpId}>
                    Repasar
                  </Button>
                  <Typography.Text type="secondary" id={reviewHelpId} style={{ fontSize: 13 }}>
                    Las preguntas que falles en los cuestionarios volverán aquí para repasarlas en los días
                    siguientes.
                  </Typography.Text>
                </>
              )}
            </Flex>
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Card style={{ height: '100%' }}>
            <CardHeading>Prueba de nivel</CardHeading>
            <Flex vertical gap={12} align="flex-start">
              <Typography.Text>
                ¿Ya tienes experiencia operando? Responde preguntas de cada módulo: los que apruebes quedan
                acreditados y se desbloquean los siguientes sin hacer todos sus cuestionarios.
              </Typography.Text>
              <LinkButton to="/aprende/prueba-de-nivel" icon={<TrophyOutlined />}>
                Hacer la prueba de nivel
              </LinkButton>
            </Flex>
          </Card>
        </Col>
      </Row>
      <Typography.Title level={2} style={{ fontSize: 22 }}>
        Módulos
      </Typography.Title>
      {modules.length === 0 ? (
        <Empty description="Todavía no hay módulos publicados." />
      ) : (
        <Row gutter={[16, 16]}>
          {modules.map((module) => (
            <Col key={module.id} xs={24} md={12} xl={8}>
              <ModuleCard module={module} />
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}
