import type { LearningOverview } from '@pipcrafters/contracts';
import { Empty, Flex, LinkButton, Statistic, Text } from '@pipcrafters/ui';
import { DashboardCard, QueryState } from './DashboardCard';
import { useLearningOverview } from './dashboard-api';
import { formatInteger, formatPercent } from './format';
import { learningTotals } from './learning-totals';

function reviewsText(due: number): string {
  if (due === 0) return 'No tienes repasos pendientes hoy.';
  return due === 1
    ? 'Tienes 1 pregunta para repasar hoy.'
    : `Tienes ${formatInteger(due)} preguntas para repasar hoy.`;
}

function ProgressReview({ overview }: { overview: LearningOverview }) {
  if (overview.modules.length === 0) return <Empty description="El curso todavía no tiene módulos." />;
  const totals = learningTotals(overview);
  const { resume, reviewDue, quizAverage, quizzesPassed } = overview;
  return (
    <>
      <div className="pc-figures">
        <div>
          <Statistic
            size="small"
            title="Módulos completados"
            value={formatInteger(totals.modulesCompleted)}
            suffix={`/ ${formatInteger(totals.modules)}`}
          />
        </div>
        <div>
          <Statistic
            size="small"
            title="Lecciones completadas"
            value={formatInteger(totals.lessonsCompleted)}
            suffix={`/ ${formatInteger(totals.lessons)}`}
          />
        </div>
        <div>
          <Statistic
            size="small"
            title="Nota media en cuestionarios"
            value={quizAverage === null ? '—' : formatPercent(quizAverage)}
          />
        </div>
        <div>
          <Statistic size="small" title="Cuestionarios superados" value={formatInteger(quizzesPassed)} />
        </div>
      </div>
      <hr className="pc-divider" />
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Text>{reviewsText(reviewDue)}</Text>
          <LinkButton to="/aprende/repasar" variant={reviewDue > 0 ? 'primary' : 'default'}>
            Repasar
          </LinkButton>
        </Flex>
        {resume ? (
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Text>
              Siguiente lección: <Text strong>{resume.lessonTitle}</Text>{' '}
              <Text secondary>({resume.moduleTitle})</Text>
            </Text>
            <LinkButton to={`/aprende/lesson/${encodeURIComponent(resume.lessonId)}`} variant="primary">
              Continuar
            </LinkButton>
          </Flex>
        ) : (
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Text>No te quedan lecciones por empezar.</Text>
            <LinkButton to="/aprende">Ver el curso</LinkButton>
          </Flex>
        )}
      </Flex>
    </>
  );
}

/** Tu progreso: the course at a glance, the reviews due and where to continue. */
export function ProgressCard() {
  const overview = useLearningOverview();
  return (
    <DashboardCard id="tu-progreso" title="Tu progreso">
      <QueryState query={overview} errorTitle="No se pudo cargar tu progreso en el curso" rows={5}>
        {(data) => <ProgressReview overview={data} />}
      </QueryState>
    </DashboardCard>
  );
}
