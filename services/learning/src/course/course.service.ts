import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In, IsNull, Not } from 'typeorm';
import type { Content } from '../content/content.types';
import { loadContent } from '../content/load-content';
import { LearningMessages } from '../messages';
import { syncPassages } from '../passages/passage-sync';
import { DocEntity, GlossaryTermEntity, LessonEntity, ModuleEntity, QuestionEntity } from './course.entities';
import { CourseCatalog } from './course-catalog';

export interface SyncReport {
  modules: number;
  lessons: number;
  changedLessons: number;
  archivedLessons: number;
  /** Lessons and glossary terms whose passages were (re)written. */
  changedPassages: number;
}

/**
 * Loads content/ into PostgreSQL at start and keeps the resulting course in memory. The load is idempotent: rows
 * are upserted by id and skipped when their content hash is unchanged; what disappeared from content/ is archived
 * (never deleted, so nobody's progress is lost) and comes back if its file does. A content error stops the start.
 */
@Injectable()
export class CourseService implements OnApplicationBootstrap {
  private readonly logger = new Logger(CourseService.name);
  private current: CourseCatalog | undefined;
  private markReady: (catalog: CourseCatalog) => void = () => undefined;
  /** Resolves once the course is loaded (event handlers may start before this service's bootstrap is done). */
  readonly ready = new Promise<CourseCatalog>((resolve) => {
    this.markReady = resolve;
  });

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async onApplicationBootstrap(): Promise<void> {
    let content: Content;
    try {
      content = loadContent();
    } catch (error) {
      throw new Error(
        LearningMessages.content.failed(error instanceof Error ? error.message : String(error)),
      );
    }
    const report = await this.sync(content);
    this.logger.log(
      `Curso cargado: ${report.modules} módulos, ${report.lessons} lecciones (${report.changedLessons} nuevas o cambiadas, ${report.archivedLessons} archivadas)`,
    );
    this.current = await this.readCatalog();
    this.markReady(this.current);
  }

  get catalog(): CourseCatalog {
    if (!this.current)
      throw new Error('The course is read at start (onApplicationBootstrap) before any request.');
    return this.current;
  }

  /** Writes `content` to the database in one transaction, one instance at a time. */
  async sync(content: Content): Promise<SyncReport> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query("SELECT pg_advisory_xact_lock(hashtext('learning.content'))");
      const now = new Date();
      const glossary = manager.getRepository(GlossaryTermEntity);
      await glossary.upsert(
        content.glossary.map((term) => ({
          id: term.id,
          term: term.term,
          definition: term.definition,
          english: term.english,
          lessonId: term.lessonId,
          archivedAt: null,
        })),
        ['id'],
      );
      await glossary.update(
        { id: Not(In(content.glossary.map((term) => term.id))), archivedAt: IsNull() },
        {
          archivedAt: now,
        },
      );

      const modules = manager.getRepository(ModuleEntity);
      const storedModules = new Map((await modules.find()).map((row) => [row.id, row]));
      for (const module of content.modules) {
        const stored = storedModules.get(module.id);
        if (
          stored &&
          stored.contentHash === module.contentHash &&
          stored.archivedAt === null &&
          stored.position === module.order
        )
          continue;
        await modules.upsert(
          {
            id: module.id,
            position: module.order,
            title: module.title,
            level: module.level,
            summary: module.summary,
            descriptionHtml: module.descriptionHtml,
            contentHash: module.contentHash,
            archivedAt: null,
            updatedAt: now,
          },
          ['id'],
        );
      }
      await modules.update(
        { id: Not(In(content.modules.map((module) => module.id))), archivedAt: IsNull() },
        {
          archivedAt: now,
        },
      );

      await this.syncDocs(manager, content, now);
      const lessons = content.modules.flatMap((module) => module.lessons);
      const changedLessons = await this.syncLessons(manager, lessons, now);
      const archived = await manager
        .getRepository(LessonEntity)
        .update(
          { id: Not(In(lessons.map((lesson) => lesson.id))), archivedAt: IsNull() },
          { archivedAt: now },
        );
      await manager.getRepository(QuestionEntity).update(
        { lessonId: Not(In(lessons.map((lesson) => lesson.id))), archivedAt: IsNull() },
        {
          archivedAt: now,
        },
      );
      const changedPassages = await syncPassages(manager, content);
      return {
        modules: content.modules.length,
        lessons: lessons.length,
        changedLessons,
        archivedLessons: archived.affected ?? 0,
        changedPassages,
      };
    });
  }

  private async syncDocs(manager: EntityManager, content: Content, now: Date): Promise<void> {
    const docs = manager.getRepository(DocEntity);
    const stored = new Map((await docs.find()).map((row) => [row.id, row]));
    for (const doc of content.docs) {
      const previous = stored.get(doc.id);
      if (
        previous &&
        previous.contentHash === doc.contentHash &&
        previous.archivedAt === null &&
        previous.position === doc.order
      )
        continue;
      await docs.upsert(
        {
          id: doc.id,
          position: doc.order,
          title: doc.title,
          summary: doc.summary,
          html: doc.html,
          plainText: doc.plainText,
          contentHash: doc.contentHash,
          archivedAt: null,
          updatedAt: now,
        },
        ['id'],
      );
    }
    const gone = [...stored.keys()].filter((id) => !content.docs.some((doc) => doc.id === id));
    if (gone.length > 0) await docs.update({ id: In(gone), archivedAt: IsNull() }, { archivedAt: now });
  }

  private async syncLessons(
    manager: EntityManager,
    lessons: Content['modules'][number]['lessons'],
    now: Date,
  ): Promise<number> {
    const repository = manager.getRepository(LessonEntity);
    const questions = manager.getRepository(QuestionEntity);
    const stored = new Map(
      (await repository.find({ select: ['id', 'contentHash', 'archivedAt', 'moduleId', 'position'] })).map(
        (row) => [row.id, row],
      ),
    );
    let changed = 0;
    for (const lesson of lessons) {
      const previous = stored.get(lesson.id);
      if (
        previous &&
        previous.contentHash === lesson.contentHash &&
        previous.archivedAt === null &&
        previous.moduleId === lesson.moduleId &&
        previous.position === lesson.order
      )
        continue;
      changed += 1;
      await repository.upsert(
        {
          id: lesson.id,
          moduleId: lesson.moduleId,
          position: lesson.order,
          title: lesson.title,
          summary: lesson.summary,
          html: lesson.html,
          plainText: lesson.plainText,
          readingMinutes: lesson.readingMinutes,
          glossaryIds: lesson.glossaryIds,
          charts: lesson.charts,
          contentHash: lesson.contentHash,
          archivedAt: null,
          updatedAt: now,
        },
        ['id'],
      );
      if (lesson.questions.length > 0) {
        await questions.upsert(
          lesson.questions.map((question) => ({
            id: question.id,
            lessonId: lesson.id,
            position: question.position,
            kind: question.kind,
            prompt: question.prompt,
            explanation: question.explanation,
            options: question.options,
            answer: question.answer === null ? null : String(question.answer),
            tolerance: String(question.tolerance),
            unit: question.unit,
            placement: question.placement,
            archivedAt: null,
          })),
          ['id'],
        );
      }
      // A question taken out of its lesson is archived: attempts and review cards that name it stay valid.
      await questions.update(
        {
          lessonId: lesson.id,
          id: Not(In(lesson.questions.map((question) => question.id))),
          archivedAt: IsNull(),
        },
        { archivedAt: now },
      );
    }
    return changed;
  }

  /** The live course as stored. */
  async readCatalog(): Promise<CourseCatalog> {
    const [modules, lessons, questions, glossary, docs] = await Promise.all([
      this.dataSource.getRepository(ModuleEntity).find({ where: { archivedAt: IsNull() } }),
      this.dataSource.getRepository(LessonEntity).find({ where: { archivedAt: IsNull() } }),
      this.dataSource.getRepository(QuestionEntity).find({ where: { archivedAt: IsNull() } }),
      this.dataSource.getRepository(GlossaryTermEntity).find({ where: { archivedAt: IsNull() } }),
      this.dataSource.getRepository(DocEntity).find({ where: { archivedAt: IsNull() } }),
    ]);
    const lessonTitles = new Map(
      lessons.filter((lesson) => lesson.archivedAt === null).map((lesson) => [lesson.id, lesson.title]),
    );
    return new CourseCatalog(
      modules.map((module) => ({
        id: module.id,
        position: module.position,
        title: module.title,
        level: module.level,
        summary: module.summary,
        descriptionHtml: module.descriptionHtml,
        lessons: lessons
          .filter((lesson) => lesson.moduleId === module.id)
          .sort((a, b) => a.position - b.position)
          .map((lesson) => ({
            id: lesson.id,
            moduleId: lesson.moduleId,
            position: lesson.position,
            title: lesson.title,
            summary: lesson.summary,
            html: lesson.html,
            readingMinutes: lesson.readingMinutes,
            glossaryIds: lesson.glossaryIds,
            charts: lesson.charts,
            questions: questions
              .filter((question) => question.lessonId === lesson.id)
              .sort((a, b) => a.position - b.position)
              .map((question) => ({
                id: question.id,
                lessonId: question.lessonId,
                position: question.position,
                kind: question.kind,
                prompt: question.prompt,
                explanation: question.explanation,
                options: question.options,
                answer: question.answer === null ? null : Number(question.answer),
                tolerance: Number(question.tolerance),
                unit: question.unit,
                placement: question.placement,
              })),
          })),
      })),
      glossary.map(({ id, term, definition, english, lessonId }) => {
        const title = lessonId ? lessonTitles.get(lessonId) : undefined;
        return { id, term, definition, english, lesson: lessonId && title ? { id: lessonId, title } : null };
      }),
      docs.map((doc) => ({
        id: doc.id,
        order: doc.position,
        title: doc.title,
        summary: doc.summary,
        html: doc.html,
      })),
    );
  }
}
