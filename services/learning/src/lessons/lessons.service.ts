import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ErrorCode,
  type LessonCompletion,
  type LessonDetail,
  QUIZ_PASS_PERCENT,
  type QuestionResult,
  type QuizAnswer,
  type QuizAttemptResult,
  type QuizQuestion,
  REVEAL_FROM_ATTEMPT,
} from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
import { ApiException } from '@pipcrafters/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { CourseService } from '../course/course.service';
import type { CatalogLesson, CatalogModule, CatalogQuestion } from '../course/course-catalog';
import { LearningMessages } from '../messages';
import { LearnerProgressService } from '../modules/learner-progress.service';
import { lessonStatus } from '../modules/module-states';
import { ReviewQueueWrites } from '../review/review-queue';
import { answerProblem, feedbackFor, isCorrect, revealedAnswer, scoreOf } from './grading';
import { LessonProgressEntity, ModuleProgressEntity, QuizAttemptEntity } from './learner.entities';
import { seededShuffle } from './shuffle';

/** A question as the learner sees it, options in an order seeded by the learner, question and attempt. */
export function publicQuestion(question: CatalogQuestion, seed: string): QuizQuestion {
  if (question.kind === 'numeric') {
    return { id: question.id, kind: question.kind, prompt: question.prompt, unit: question.unit };
  }
  return {
    id: question.id,
    kind: question.kind,
    prompt: question.prompt,
    options: seededShuffle(question.options, `${seed}:${question.id}`).map(({ id, text }) => ({ id, text })),
  };
}

@Injectable()
export class LessonsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly course: CourseService,
    private readonly learner: LearnerProgressService,
    private readonly bus: EventBus,
  ) {}

  private find(lessonId: string): { lesson: CatalogLesson; module: CatalogModule } {
    const lesson = this.course.catalog.lesson(lessonId);
    const module = lesson && this.course.catalog.module(lesson.moduleId);
    if (!lesson || !module)
      throw new ApiException(404, ErrorCode.NOT_FOUND, LearningMessages.notFound.lesson);
    return { lesson, module };
  }

  /** The lesson, its quiz without answers (shuffled for this attempt) and the learner's state; marks it opened. */
  async open(userId: string, lessonId: string): Promise<LessonDetail> {
    const { lesson, module } = this.find(lessonId);
    const now = new Date();
    await this.dataSource
      .getRepository(LessonProgressEntity)
      .createQueryBuilder()
      .insert()
      .values({ userId, lessonId, openedAt: now, lastOpenedAt: now })
      .orUpdate(['last_opened_at'], ['user_id', 'lesson_id'])
      .execute();
    const progress = await this.learner.read(userId);
    const row = progress.lessons.get(lessonId);
    const attempts = row?.attempts ?? 0;
    const seed = `${userId}:${lessonId}:${attempts}`;
    const catalog = this.course.catalog;
    const all = catalog.allLessons();
    const index = all.findIndex((candidate) => candidate.id === lessonId);
    const neighbour = (candidate: CatalogLesson | undefined) =>
      candidate ? { id: candidate.id, title: candidate.title } : null;
    return {
      id: lesson.id,
      moduleId: module.id,
      moduleTitle: module.title,
      moduleUnlocked: progress.states.get(module.id)?.unlocked ?? false,
      order: lesson.position,
      title: lesson.title,
      summary: lesson.summary,
      html: lesson.html,
      readingMinutes: lesson.readingMinutes,
      glossary: catalog.glossary(lesson.glossaryIds),
      charts: lesson.charts,
      quiz: {
        passPercent: QUIZ_PASS_PERCENT,
        questions: seededShuffle(lesson.questions, seed).map((question) => publicQuestion(question, seed)),
      },
      status: lessonStatus(row),
      bestScore: row?.bestScore ?? null,
      attempts,
      previous: neighbour(all[index - 1]),
      next: neighbour(all[index + 1]),
    };
  }

  /** Refuses any change in a module the learner has not unlocked. */
  private async assertUnlocked(userId: string, module: CatalogModule, manager: EntityManager): Promise<void> {
    const state = (await this.learner.read(userId, manager)).states.get(module.id);
    if (state?.unlocked) return;
    const previous = this.course.catalog.previousModule(module.id);
    throw new ApiException(
      403,
      ErrorCode.FORBIDDEN,
      LearningMessages.locked.attempt(module.title, previous?.title ?? ''),
    );
  }

  /**
   * Serialises one learner's writes in one module (completions, attempts, the module's completion), so two at once
   * can neither both be "the first" nor both miss completing the module.
   */
  private async lockModule(manager: EntityManager, userId: string, moduleId: string): Promise<void> {
    const repository = manager.getRepository(ModuleProgressEntity);
    await repository.createQueryBuilder().insert().values({ userId, moduleId }).orIgnore().execute();
    await repository.findOne({ where: { userId, moduleId }, lock: { mode: 'pessimistic_write' } });
  }

  private async lockLesson(
    manager: EntityManager,
    userId: string,
    lessonId: string,
  ): Promise<LessonProgressEntity> {
    const repository = manager.getRepository(LessonProgressEntity);
    await repository.createQueryBuilder().insert().values({ userId, lessonId }).orIgnore().execute();
    return repository.findOneOrFail({ where: { userId, lessonId }, lock: { mode: 'pessimistic_write' } });
  }

  /** `now` is the moment it happened: the clock, or a date in the demo trader's seeded history. */
  async complete(userId: string, lessonId: string, now = new Date()): Promise<LessonCompletion> {
    const { lesson, module } = this.find(lessonId);
    return this.dataSource.transaction(async (manager) => {
      await this.lockModule(manager, userId, module.id);
      await this.assertUnlocked(userId, module, manager);
      const row = await this.lockLesson(manager, userId, lessonId);
      const newlyCompleted = row.completedAt === null;
      if (newlyCompleted) await this.markCompleted(manager, userId, lesson, row, now);
      return { lessonId, status: lessonStatus(row), newlyCompleted, moduleCompleted: false };
    });
  }

  private async markCompleted(
    manager: EntityManager,
    userId: string,
    lesson: CatalogLesson,
    row: LessonProgressEntity,
    now: Date,
  ): Promise<void> {
    row.completedAt = now;
    row.openedAt ??= now;
    row.lastOpenedAt ??= now;
    await manager
      .getRepository(LessonProgressEntity)
      .update(
        { userId, lessonId: lesson.id },
        { completedAt: now, openedAt: row.openedAt, lastOpenedAt: row.lastOpenedAt },
      );
    await ReviewQueueWrites.enqueue(
      manager,
      userId,
      lesson.questions.map((question) => question.id),
      now,
    );
    await this.bus.publish(
      manager,
      'learning.lesson.completed',
      { userId, lessonId: lesson.id, lessonTitle: lesson.title, moduleId: lesson.moduleId },
      now,
    );
  }

  /** Every question answered once, each in its question's shape; otherwise a Spanish 400 naming the problem. */
  private checkAnswers(lesson: CatalogLesson, answers: QuizAnswer[]): Map<string, QuizAnswer> {
    const byId = new Map<string, QuizAnswer>();
    const questions = new Map(lesson.questions.map((question) => [question.id, question]));
    for (const answer of answers) {
      const question = questions.get(answer.questionId);
      if (!question) throw this.badAnswer(LearningMessages.quiz.unknownQuestion(answer.questionId));
      if (byId.has(answer.questionId))
        throw this.badAnswer(LearningMessages.quiz.repeatedQuestion(answer.questionId));
      const problem = answerProblem(question, answer);
      if (problem) throw this.badAnswer(problem);
      byId.set(answer.questionId, answer);
    }
    const missing = lesson.questions.length - byId.size;
    if (missing > 0) throw this.badAnswer(LearningMessages.quiz.missing(missing));
    return byId;
  }

  private badAnswer(message: string): ApiException {
    return new ApiException(400, ErrorCode.VALIDATION_FAILED, message);
  }

  /**
   * Grades an attempt on the server and keeps it. The results explain every question; the right answers are in
   * them only once the quiz is passed (now or before) or from the third attempt on.
   */
  async attempt(
    userId: string,
    lessonId: string,
    answers: QuizAnswer[],
    now = new Date(),
  ): Promise<QuizAttemptResult> {
    const { lesson, module } = this.find(lessonId);
    return this.dataSource.transaction(async (manager) => {
      await this.lockModule(manager, userId, module.id);
      await this.assertUnlocked(userId, module, manager);
      const byId = this.checkAnswers(lesson, answers);
      const row = await this.lockLesson(manager, userId, lessonId);
      const attemptNumber = row.attempts + 1;
      const graded = lesson.questions.map((question) => {
        const answer = byId.get(question.id) as QuizAnswer;
        return { question, answer, correct: isCorrect(question, answer) };
      });
      const correctCount = graded.filter((item) => item.correct).length;
      const { score, passed } = scoreOf(correctCount, lesson.questions.length);
      const firstPass = passed && row.quizPassedAt === null;
      const revealed = passed || row.quizPassedAt !== null || attemptNumber >= REVEAL_FROM_ATTEMPT;

      await manager.getRepository(QuizAttemptEntity).insert({
        userId,
        lessonId,
        attemptNumber,
        score,
        correctCount,
        questionCount: lesson.questions.length,
        passed,
        answers: lesson.questions.map((question) => byId.get(question.id) as QuizAnswer),
      });
      const bestScore = Math.max(row.bestScore ?? 0, score);
      await manager.getRepository(LessonProgressEntity).update(
        { userId, lessonId },
        {
          attempts: attemptNumber,
          bestScore,
          openedAt: row.openedAt ?? now,
          lastOpenedAt: row.lastOpenedAt ?? now,
          ...(firstPass ? { quizPassedAt: now } : {}),
        },
      );
      await ReviewQueueWrites.answeredWrong(
        manager,
        userId,
        graded.filter((item) => !item.correct).map((item) => item.question.id),
        now,
      );
      let moduleCompleted = false;
      if (firstPass) {
        if (row.completedAt === null) await this.markCompleted(manager, userId, lesson, row, now);
        await this.bus.publish(
          manager,
          'learning.quiz.passed',
          { userId, lessonId, lessonTitle: lesson.title, score, attemptNumber },
          now,
        );
        moduleCompleted = await this.completeModuleIfDone(manager, userId, module, now);
      }
      const results: QuestionResult[] = graded.map(({ question, answer, correct }) => ({
        questionId: question.id,
        correct,
        explanation: question.explanation,
        feedback: feedbackFor(question, answer),
        ...(revealed ? revealedAnswer(question) : {}),
      }));
      return {
        attemptNumber,
        score,
        correctCount,
        questionCount: lesson.questions.length,
        passed,
        passPercent: QUIZ_PASS_PERCENT,
        bestScore,
        revealed,
        results,
        moduleCompleted,
      };
    });
  }

  /** Marks the module completed (and says so once, by event) when every one of its quizzes is passed. */
  async completeModuleIfDone(
    manager: EntityManager,
    userId: string,
    module: CatalogModule,
    now: Date,
  ): Promise<boolean> {
    const progress = await this.learner.read(userId, manager);
    const allPassed = module.lessons.every((lesson) => progress.lessons.get(lesson.id)?.quizPassedAt);
    const row = progress.modules.get(module.id);
    if (!allPassed || row?.completedAt) return false;
    await manager
      .getRepository(ModuleProgressEntity)
      .update({ userId, moduleId: module.id }, { completedAt: now });
    await this.bus.publish(
      manager,
      'learning.module.completed',
      { userId, moduleId: module.id, moduleTitle: module.title, viaPlacement: false },
      now,
    );
    return true;
  }
}
