import { HistoryOutlined, PlayCircleOutlined, TrophyOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Empty,
  Flex,
  Grid,
  LinkButton,
  PageHeading,
  Paragraph,
  Skeleton,
  Text,
} from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { learningApi, learningKeys } from '../api/learning-api';
import { LessonSearchBox } from '../components/LessonSearchBox';
import { LoadError } from '../components/LoadError';
import { ModuleCard } from '../components/ModuleCard';
import { formatNumber } from '../format/numbers';
import { LearningStyles } from '../styles/LearningStyles';

export function reviewCountText(count: number): string {
  if (count === 0) return 'No tienes repasos pendientes hoy.';
  return count === 1
    ? 'Tienes 1 pregunta para repasar hoy.'
    : `Tienes ${formatNumber(count)} preguntas para repasar hoy.`;
}

function CardHeading({ children }: { children: string }) {
  return <h2 style={{ fontSize: 18, fontWeight: 600, lineHeight: 1.4, margin: '0 0 0.5em' }}>{children}</h2>;
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
        <Skeleton rows={8} />
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
    <div className="pc-learning">
      <LearningStyles />
      {heading}
      <div style={{ marginBottom: 32 }}>
        <Grid minColumnWidth={280} gap={16}>
          <Card>
            <CardHeading>Continuar donde lo dejaste</CardHeading>
            {resume ? (
              <Flex vertical gap={12} align="flex-start">
                <div>
                  <Text strong style={{ display: 'block' }}>
                    {resume.lessonTitle}
                  </Text>
                  <Text secondary>{resume.moduleTitle}</Text>
                </div>
                <LinkButton
                  variant="primary"
                  icon={<PlayCircleOutlined />}
                  to={`/aprende/lesson/${encodeURIComponent(resume.lessonId)}`}
                >
                  Continuar
                </LinkButton>
              </Flex>
            ) : (
              <Paragraph secondary>
                Has superado todas las lecciones disponibles. Repasa cuando toque para no olvidar lo
                aprendido.
              </Paragraph>
            )}
          </Card>
          <Card>
            <CardHeading>Repaso de hoy</CardHeading>
            <Flex vertical gap={12} align="flex-start">
              <Text>{reviewCountText(reviewDue)}</Text>
              {reviewDue > 0 ? (
                <LinkButton to="/aprende/repasar" variant="primary" icon={<HistoryOutlined />}>
                  Repasar
                </LinkButton>
              ) : (
                <>
                  <Button disabled icon={<HistoryOutlined />} aria-describedby={reviewHelpId}>
                    Repasar
                  </Button>
                  <Text secondary id={reviewHelpId} style={{ fontSize: 13 }}>
                    Las preguntas que falles en los cuestionarios volverán aquí para repasarlas en los días
                    siguientes.
                  </Text>
                </>
              )}
            </Flex>
          </Card>
          <Card>
            <CardHeading>Prueba de nivel</CardHeading>
            <Flex vertical gap={12} align="flex-start">
              <Text>
                ¿Ya tienes experiencia operando? Responde preguntas de cada módulo: los que apruebes quedan
                acreditados y se desbloquean los siguientes sin hacer todos sus cuestionarios.
              </Text>
              <LinkButton to="/aprende/prueba-de-nivel" icon={<TrophyOutlined />}>
                Hacer la prueba de nivel
              </LinkButton>
            </Flex>
          </Card>
        </Grid>
      </div>
      <h2 style={{ fontSize: 22, fontWeight: 600, lineHeight: 1.35, margin: '0 0 0.5em' }}>Módulos</h2>
      {modules.length === 0 ? (
        <Empty description="Todavía no hay módulos publicados." />
      ) : (
        <Grid minColumnWidth={300} gap={16}>
          {modules.map((module) => (
            <ModuleCard key={module.id} module={module} />
          ))}
        </Grid>
      )}
    </div>
  );
}
