import type { QuizAnswer } from '@pipcrafters/contracts';
import type { CatalogLesson, CatalogQuestion } from '../course/course-catalog';

/** The right answer to a question, as a learner who knows it would give it. */
export function rightAnswer(question: CatalogQuestion): QuizAnswer {
  if (question.kind === 'numeric') return { questionId: question.id, value: question.answer ?? 0 };
  return {
    questionId: question.id,
    optionIds: question.options.filter((option) => option.correct).map((option) => option.id),
  };
}

/** A wrong answer: a wrong option, or a value well outside the tolerance. */
export function wrongAnswer(question: CatalogQuestion): QuizAnswer {
  if (question.kind === 'numeric') {
    return { questionId: question.id, value: (question.answer ?? 0) + question.tolerance + 10 };
  }
  const wrong = question.options.find((option) => !option.correct) ?? question.options[0];
  return { questionId: question.id, optionIds: wrong ? [wrong.id] : [] };
}

/** Answers to a lesson's quiz with the first `wrongCount` questions wrong. */
export function answersWith(lesson: CatalogLesson, wrongCount: number): QuizAnswer[] {
  return lesson.questions.map((question, index) =>
    index < wrongCount ? wrongAnswer(question) : rightAnswer(question),
  );
}
