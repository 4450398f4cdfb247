import type { QuestionResult, QuizQuestion } from '@pipcrafters/contracts';
import { REVEAL_FROM_ATTEMPT } from '@pipcrafters/contracts';
import { Alert } from '@pipcrafters/ui';
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
      title={outcome.correct ? 'Correcta' : 'Incorrecta'}
      description={
        <div>
          {outcome.feedback.map((text) => (
            <p key={text} style={{ margin: '0 0 8px' }}>
              {text}
            </p>
          ))}
          <p style={{ margin: `0 0 ${correctAnswer || !outcome.correct ? 8 : 0}px` }}>
            {outcome.explanation}
          </p>
          {correctAnswer ? (
            <p style={{ margin: 0, fontWeight: 600 }}>Respuesta correcta: {correctAnswer}</p>
          ) : !outcome.correct && hiddenNote ? (
            <p style={{ margin: 0, color: 'var(--pc-text-secondary)' }}>{hiddenNote}</p>
          ) : null}
        </div>
      }
    />
  );
}
