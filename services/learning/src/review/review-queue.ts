import type { EntityManager } from 'typeorm';
import { ReviewCardEntity } from '../lessons/learner.entities';
import { firstReview } from './leitner';

/**
 * The writes that put questions in a learner's review queue, in the caller's transaction: a completed lesson's
 * questions join it (a card already there keeps its box), and a question answered wrong goes back to box 1.
 */
export const ReviewQueueWrites = {
  async enqueue(manager: EntityManager, userId: string, questionIds: string[], now: Date): Promise<void> {
    if (questionIds.length === 0) return;
    const { box, dueAt } = firstReview(now);
    await manager
      .getRepository(ReviewCardEntity)
      .createQueryBuilder()
      .insert()
      .values(questionIds.map((questionId) => ({ userId, questionId, box, dueAt })))
      .orIgnore()
      .execute();
  },

  async answeredWrong(
    manager: EntityManager,
    userId: string,
    questionIds: string[],
    now: Date,
  ): Promise<void> {
    if (questionIds.length === 0) return;
    const { box, dueAt } = firstReview(now);
    await manager
      .getRepository(ReviewCardEntity)
      .createQueryBuilder()
      .insert()
      .values(questionIds.map((questionId) => ({ userId, questionId, box, dueAt })))
      .orUpdate(['box', 'due_at'], ['user_id', 'question_id'])
      .execute();
  },
};
