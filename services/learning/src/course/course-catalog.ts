import type { CandleChart, DocPage, GlossaryEntry, ModuleLevel } from '@pipcrafters/contracts';
import type { GradableQuestion } from '../lessons/grading';

export interface CatalogQuestion extends GradableQuestion {
  lessonId: string;
  position: number;
  prompt: string;
  explanation: string;
  unit: string | null;
  placement: boolean;
}

export interface CatalogLesson {
  id: string;
  moduleId: string;
  position: number;
  title: string;
  summary: string;
  html: string;
  readingMinutes: number;
  glossaryIds: string[];
  charts: Record<string, CandleChart>;
  questions: CatalogQuestion[];
}

export interface CatalogModule {
  id: string;
  position: number;
  title: string;
  level: ModuleLevel;
  summary: string;
  descriptionHtml: string;
  lessons: CatalogLesson[];
}

/**
 * The course as it stands (archived modules, lessons and questions left out), kept in memory: it changes only when
 * the service starts and loads content/, so every request reads it without a query.
 */
export class CourseCatalog {
  readonly modules: CatalogModule[];
  private readonly modulesById: Map<string, CatalogModule>;
  private readonly lessonsById: Map<string, CatalogLesson>;
  private readonly questionsById: Map<string, CatalogQuestion>;
  private readonly glossaryById: Map<string, GlossaryEntry>;

  readonly docs: DocPage[];
  private readonly docsById: Map<string, DocPage>;

  constructor(
    modules: CatalogModule[],
    glossary: GlossaryEntry[],
    docs: Omit<DocPage, 'previous' | 'next'>[] = [],
  ) {
    const ordered = [...docs].sort((a, b) => a.order - b.order);
    const ref = (doc: (typeof ordered)[number] | undefined) =>
      doc ? { id: doc.id, title: doc.title } : null;
    this.docs = ordered.map((doc, index) => ({
      ...doc,
      previous: ref(ordered[index - 1]),
      next: ref(ordered[index + 1]),
    }));
    this.docsById = new Map(this.docs.map((doc) => [doc.id, doc]));
    this.modules = [...modules].sort((a, b) => a.position - b.position);
    this.modulesById = new Map(this.modules.map((module) => [module.id, module]));
    const lessons = this.modules.flatMap((module) => module.lessons);
    this.lessonsById = new Map(lessons.map((lesson) => [lesson.id, lesson]));
    this.questionsById = new Map(
      lessons.flatMap((lesson) => lesson.questions).map((question) => [question.id, question]),
    );
    this.glossaryById = new Map(glossary.map((entry) => [entry.id, entry]));
  }

  module(id: string): CatalogModule | undefined {
    return this.modulesById.get(id);
  }

  lesson(id: string): CatalogLesson | undefined {
    return this.lessonsById.get(id);
  }

  question(id: string): CatalogQuestion | undefined {
    return this.questionsById.get(id);
  }

  doc(id: string): DocPage | undefined {
    return this.docsById.get(id);
  }

  glossary(ids: readonly string[]): GlossaryEntry[] {
    return ids.flatMap((id) => {
      const entry = this.glossaryById.get(id);
      return entry ? [entry] : [];
    });
  }

  allGlossary(): GlossaryEntry[] {
    return [...this.glossaryById.values()].sort((a, b) => a.term.localeCompare(b.term, 'es'));
  }

  /** The module before this one in the course, if any. */
  previousModule(moduleId: string): CatalogModule | undefined {
    const index = this.modules.findIndex((module) => module.id === moduleId);
    return index > 0 ? this.modules[index - 1] : undefined;
  }

  /** The lessons of the whole course in reading order. */
  allLessons(): CatalogLesson[] {
    return this.modules.flatMap((module) => module.lessons);
  }
}
