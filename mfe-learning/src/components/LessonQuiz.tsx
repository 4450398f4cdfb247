import { LockOutlined } from '@ant-design/icons';
import type { LessonDetail, QuizAttemptResult } from '@pipcrafters/contracts';
import { useToast } from '@pipcrafters/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../api/errors';
import { learningApi, learningKeys } from '../api/learning-api';
import { refreshLearningProgress } from '../api/progress';
import { formatNumber, formatPercent } from '../format/numbers';
import { countAnswered, type DraftAnswers, toAnswers } from '../quiz/answers';
import { AnswerFeedback } from './AnswerFeedback';
import { QuestionField } from './QuestionField';

function ScoreSummary({ result }: { result: QuizAttemptResult }) {
  return (
    <Alert
      type={result.passed ? 'success' : 'warning'}
      showIcon
      title={
        result.passed
          ? `¡Cuestionario superado! ${formatPercent(result.score)}`
          : `No superado: ${formatPercent(result.score)} (necesitas un ${formatPercent(result.passPercent)})`
      }
      description={
        <>
          Has acertado {formatNumber(result.correctCount)} de {formatNumber(result.questionCount)} preguntas.
          Mejor puntuación: {formatPercent(result.bestScore)}. Intento {formatNumber(result.attemptNumber)}.
          {result.moduleCompleted ? ' ¡Has completado el módulo!' : ''}
        </>
      }
    />
  );
}

/**
 * "Cuestionario": every question answered before sending; then each one graded in place with its explanation and,
 * once revealed, its right answer. "Reintentar" reads the lesson again, and with it a newly shuffled quiz.
 */
export function LessonQuiz({
  lesson,
  lockedReason,
  onRetry,
  retrying,
}: {
  lesson: LessonDetail;
  lockedReason: string | null;
  onRetry: () => void;
  retrying: boolean;
}) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [drafts, setDrafts] = useState<DraftAnswers>({});
  const { questions, passPercent } = lesson.quiz;
  const attempt = useMutation({
    mutationFn: () => learningApi.attemptQuiz(lesson.id, toAnswers(questions, drafts)),
    onSuccess: (result) => {
      queryClient.setQueryData<LessonDetail>(learningKeys.lesson(lesson.id), (current) =>
        current
          ? {
              ...current,
              bestScore: result.bestScore,
              attempts: result.attemptNumber,
              status: result.passed ? 'quiz_passed' : current.status,
            }
          : current,
      );
      refreshLearningProgress(queryClient);
      if (result.passed)
        toast({
          title: 'Cuestionario superado',
          description: result.moduleCompleted
            ? `Has completado el módulo «${lesson.moduleTitle}».`
            : `Puntuación: ${formatPercent(result.score)}.`,
          variant: 'success',
        });
    },
  });
  const result = attempt.data;
  const answered = countAnswered(questions, drafts);
  const resultsById = new Map(result?.results.map((item) => [item.questionId, item]));

  const retry = () => {
    setDrafts({});
    attempt.reset();
    onRetry();
  };

  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: 22, marginTop: 0 }} id="cuestionario">
        Cuestionario
      </Typography.Title>
      {questions.length === 0 ? (
        <Typography.Paragraph type="secondary">Esta lección no tiene cuestionario.</Typography.Paragraph>
      ) : (
        <form
          aria-labelledby="cuestionario"
          onSubmit={(event) => {
            event.preventDefault();
            if (answered === questions.length && !lockedReason) attempt.mutate();
          }}
        >
          <Typography.Paragraph type="secondary">
            {formatNumber(questions.length)} preguntas. Para superarlo necesitas al menos un{' '}
            {formatPercent(passPercent)} de aciertos.
            {lesson.bestScore !== null
              ? ` Tu mejor puntuación: ${formatPercent(lesson.bestScore)} en ${lesson.attempts === 1 ? '1 intento' : `${formatNumber(lesson.attempts)} intentos`}.`
              : ''}
          </Typography.Paragraph>
          <Flex vertical gap={16}>
            {questions.map((question, index) => {
              const graded = resultsById.get(question.id);
              return (
                <QuestionField
                  key={question.id}
                  question={question}
                  label={`Pregunta ${index + 1} de ${questions.length}`}
                  draft={drafts[question.id]}
                  onChange={(draft) => setDrafts((current) => ({ ...current, [question.id]: draft }))}
                  disabled={Boolean(result) || attempt.isPending}
                >
                  {graded ? (
                    <AnswerFeedback
                      question={question}
                      outcome={graded}
                      hiddenNote={result?.revealed ? null : undefined}
                    />
                  ) : null}
                </QuestionField>
              );
            })}
          </Flex>
          <div style={{ marginTop: 16 }} aria-live="polite">
            {attempt.isError ? (
              <Alert
                type="error"
                showIcon
                title="No se pudo enviar el cuestionario"
                description={errorMessage(attempt.error)}
                style={{ marginBottom: 12 }}
              />
            ) : null}
            {result ? <ScoreSummary result={result} /> : null}
          </div>
          <Flex gap={12} wrap align="center" style={{ marginTop: 16 }}>
            {lockedReason ? (
              <Alert
                type="warning"
                showIcon
                icon={<LockOutlined />}
                title="Cuestionario bloqueado"
                description={lockedReason}
              />
            ) : result ? (
              <Button type="primary" onClick={retry} loading={retrying}>
                Reintentar
              </Button>
            ) : (
              <>
                <Button
                  type="primary"
                  htmlType="submit"
                  disabled={answered < questions.length}
                  loading={attempt.isPending}
                >
                  Enviar respuestas
                </Button>
                <Typography.Text type="secondary">
                  {answered < questions.length
                    ? `Has respondido ${formatNumber(answered)} de ${formatNumber(questions.length)}: responde todas para enviar.`
                    : 'Todas respondidas.'}
                </Typography.Text>
              </>
            )}
          </Flex>
        </form>
      )}
    </Card>
  );
}
