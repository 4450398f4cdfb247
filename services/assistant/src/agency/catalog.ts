import { Injectable, Logger } from '@nestjs/common';
import {
  type AgencyLessonRef,
  ErrorCode,
  type LearningModuleDetail,
  type LearningOverview,
} from '@pipcrafters/contracts';
import { ApiException, ServiceClient, type SignedInUser } from '@pipcrafters/service-kit';
import { type LearningPassage, SourcesService } from '../sources/sources.service';
import { AgencyMessages } from './messages';

export interface CatalogLesson extends AgencyLessonRef {
  summary: string;
  moduleTitle: string;
}

/** How long the course's list of lessons is kept before it is read again (it changes only with a deployment). */
const CATALOG_TTL_MS = 5 * 60_000;

/**
 * The course as the agency tools need it, read from the learning service as the user: the lessons (id, title,
 * summary) to validate a chosen lesson and name it, and a lesson's passages. Nothing here opens a lesson, so the
 * learner's progress ("continuar donde lo dejaste") is never touched by making content about it.
 */
@Injectable()
export class AgencyCatalog {
  private readonly logger = new Logger(AgencyCatalog.name);
  private cached: { at: number; lessons: Map<string, CatalogLesson> } | undefined;

  constructor(
    private readonly services: ServiceClient,
    private readonly sources: SourcesService,
  ) {}

  /** Every lesson of the course; a 503 in Spanish when the learning service cannot say. */
  async lessons(user: SignedInUser): Promise<Map<string, CatalogLesson>> {
    if (this.cached && Date.now() - this.cached.at < CATALOG_TTL_MS) return this.cached.lessons;
    try {
      const overview = await this.services.get<LearningOverview>('learning', '/api/learning/modules', user);
      const modules = await Promise.all(
        overview.modules.map((module) =>
          this.services.get<LearningModuleDetail>(
            'learning',
            `/api/learning/modules/${encodeURIComponent(module.id)}`,
            user,
          ),
        ),
      );
      const lessons = new Map<string, CatalogLesson>();
      for (const module of modules)
        for (const lesson of module.lessons)
          lessons.set(lesson.id, {
            id: lesson.id,
            title: lesson.title,
            href: `/aprende/lesson/${lesson.id}`,
            summary: lesson.summary,
            moduleTitle: module.title,
          });
      this.cached = { at: Date.now(), lessons };
      return lessons;
    } catch (error) {
      this.logger.warn(`No se pudo leer el curso: ${(error as Error).message}`);
      throw new ApiException(503, ErrorCode.SERVICE_UNAVAILABLE, AgencyMessages.courseUnavailable);
    }
  }

  /** The lessons by id, in the order given; an unknown id is a 400 naming it. */
  async resolve(user: SignedInUser, ids: readonly string[], field = 'lessonIds'): Promise<CatalogLesson[]> {
    if (ids.length === 0) return [];
    const lessons = await this.lessons(user);
    const unknown = ids.filter((id) => !lessons.has(id));
    if (unknown.length > 0) {
      const message = AgencyMessages.unknownLessons(field, unknown);
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, message, [message]);
    }
    return ids.map((id) => lessons.get(id) as CatalogLesson);
  }

  async lesson(user: SignedInUser, id: string, field = 'lessonId'): Promise<CatalogLesson> {
    const [lesson] = await this.resolve(user, [id], field);
    return lesson as CatalogLesson;
  }

  /**
   * A lesson's passages: the learning service returns at most two per lesson for one query, so several queries
   * (its title, its summary, the extra ones given) are asked and their passages of this lesson kept, in order.
   */
  async lessonPassages(
    user: SignedInUser,
    lesson: CatalogLesson,
    extra: string[] = [],
  ): Promise<LearningPassage[]> {
    const queries = [lesson.title, lesson.summary, ...extra].filter((query) => query.trim() !== '');
    const found = await Promise.all(queries.map((query) => this.sources.passages(user, query, 20)));
    const seen = new Map<string, LearningPassage>();
    for (const passage of found.flat())
      if (passage.lessonId === lesson.id && passage.kind === 'lesson' && !seen.has(passage.text))
        seen.set(passage.text, passage);
    return [...seen.values()];
  }

  /** Passages of the whole course for a topic (the best first). */
  passages(user: SignedInUser, query: string, limit = 12): Promise<LearningPassage[]> {
    return this.sources.passages(user, query, limit);
  }
}
