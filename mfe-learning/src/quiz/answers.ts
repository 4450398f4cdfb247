import type { QuestionResult, QuizAnswer, QuizQuestion } from '@pipcrafters/contracts';
import { formatNumber, parseSpanishNumber } from '../format/numbers';

/** What the learner has entered for one question so far: chosen options, or the text of a numeric answer. */
export interface DraftAnswer {
  optionIds?: string[];
  text?: string;
}

export type DraftAnswers = Record<string, DraftAnswer>;

export function isAnswered(question: QuizQuestion, draft: DraftAnswer | undefined): boolean {
  if (question.kind === 'numeric') return parseSpanishNumber(draft?.text ?? '') !== null;
  return (draft?.optionIds?.length ?? 0) > 0;
}

export function countAnswered(questions: QuizQuestion[], drafts: DraftAnswers): number {
  return questions.filter((question) => isAnswered(question, drafts[question.id])).length;
}

/** The answer as the API takes it (`optionIds` or `value`), without the question id. */
export function toAnswer(
  question: QuizQuestion,
  draft: DraftAnswer | undefined,
): Omit<QuizAnswer, 'questionId'> {
  if (question.kind === 'numeric') {
    const value = parseSpanishNumber(draft?.text ?? '');
    return value === null ? {} : { value };
  }
  return { optionIds: draft?.optionIds ?? [] };
}

export function toAnswers(questions: QuizQuestion[], drafts: DraftAnswers): QuizAnswer[] {
  return questions.map((question) => ({
    questionId: question.id,
    ...toAnswer(question, drafts[question.id]),
  }));
}

type Revealed = Pick<QuestionResult, 'correctOptionIds' | 'correctValue' | 'tolerance'>;

/**
 * The right answer in words, when the server revealed it: the texts of the right options ("0,0001"; "A; B"), or the
 * value with its unit and tolerance ("22 pips (se acepta ± 0,5)"). Null when it was not revealed.
 */
export function describeCorrectAnswer(question: QuizQuestion, result: Revealed): string | null {
  if (question.kind === 'numeric') {
    if (typeof result.correctValue !== 'number') return null;
    const value = `${formatNumber(result.correctValue, 5)}${question.unit ? ` ${question.unit}` : ''}`;
    return result.tolerance ? `${value} (se acepta ± ${formatNumber(result.tolerance, 5)})` : value;
  }
  if (!result.correctOptionIds?.length) return null;
  const texts = new Map((question.options ?? []).map((option) => [option.id, option.text]));
  return result.correctOptionIds.map((id) => texts.get(id) ?? id).join('; ');
}
