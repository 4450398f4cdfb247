import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ErrorCode,
  type PlacementResult,
  type PlacementTest,
  QUIZ_PASS_PERCENT,
  type QuizAnswer,
} from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
import { ApiException } from '@pipcrafters/service-kit';
import { DataSource } from 'typeorm';
import { CourseService } from '../course/course.service';
import type { CatalogModule, CatalogQuestion } from '../course/course-catalog';
import { answerProblem, isCorrect, scoreOf } from '../lessons/grading';
import { ModuleProgressEntity, PlacementAttemptEntity } from '../lessons/learner.entities';
import { publicQuestion } from '../lessons/lessons.service';
import { seededShuffle } from '../lessons/shuffle';
import { LearningMessages } from '../messages';
import { LearnerProgressService } from '../modules/learner-progress.service';

/**
 * The placement test ("prueba de nivel"): the questions marked `placement` in every module but the last (or, in a
 * module with none marked, the first question of each lesson). Passing a module's share unlocks the next one at
 * once; modules are passed in order, so a failed one stops the run there.
 */
@Injectable()
export class PlacementService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly course: CourseService,
    private readonly learner: LearnerProgressService,
    private readonly bus: EventBus,
  ) {}

  /** The sections of the catalog they were drawn from (the course is read once at start). */
  private drawn:
    | { catalog: unknown; sections: { module: CatalogModule; questions: CatalogQuestion[] }[] }
    | undefined;

  private sections(): { module: CatalogModule; questions: CatalogQuestion[] }[] {
    const catalog = this.course.catalog;
    if (this.drawn?.catalog !== catalog) this.drawn = { catalog, sections: this.draw() };
    return this.drawn.sections;
  }

  private draw(): { module: CatalogModule; questions: CatalogQuestion[] }[] {
    return this.course.catalog.modules.slice(0, -1).map((module) => {
      const all = module.lessons.flatMap((lesson) => lesson.questions);
      const marked = all.filter((question) => question.placement);
      const questions =
        marked.length > 0 ? marked : module.lessons.flatMap((lesson) => lesson.questions.slice(0, 1));
      return { module, questions };
    });
  }

  async test(userId: string): Promise<PlacementTest> {
    // One index-only count (TypeORM's countBy counts DISTINCT ids, reading every attempt's row).
    const [{ attempts }] = (await this.dataSource.query(
      'SELECT count(*)::int AS attempts FROM learning.placement_attempts WHERE user_id = $1',
      [userId],
    )) as [{ attempts: number }];
    const seed = `${userId}:placement:${attempts}`;
    const sections = this.sections();
    return {
      passPercent: QUIZ_PASS_PERCENT,
      modules: sections.map(({ module, questions }) => ({
        id: module.id,
        title: module.title,
        questionCount: questions.length,
      })),
      questions: sections.flatMap(({ module, questions }) =>
        seededShuffle(questions, `${seed}:${module.id}`).map((question) => ({
          ...publicQuestion(question, seed),
          moduleId: module.id,
        })),
      ),
    };
  }

  async attempt(userId: string, answers: QuizAnswer[]): Promise<PlacementResult> {
    const sections = this.sections();
    if (sections.length === 0) {
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, LearningMessages.placement.nothingToPlace);
    }
    const questions = new Map(
      sections.flatMap(({ questions: list }) => list.map((question) => [question.id, question])),
    );
    const byId = new Map<string, QuizAnswer>();
    for (const answer of answers) {
      const question = questions.get(answer.questionId);
      const problem = !question
        ? LearningMessages.quiz.unknownQuestion(answer.questionId)
        : byId.has(answer.questionId)
          ? LearningMessages.quiz.repeatedQuestion(answer.questionId)
          : answerProblem(question, answer);
      if (problem) throw new ApiException(400, ErrorCode.VALIDATION_FAILED, problem);
      byId.set(answer.questionId, answer);
    }
    if (byId.size < questions.size) {
      throw new ApiException(
        400,
        ErrorCode.VALIDATION_FAILED,
        LearningMessages.quiz.missing(questions.size - byId.size),
      );
    }
    const results = sections.map(({ module, questions: list }) => {
      const correct = list.filter((question) =>
        isCorrect(question, byId.get(question.id) as QuizAnswer),
      ).length;
      return { moduleId: module.id, title: module.title, ...scoreOf(correct, list.length), module };
    });

    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(ModuleProgressEntity);
      for (const { module } of results) {
        await repository
          .createQueryBuilder()
          .insert()
          .values({ userId, moduleId: module.id })
          .orIgnore()
          .execute();
      }
      // The same per-module locks the lessons take, in course order: no deadlock with an attempt going on.
      for (const { module } of results) {
        await repository.findOne({
          where: { userId, moduleId: module.id },
          lock: { mode: 'pessimistic_write' },
        });
      }
      const before = await this.learner.read(userId, manager);
      const now = new Date();
      for (const result of results) {
        if (!result.passed) break;
        const row = before.modules.get(result.moduleId);
        if (row?.placedOutAt) continue;
        await repository.update({ userId, moduleId: result.moduleId }, { placedOutAt: now });
        if (!before.states.get(result.moduleId)?.completed) {
          await this.bus.publish(manager, 'learning.module.completed', {
            userId,
            moduleId: result.moduleId,
            moduleTitle: result.title,
            viaPlacement: true,
          });
        }
      }
      await manager.getRepository(PlacementAttemptEntity).insert({
        userId,
        results: results.map(({ moduleId, score, passed }) => ({ moduleId, score, passed })),
      });
      const after = await this.learner.read(userId, manager);
      return {
        modules: results.map(({ moduleId, title, score, passed }) => ({ moduleId, title, score, passed })),
        unlocked: this.course.catalog.modules
          .filter(
            (module) => !before.states.get(module.id)?.unlocked && after.states.get(module.id)?.unlocked,
          )
          .map((module) => ({ id: module.id, title: module.title })),
      };
    });
  }
}
