import { LockOutlined } from '@ant-design/icons';
import type { LessonSummary } from '@pipcrafters/contracts';
import { PageHeading } from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Flex, List, Skeleton, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { isNotFound } from '../api/errors';
import { learningApi, learningKeys } from '../api/learning-api';
import { LessonStatusTag, LevelTag } from '../components/LearningTags';
import { LessonBody } from '../components/LessonBody';
import { LoadError } from '../components/LoadError';
import { lessonCount, ModuleProgress, minutes } from '../components/ModuleCard';
import { NotFoundState } from '../components/NotFoundState';
import { Trail } from '../components/Trail';
import { formatNumber, formatPercent } from '../format/numbers';

function LessonItem({ lesson }: { lesson: LessonSummary }) {
  return (
    <List.Item>
      <Flex vertical gap={4} style={{ width: '100%' }}>
        <Flex gap={8} wrap align="center" justify="space-between">
          <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
            <Link to={`/aprende/lesson/${encodeURIComponent(lesson.id)}`}>
              {lesson.order}. {lesson.title}
            </Link>
          </Typography.Title>
          <LessonStatusTag status={lesson.status} />
        </Flex>
        <Typography.Text type="secondary">{lesson.summary}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {minutes(lesson.readingMinutes)} de lectura · {formatNumber(lesson.questionCount)} preguntas ·{' '}
          {lesson.bestScore === null
            ? 'sin intentos'
            : `mejor puntuación ${formatPercent(lesson.bestScore)} (${lesson.attempts === 1 ? '1 intento' : `${formatNumber(lesson.attempts)} intentos`})`}
        </Typography.Text>
      </Flex>
    </List.Item>
  );
}

/** /aprende/module/:id: the module's level, description, progress and its lessons in order. */
export function ModulePage() {
  const { id = '' } = useParams();
  const detail = useQuery({
    queryKey: learningKeys.module(id),
    queryFn: ({ signal }) => learningApi.module(id, signal),
  });

  if (detail.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (detail.isError) {
    if (isNotFound(detail.error)) return <NotFoundState error={detail.error} />;
    return (
      <>
        <PageHeading title="Módulo" />
        <LoadError
          title="No se pudo cargar el módulo"
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      </>
    );
  }

  const module = detail.data;
  return (
    <>
      <Trail items={[{ title: <Link to="/aprende">Aprende</Link> }, { title: module.title }]} />
      <PageHeading
        title={module.title}
        description={
          <Flex component="span" gap={8} wrap align="center">
            <LevelTag level={module.level} />
            <span>
              Módulo {module.order} · {lessonCount(module.lessonCount)} · unos{' '}
              {minutes(module.estimatedMinutes)}
            </span>
            {module.completed ? <Tag color="green">Completado</Tag> : null}
            {module.placedOut ? <Tag color="purple">Acreditado en la prueba de nivel</Tag> : null}
          </Flex>
        }
      />
      {!module.unlocked ? (
        <Alert
          type="warning"
          showIcon
          icon={<LockOutlined />}
          title="Módulo bloqueado"
          description={`${module.lockedReason ?? 'Aprueba el módulo anterior para desbloquearlo.'} Puedes leer sus lecciones, pero no responder sus cuestionarios.`}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Card style={{ marginBottom: 16 }}>
        <Typography.Paragraph strong style={{ marginBottom: 4 }}>
          Tu progreso: {formatNumber(module.passedQuizzes)} de {formatNumber(module.lessonCount)}{' '}
          cuestionarios superados
        </Typography.Paragraph>
        <ModuleProgress module={module} />
        {module.descriptionHtml ? (
          <div style={{ marginTop: 16 }}>
            <LessonBody html={module.descriptionHtml} />
          </div>
        ) : null}
      </Card>
      <Card>
        <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
          Lecciones
        </Typography.Title>
        {module.lessons.length === 0 ? (
          <Empty description="Este módulo todavía no tiene lecciones." />
        ) : (
          <List
            dataSource={module.lessons}
            rowKey="id"
            renderItem={(lesson) => <LessonItem lesson={lesson} />}
          />
        )}
      </Card>
    </>
  );
}
