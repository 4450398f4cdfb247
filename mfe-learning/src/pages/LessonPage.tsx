import { CheckOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { LessonDetail } from '@pipcrafters/contracts';
import { Button, Card, Flex, LinkButton, PageHeading, Skeleton, Tag, useToast } from '@pipcrafters/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentProps, lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage, isNotFound } from '../api/errors';
import { learningApi, learningKeys } from '../api/learning-api';
import { refreshLearningProgress } from '../api/progress';
import { LessonStatusTag } from '../components/LearningTags';
import { LessonBody } from '../components/LessonBody';
import { LoadError } from '../components/LoadError';
import { minutes } from '../components/ModuleCard';
import { NotFoundState } from '../components/NotFoundState';
import { Trail } from '../components/Trail';
import { formatPercent } from '../format/numbers';
import { LearningStyles } from '../styles/LearningStyles';

// The quiz, under the lesson, loads and draws after it (its form controls are no part of the lesson's first screen).
const LessonQuiz = lazy(() =>
  import('../components/LessonQuiz').then((module) => ({ default: module.LessonQuiz })),
);

/** The quiz, drawn in a transition once the lesson is on the screen: below it, so nothing moves. */
function QuizAfterLesson(props: ComponentProps<typeof LessonQuiz>) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  return drawn ? (
    <Suspense fallback={null}>
      <LessonQuiz {...props} />
    </Suspense>
  ) : null;
}

const LOCKED_FALLBACK =
  'El módulo de esta lección está bloqueado: aprueba los cuestionarios del módulo anterior o supera la prueba de nivel.';

const lessonPath = (id: string) => `/aprende/lesson/${encodeURIComponent(id)}`;

/** Lesson titles are long: the buttons wrap rather than push the page sideways on a phone. */
const WRAPPING = {
  whiteSpace: 'normal',
  height: 'auto',
  minHeight: 32,
  maxWidth: '100%',
  textAlign: 'left',
} as const;

/** "Marcar como completada", or the sign that it already is. */
function CompleteButton({ lesson }: { lesson: LessonDetail }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const complete = useMutation({
    mutationFn: () => learningApi.completeLesson(lesson.id),
    onSuccess: (completion) => {
      queryClient.setQueryData<LessonDetail>(learningKeys.lesson(lesson.id), (current) =>
        current ? { ...current, status: completion.status } : current,
      );
      refreshLearningProgress(queryClient);
      toast({
        title: 'Lección completada',
        description: completion.moduleCompleted
          ? `Has completado el módulo «${lesson.moduleTitle}».`
          : undefined,
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({
        title: 'No se pudo marcar la lección',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
  if (lesson.status === 'completed' || lesson.status === 'quiz_passed')
    return (
      <Tag color="green" icon={<CheckOutlined />}>
        Lección completada
      </Tag>
    );
  return (
    <Button
      variant="primary"
      icon={<CheckOutlined />}
      loading={complete.isPending}
      onClick={() => complete.mutate()}
    >
      Marcar como completada
    </Button>
  );
}

/** /aprende/lesson/:id: the lesson's body with its terms, charts and calculators, then its quiz. */
export function LessonPage() {
  const { id = '' } = useParams();
  const lessonQuery = useQuery({
    queryKey: learningKeys.lesson(id),
    queryFn: ({ signal }) => learningApi.lesson(id, signal),
  });
  const lesson = lessonQuery.data;
  const locked = lesson ? !lesson.moduleUnlocked : false;
  // Only a locked module's lesson needs the module: for the reason its quiz cannot be sent.
  const moduleQuery = useQuery({
    queryKey: learningKeys.module(lesson?.moduleId ?? ''),
    queryFn: ({ signal }) => learningApi.module(lesson?.moduleId ?? '', signal),
    enabled: locked,
  });

  if (lessonQuery.isPending) return <Skeleton rows={14} />;
  if (lessonQuery.isError || !lesson) {
    if (isNotFound(lessonQuery.error)) return <NotFoundState error={lessonQuery.error} />;
    return (
      <>
        <PageHeading title="Lección" />
        <LoadError
          title="No se pudo cargar la lección"
          error={lessonQuery.error}
          onRetry={() => void lessonQuery.refetch()}
        />
      </>
    );
  }

  const modulePath = `/aprende/module/${encodeURIComponent(lesson.moduleId)}`;
  return (
    <article className="pc-learning">
      <LearningStyles />
      <Trail
        items={[
          { title: <Link to="/aprende">Aprende</Link> },
          { title: <Link to={modulePath}>{lesson.moduleTitle}</Link> },
          { title: lesson.title },
        ]}
      />
      <PageHeading
        title={lesson.title}
        description={
          <span style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
            <span>{minutes(lesson.readingMinutes)} de lectura</span>
            <LessonStatusTag status={lesson.status} />
            {lesson.bestScore !== null ? (
              <span>Mejor puntuación: {formatPercent(lesson.bestScore)}</span>
            ) : null}
          </span>
        }
      />
      <div style={{ marginBottom: 16 }}>
        <Card>
          <LessonBody html={lesson.html} glossary={lesson.glossary} charts={lesson.charts} />
          <Flex gap={12} wrap align="center" justify="space-between" style={{ marginTop: 24 }}>
            <CompleteButton lesson={lesson} />
          </Flex>
        </Card>
      </div>
      <nav aria-label="Lecciones del módulo" style={{ marginBottom: 16 }}>
        <Flex gap={12} wrap justify="space-between">
          {lesson.previous ? (
            <LinkButton to={lessonPath(lesson.previous.id)} icon={<LeftOutlined />} style={WRAPPING}>
              Anterior: {lesson.previous.title}
            </LinkButton>
          ) : (
            <LinkButton to={modulePath} icon={<LeftOutlined />} style={WRAPPING}>
              Volver al módulo
            </LinkButton>
          )}
          {lesson.next ? (
            <LinkButton to={lessonPath(lesson.next.id)} style={WRAPPING}>
              Siguiente: {lesson.next.title}
              <RightOutlined aria-hidden="true" />
            </LinkButton>
          ) : (
            <LinkButton to={modulePath} style={WRAPPING}>
              Fin del módulo
              <RightOutlined aria-hidden="true" />
            </LinkButton>
          )}
        </Flex>
      </nav>
      <QuizAfterLesson
        lesson={lesson}
        lockedReason={locked ? (moduleQuery.data?.lockedReason ?? LOCKED_FALLBACK) : null}
        retrying={lessonQuery.isFetching}
        onRetry={() => void lessonQuery.refetch()}
      />
      <p style={{ margin: '16px 0 1em' }}>
        <Link to={modulePath}>Volver a «{lesson.moduleTitle}»</Link>
      </p>
    </article>
  );
}
