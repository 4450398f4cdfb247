import type { LessonDetail, QuizAttemptResult } from '@pipcrafters/contracts';
import { Alert, Button, Card, Flex, Paragraph, Text, useToast } from '@pipcrafters/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
      <h2 id="cuestionario" style={{ fontSize: 22, fontWeight: 600, lineHeight: 1.35, margin: '0 0 0.5em' }}>
        Cuestionario
      </h2>
      {questions.length === 0 ? (
        <Paragraph secondary>Esta lección no tiene cuestionario.</Paragraph>
      ) : (
        <form
          aria-labelledby="cuestionario"
          onSubmit={(event) => {
            event.preventDefault();
            if (answered === questions.length && !lockedReason) attempt.mutate();
          }}
        >
          <Paragraph secondary>
            {formatNumber(questions.length)} preguntas. Para superarlo necesitas al menos un{' '}
            {formatPercent(passPercent)} de aciertos.
            {lesson.bestScore !== null
              ? ` Tu mejor puntuación: ${formatPercent(lesson.bestScore)} en ${lesson.attempts === 1 ? '1 intento' : `${formatNumber(lesson.attempts)} intentos`}.`
              : ''}
          </Paragraph>
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
              <div style={{ marginBottom: 12 }}>
                <Alert
                  type="error"
                  showIcon
                  title="No se pudo enviar el cuestionario"
                  description={errorMessage(attempt.error)}
                />
              </div>
            ) : null}
            {result ? <ScoreSummary result={result} /> : null}
          </div>
          <Flex gap={12} wrap align="center" style={{ marginTop: 16 }}>
            {lockedReason ? (
              <Alert type="warning" showIcon title="Cuestionario bloqueado" description={lockedReason} />
            ) : result ? (
              <Button variant="primary" onClick={retry} loading={retrying}>
                Reintentar
              </Button>
            ) : (
              <>
                <Button
                  variant="primary"
                  type="submit"
                  disabled={answered < questions.length}
                  loading={attempt.isPending}
                >
                  Enviar respuestas
                </Button>
                <Text secondary>
                  {answered < questions.length
                    ? `Has respondido ${formatNumber(answered)} de ${formatNumber(questions.length)}: responde todas para enviar.`
                    : 'Todas respondidas.'}
                </Text>
              </>
            )}
          </Flex>
        </form>
      )}
    </Card>
  );
}
