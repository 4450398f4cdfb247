import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { CourseService } from '../course/course.service';
import { LessonProgressEntity, ModuleProgressEntity, ReviewCardEntity } from '../lessons/learner.entities';
import {
  type LessonProgressRow,
  type ModuleProgressRow,
  type ModuleState,
  moduleStates,
} from './module-states';

export interface LearnerProgress {
  lessons: Map<string, LessonProgressRow>;
  modules: Map<string, ModuleProgressRow>;
  states: Map<string, ModuleState>;
}

interface ProgressRow {
  kind: 'lesson' | 'module' | 'reviews';
  id: string | null;
  opened_at: Date | null;
  last_opened_at: Date | null;
  completed_at: Date | null;
  quiz_passed_at: Date | null;
  best_score: number | null;
  attempts: number | null;
  placed_out_at: Date | null;
}

/** One learner's rows and the module states they give; every query has the learner in its WHERE. */
@Injectable()
export class LearnerProgressService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly course: CourseService,
  ) {}

  async read(userId: string, manager: EntityManager = this.dataSource.manager): Promise<LearnerProgress> {
    return (await this.load(userId, manager)).progress;
  }

  /** The progress and how many review cards are due by `now`, in the same statement (the course overview). */
  async readWithReviewsDue(userId: string, now: Date): Promise<LearnerProgress & { reviewDue: number }> {
    const { progress, reviewDue } = await this.load(userId, this.dataSource.manager, now);
    return { ...progress, reviewDue };
  }

  /** The lessons' and modules' rows (and the due cards' count) in one statement: one connection, one round trip. */
  private async load(
    userId: string,
    manager: EntityManager,
    dueBy?: Date,
  ): Promise<{ progress: LearnerProgress; reviewDue: number }> {
    const table = (
      entity: typeof LessonProgressEntity | typeof ModuleProgressEntity | typeof ReviewCardEntity,
    ) => manager.getRepository(entity).metadata.tablePath;
    const rows: ProgressRow[] = await manager.query(
      `SELECT 'lesson' AS kind, lesson_id AS id, opened_at, last_opened_at, completed_at, quiz_passed_at, best_score,
              attempts, NULL::timestamptz AS placed_out_at
         FROM ${table(LessonProgressEntity)} WHERE user_id = $1
       UNION ALL
       SELECT 'module', module_id, NULL, NULL, completed_at, NULL, NULL, NULL, placed_out_at
         FROM ${table(ModuleProgressEntity)} WHERE user_id = $1
       ${
         dueBy
           ? `UNION ALL
              SELECT 'reviews', NULL, NULL, NULL, NULL, NULL, NULL, COUNT(*)::int, NULL
                FROM ${table(ReviewCardEntity)} WHERE user_id = $1 AND due_at <= $2`
           : ''
       }`,
      dueBy ? [userId, dueBy] : [userId],
    );
    const lessons = new Map<string, LessonProgressRow>();
    const modules = new Map<string, ModuleProgressRow>();
    let reviewDue = 0;
    for (const row of rows) {
      if (row.kind === 'lesson' && row.id) {
        lessons.set(row.id, {
          lessonId: row.id,
          openedAt: row.opened_at,
          lastOpenedAt: row.last_opened_at,
          completedAt: row.completed_at,
          quizPassedAt: row.quiz_passed_at,
          bestScore: row.best_score,
          attempts: row.attempts ?? 0,
        });
      } else if (row.kind === 'module' && row.id) {
        modules.set(row.id, {
          moduleId: row.id,
          completedAt: row.completed_at,
          placedOutAt: row.placed_out_at,
        });
      } else if (row.kind === 'reviews') {
        reviewDue = row.attempts ?? 0;
      }
    }
    return {
      progress: { lessons, modules, states: moduleStates(this.course.catalog.modules, lessons, modules) },
      reviewDue,
    };
  }
}
