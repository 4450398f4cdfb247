import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  type LearningModuleDetail,
  type LearningModuleSummary,
  type LearningOverview,
  type ResumeLesson,
} from '@pipcrafters/contracts';
import { ApiException, SharedReads } from '@pipcrafters/service-kit';
import { CourseService } from '../course/course.service';
import type { CatalogModule } from '../course/course-catalog';
import { LearningMessages } from '../messages';
import { type LearnerProgress, LearnerProgressService } from './learner-progress.service';
import { lessonStatus, type ModuleState } from './module-states';

@Injectable()
export class ModulesService {
  constructor(
    private readonly course: CourseService,
    private readonly learner: LearnerProgressService,
    private readonly reads: SharedReads,
  ) {}

  private summary(module: CatalogModule, state: ModuleState | undefined): LearningModuleSummary {
    return {
      id: module.id,
      order: module.position,
      title: module.title,
      summary: module.summary,
      level: module.level,
      lessonCount: module.lessons.length,
      completedLessons: state?.completedLessons ?? 0,
      passedQuizzes: state?.passedQuizzes ?? 0,
      progressPercent: state?.progressPercent ?? 0,
      estimatedMinutes: module.lessons.reduce((total, lesson) => total + lesson.readingMinutes, 0),
      unlocked: state?.unlocked ?? false,
      completed: state?.completed ?? false,
      placedOut: state?.placedOut ?? false,
      lockedReason: state?.lockedReason ?? null,
    };
  }

  /**
   * The course as the learner stands in it. The dashboard asks for it while the recommendations (progress) ask for it
   * too: the two requests share one read.
   */
  overview(userId: string): Promise<LearningOverview> {
    return this.reads.share(`overview:${userId}`, () => this.read(userId));
  }

  private async read(userId: string): Promise<LearningOverview> {
    const { reviewDue, ...progress } = await this.learner.readWithReviewsDue(userId, new Date());
    return {
      modules: this.course.catalog.modules.map((module) =>
        this.summary(module, progress.states.get(module.id)),
      ),
      resume: this.resume(progress),
      reviewDue,
      ...this.quizFigures(progress),
    };
  }

  /** The mean of the best scores over the course's quizzes the learner has tried, and how many are passed. */
  private quizFigures(progress: LearnerProgress): Pick<LearningOverview, 'quizAverage' | 'quizzesPassed'> {
    const tried = [...progress.lessons.values()].filter(
      (row) => row.attempts > 0 && row.bestScore !== null && this.course.catalog.lesson(row.lessonId),
    );
    const total = tried.reduce((sum, row) => sum + (row.bestScore ?? 0), 0);
    return {
      quizAverage: tried.length === 0 ? null : Math.round((total / tried.length) * 10) / 10,
      quizzesPassed: tried.filter((row) => row.quizPassedAt !== null).length,
    };
  }

  /**
   * "Continuar donde lo dejaste": the lesson opened last whose quiz is not passed yet; failing that, the first lesson
   * of an unlocked module not passed yet; null when everything open is done.
   */
  private resume(progress: LearnerProgress): ResumeLesson | null {
    const catalog = this.course.catalog;
    const open = catalog.allLessons().filter((lesson) => progress.states.get(lesson.moduleId)?.unlocked);
    const unfinished = open.filter((lesson) => !progress.lessons.get(lesson.id)?.quizPassedAt);
    const lastOpened = unfinished
      .filter((lesson) => progress.lessons.get(lesson.id)?.lastOpenedAt)
      .sort(
        (a, b) =>
          (progress.lessons.get(b.id)?.lastOpenedAt?.getTime() ?? 0) -
          (progress.lessons.get(a.id)?.lastOpenedAt?.getTime() ?? 0),
      )[0];
    const lesson = lastOpened ?? unfinished[0];
    const module = lesson && catalog.module(lesson.moduleId);
    if (!lesson || !module) return null;
    return { lessonId: lesson.id, lessonTitle: lesson.title, moduleId: module.id, moduleTitle: module.title };
  }

  async detail(userId: string, moduleId: string): Promise<LearningModuleDetail> {
    const module = this.course.catalog.module(moduleId);
    if (!module) throw new ApiException(404, ErrorCode.NOT_FOUND, LearningMessages.notFound.module);
    const progress = await this.learner.read(userId);
    return {
      ...this.summary(module, progress.states.get(module.id)),
      descriptionHtml: module.descriptionHtml,
      lessons: module.lessons.map((lesson) => {
        const row = progress.lessons.get(lesson.id);
        return {
          id: lesson.id,
          order: lesson.position,
          title: lesson.title,
          summary: lesson.summary,
          readingMinutes: lesson.readingMinutes,
          questionCount: lesson.questions.length,
          status: lessonStatus(row),
          bestScore: row?.bestScore ?? null,
          attempts: row?.attempts ?? 0,
        };
      }),
    };
  }
}
