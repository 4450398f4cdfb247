import type { MindExerciseKind } from '@pipcrafters/contracts';
import type { EventBus } from '@pipcrafters/events';
import type { EntityManager } from 'typeorm';

/**
 * Tells progress that an exercise was done on the user's local `date` (missions, XP, the streak), in the
 * transaction that records it; `at` dates the event (a history recorded after the fact, such as the demo's).
 */
export async function publishExercise(
  bus: EventBus,
  manager: EntityManager,
  exercise: { userId: string; kind: MindExerciseKind; id: string; date: string },
  at: Date = new Date(),
): Promise<void> {
  await bus.publish(
    manager,
    'learning.mind.exercise.completed',
    { userId: exercise.userId, exercise: exercise.kind, exerciseId: exercise.id, date: exercise.date },
    at,
  );
}

/**
 * Serialises one user's writes of one kind (an advisory lock held until the transaction ends), so two clicks of the
 * same button cannot both miss the other's row and record the exercise twice.
 */
export async function lockUserWrites(manager: EntityManager, userId: string, what: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`learning:mind:${what}:${userId}`]);
}

/** Options of a recording made after the fact (the demo's history): when it happened, and whether it pays. */
export interface RecordOptions {
  at?: Date;
  /** A stable id (the demo's): a record already there under it is answered as it is. */
  id?: string;
  /** Publish `learning.mind.exercise.completed` (true unless said otherwise). */
  exerciseEvent?: boolean;
}
