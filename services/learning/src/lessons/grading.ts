import { QUIZ_PASS_PERCENT, type QuestionKind, type QuizAnswer } from '@pipcrafters/contracts';
import type { StoredOption } from '../course/course.entities';
import { LearningMessages } from '../messages';

/** What grading needs of a question: its kind, options with their truth, or its numeric answer. */
export interface GradableQuestion {
  id: string;
  kind: QuestionKind;
  options: StoredOption[];
  answer: number | null;
  tolerance: number;
}

/** Rounding noise of decimal prices written as binary floats (1.0872 − 1.0850). */
const EPSILON = 1e-9;

/** Why this answer cannot be graded (the wrong shape for the question), or null. */
export function answerProblem(
  question: GradableQuestion,
  answer: Omit<QuizAnswer, 'questionId'>,
): string | null {
  if (question.kind === 'numeric') {
    return typeof answer.value === 'number' && Number.isFinite(answer.value)
      ? null
      : LearningMessages.quiz.valueExpected(question.id);
  }
  if (!Array.isArray(answer.optionIds) || answer.optionIds.length === 0) {
    return LearningMessages.quiz.optionsExpected(question.id);
  }
  if (question.kind === 'single' && answer.optionIds.length > 1)
    return LearningMessages.quiz.oneOption(question.id);
  const known = new Set(question.options.map((option) => option.id));
  const unknown = answer.optionIds.find((id) => !known.has(id));
  return unknown === undefined ? null : LearningMessages.quiz.unknownOption(unknown, question.id);
}

/**
 * Single choice: the correct option. Multiple choice: exactly the correct options, no more and no fewer. Numeric:
 * within the tolerance of the answer.
 */
export function isCorrect(question: GradableQuestion, answer: Omit<QuizAnswer, 'questionId'>): boolean {
  if (question.kind === 'numeric') {
    return (
      question.answer !== null &&
      typeof answer.value === 'number' &&
      Math.abs(answer.value - question.answer) <= question.tolerance + EPSILON
    );
  }
  const chosen = new Set(answer.optionIds ?? []);
  const correct = question.options.filter((option) => option.correct).map((option) => option.id);
  return chosen.size === correct.length && correct.every((id) => chosen.has(id));
}

/** The feedback of the chosen options, in the order chosen. */
export function feedbackFor(question: GradableQuestion, answer: Omit<QuizAnswer, 'questionId'>): string[] {
  const byId = new Map(question.options.map((option) => [option.id, option]));
  return [...new Set(answer.optionIds ?? [])].flatMap((id) => {
    const feedback = byId.get(id)?.feedback;
    return feedback ? [feedback] : [];
  });
}

/** The answer the results reveal: the right options, or the value and its tolerance. */
export function revealedAnswer(
  question: GradableQuestion,
): { correctOptionIds: string[] } | { correctValue: number; tolerance: number } {
  if (question.kind === 'numeric')
    return { correctValue: question.answer ?? 0, tolerance: question.tolerance };
  return { correctOptionIds: question.options.filter((option) => option.correct).map((option) => option.id) };
}

/** The score (0–100, rounded) and whether it passes: at least QUIZ_PASS_PERCENT of the questions, unrounded. */
export function scoreOf(correctCount: number, questionCount: number): { score: number; passed: boolean } {
  if (questionCount === 0) return { score: 0, passed: false };
  return {
    score: Math.round((correctCount * 100) / questionCount),
    passed: correctCount * 100 >= QUIZ_PASS_PERCENT * questionCount,
  };
}
