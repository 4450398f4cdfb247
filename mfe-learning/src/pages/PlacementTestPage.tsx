import type { PlacementResult, PlacementTest } from '@pipcrafters/contracts';
import { LinkButton, PageHeading, useToast } from '@pipcrafters/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, List, Result, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../api/errors';
import { learningApi, learningKeys } from '../api/learning-api';
import { refreshLearningProgress } from '../api/progress';
import { LoadError } from '../components/LoadError';
import { QuestionField } from '../components/QuestionField';
import { formatNumber, formatPercent } from '../format/numbers';
import { countAnswered, type DraftAnswers, toAnswers } from '../quiz/answers';

const modulePath = (id: string) => `/aprende/module/${encodeURIComponent(id)}`;

function PlacementOutcome({ result }: { result: PlacementResult }) {
  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: 22, marginTop: 0 }}>
        Tu resultado
      </Typography.Title>
      <List
        dataSource={result.modules}
        rowKey="moduleId"
        renderItem={(module) => (
          <List.Item>
            <Flex gap={8} wrap align="center" justify="space-between" style={{ width: '100%' }}>
              <Link to={modulePath(module.moduleId)}>{module.title}</Link>
              <span>
                {formatPercent(module.score)}{' '}
                <Tag color={module.passed ? 'green' : undefined}>
                  {module.passed ? 'Superado' : 'No superado'}
                </Tag>
              </span>
            </Flex>
          </List.Item>
        )}
      />
      {result.unlocked.length > 0 ? (
        <Alert
          type="success"
          showIcon
          style={{ marginTop: 16 }}
          title={
            result.unlocked.length === 1
              ? 'Has desbloqueado 1 módulo'
              : `Has desbloqueado ${result.unlocked.length} módulos`
          }
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {result.unlocked.map((module) => (
                <li key={module.id}>
                  <Link to={modulePath(module.id)}>{module.title}</Link>
                </li>
              ))}
            </ul>
          }
        />
      ) : (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 16 }}
          title="Esta vez no has desbloqueado módulos nuevos"
          description="Sigue las lecciones en orden: cada módulo que completes abre el siguiente."
        />
      )}
      <Flex gap={12} wrap style={{ marginTop: 16 }}>
        <LinkButton to="/aprende" type="primary">
          Volver a Aprende
        </LinkButton>
      </Flex>
    </Card>
  );
}

function PlacementForm({ test }: { test: PlacementTest }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [drafts, setDrafts] = useState<DraftAnswers>({});
  const attempt = useMutation({
    mutationFn: () => learningApi.attemptPlacement(toAnswers(test.questions, drafts)),
    onSuccess: (result) => {
      refreshLearningProgress(queryClient);
      if (result.unlocked.length > 0)
        toast({
          title: 'Prueba de nivel superada',
          description: 'Tienes nuevos módulos desbloqueados.',
          variant: 'success',
        });
      window.scrollTo({ top: 0 });
    },
  });
  const answered = countAnswered(test.questions, drafts);
  const total = test.questions.length;

  if (attempt.data) return <PlacementOutcome result={attempt.data} />;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (answered === total) attempt.mutate();
      }}
    >
      <Flex vertical gap={16}>
        {test.modules.map((module) => {
          const questions = test.questions.filter((question) => question.moduleId === module.id);
          return (
            <Card key={module.id}>
              <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
                {module.title}
              </Typography.Title>
              <Typography.Paragraph type="secondary">
                {formatNumber(questions.length)} preguntas de este módulo.
              </Typography.Paragraph>
              <Flex vertical gap={12}>
                {questions.map((question, index) => (
                  <QuestionField
                    key={question.id}
                    question={question}
                    label={`Pregunta ${index + 1} de ${questions.length}`}
                    draft={drafts[question.id]}
                    onChange={(draft) => setDrafts((current) => ({ ...current, [question.id]: draft }))}
                    disabled={attempt.isPending}
                  />
                ))}
              </Flex>
            </Card>
          );
        })}
      </Flex>
      {attempt.isError ? (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          title="No se pudo enviar la prueba"
          description={errorMessage(attempt.error)}
        />
      ) : null}
      <Flex gap={12} wrap align="center" style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" disabled={answered < total} loading={attempt.isPending}>
          Enviar la prueba
        </Button>
        <Typography.Text type="secondary" aria-live="polite">
          Has respondido {formatNumber(answered)} de {formatNumber(total)}
          {answered < total ? ': responde todas para enviar.' : '.'}
        </Typography.Text>
      </Flex>
    </form>
  );
}

/** /aprende/prueba-de-nivel: questions of each module; passing a module's unlocks the ones after it. */
export function PlacementTestPage() {
  const test = useQuery({
    queryKey: learningKeys.placement(),
    queryFn: ({ signal }) => learningApi.placement(signal),
  });
  const heading = (
    <PageHeading
      title="Prueba de nivel"
      description={
        test.data
          ? `Si ya operas, demuestra lo que sabes: supera las preguntas de un módulo con al menos un ${formatPercent(test.data.passPercent)} y quedará acreditado, con los módulos siguientes desbloqueados. No pierdes nada si no la superas.`
          : 'Si ya operas, demuestra lo que sabes y desbloquea los módulos más avanzados.'
      }
    />
  );
  let body: React.ReactNode;
  if (test.isPending) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (test.isError)
    body = (
      <LoadError
        title="No se pudo cargar la prueba de nivel"
        error={test.error}
        onRetry={() => void test.refetch()}
      />
    );
  else if (test.data.questions.length === 0)
    body = (
      <Result
        icon={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} />}
        title="No hay preguntas en la prueba de nivel"
        subTitle="Ya tienes acceso a todos los módulos que la prueba puede acreditar."
        extra={<LinkButton to="/aprende">Volver a Aprende</LinkButton>}
      />
    );
  else body = <PlacementForm test={test.data} />;
  return (
    <>
      {heading}
      {body}
    </>
  );
}
