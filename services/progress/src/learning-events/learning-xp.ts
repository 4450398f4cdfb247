import {
  type DomainEvents,
  LEARNING_XP,
  MIND_EXERCISE_LABELS,
  MIND_EXERCISE_XP,
} from '@pipcrafters/contracts';
import { stableUuid } from '@pipcrafters/service-kit';
import { ProgressMessages } from '../messages';

export interface XpAward {
  amount: number;
  reason: string;
}

/** What each learning event pays (LEARNING_XP): a first pass at 100 % pays more; a placement pays no XP. */
export const learningXp = {
  lessonCompleted: (payload: DomainEvents['learning.lesson.completed']): XpAward => ({
    amount: LEARNING_XP.lessonCompleted,
    reason: ProgressMessages.learningXp.lessonCompleted(payload.lessonTitle),
  }),
  quizPassed: (payload: DomainEvents['learning.quiz.passed']): XpAward =>
    payload.score === 100
      ? {
          amount: LEARNING_XP.quizPassedPerfect,
          reason: ProgressMessages.learningXp.quizPerfect(payload.lessonTitle),
        }
      : {
          amount: LEARNING_XP.quizPassed,
          reason: ProgressMessages.learningXp.quizPassed(payload.lessonTitle),
        },
  moduleCompleted: (payload: DomainEvents['learning.module.completed']): XpAward | null =>
    payload.viaPlacement
      ? null
      : {
          amount: LEARNING_XP.moduleCompleted,
          reason: ProgressMessages.learningXp.moduleCompleted(payload.moduleTitle),
        },
};

/**
 * What a MindCrafter exercise pays (MIND_EXERCISE_XP), and the ledger id that makes it once per exercise kind and
 * local day: a second breathing session that day pays nothing, so repeating an exercise cannot farm XP.
 */
export function mindExerciseXp(payload: DomainEvents['learning.mind.exercise.completed']): {
  award: XpAward;
  ledgerId: string;
} {
  return {
    award: {
      amount: MIND_EXERCISE_XP,
      reason: ProgressMessages.learningXp.mindExercise(MIND_EXERCISE_LABELS[payload.exercise]),
    },
    ledgerId: stableUuid('mind-exercise', payload.userId, payload.exercise, payload.date),
  };
}
