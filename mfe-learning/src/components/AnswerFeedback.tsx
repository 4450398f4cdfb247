import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import type { QuestionResult, QuizQuestion } from '@pipcrafters/contracts';
import { REVEAL_FROM_ATTEMPT } from '@pipcrafters/contracts';
import { Alert, Typography } from 'antd';
import { describeCorrectAnswer } from '../quiz/answers';

type Outcome = Pick<
  QuestionResult,
  'correct' | 'explanation' | 'feedback' | 'correctOptionIds' | 'correctValue' | 'tolerance'
>;

/**
 * What one answer got: right or wrong, what the chosen options say of themselves, the concept behind the question,
 * and the right answer only when the server revealed it (`hiddenNote` says when it will be, if it was not).
 */
export function AnswerFeedback({
  question,
  outcome,
  hiddenNote = `La respuesta correcta se muestra cuando apruebas el cuestionario o a partir del intento ${REVEAL_FROM_ATTEMPT}.`,
}: {
  question: QuizQuestion;
  outcome: Outcome;
  hiddenNote?: string | null;
}) {
  const correctAnswer = describeCorrectAnswer(question, outcome);
  return (
    <Alert
      type={outcome.correct ? 'success' : 'error'}
      showIcon
      icon={outcome.correct ? <CheckCircleFilled /> : <CloseCircleFilled />}
      title={outcome.correct ? 'Correcta' : 'Incorrecta'}
      description={
        <div>
          {outcome.feedback.map((text) => (
            <Typography.Paragraph key={text} style={{ marginBottom: 8 }}>
              {text}
            </Typography.Paragraph>
          ))}
          <Typography.Paragraph style={{ marginBottom: correctAnswer || !outcome.correct ? 8 : 0 }}>
            {outcome.explanation}
          </Typography.Paragraph>
          {correctAnswer ? (
            <Typography.Paragraph strong style={{ marginBottom: 0 }}>
              Respuesta correcta: {correctAnswer}
            </Typography.Paragraph>
          ) : !outcome.correct && hiddenNote ? (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              {hiddenNote}
            </Typography.Paragraph>
          ) : null}
        </div>
      }
    />
  );
}
