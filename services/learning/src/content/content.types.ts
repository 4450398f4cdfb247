import type { CandleChart, ModuleLevel, QuestionKind } from '@pipcrafters/contracts';
import type { ContentPassage } from './passages';

/** The course as `loadContent` reads it from content/: what the learning service stores and serves. */

export interface ContentOption {
  id: string;
  text: string;
  correct: boolean;
  feedback: string | null;
}

export interface ContentQuestion {
  /** "<lessonId>.<localId>", the id the API and the learners' answers use. */
  id: string;
  localId: string;
  /** 0-based order in the file. */
  position: number;
  kind: QuestionKind;
  prompt: string;
  explanation: string;
  /** Empty for numeric questions. */
  options: ContentOption[];
  /** Numeric questions only. */
  answer: number | null;
  /** 0 when the file gives none. */
  tolerance: number;
  unit: string | null;
  placement: boolean;
  /** Numeric questions only, when the file declares how `answer` is computed (checked at load). */
  check: ContentQuestionCheck | null;
}

/** A numeric question's `check`: a formula of formulas.ts and its inputs, which the loader found to give `answer`. */
export interface ContentQuestionCheck {
  formula: string;
  inputs: Record<string, number | number[]>;
}

export interface ContentLesson {
  id: string;
  moduleId: string;
  order: number;
  title: string;
  summary: string;
  /** The body rendered and sanitised. */
  html: string;
  /** The body's text without markup, for full-text search: callout and glossary text included, whitespace collapsed. */
  plainText: string;
  /** The body cut at its `##`/`###` headings and callouts, as plain text (passages.ts). */
  passages: ContentPassage[];
  /** Words of `plainText` at 200 a minute, rounded up, at least 1. */
  readingMinutes: number;
  /** Distinct, in order of first use. */
  glossaryIds: string[];
  charts: Record<string, CandleChart>;
  questions: ContentQuestion[];
  /** Relative to the content root, e.g. "01-mecanica-del-mercado/03-que-es-un-pip.md". */
  file: string;
  /** sha256 hex of the file's bytes. */
  contentHash: string;
}

export interface ContentModule {
  id: string;
  order: number;
  title: string;
  level: ModuleLevel;
  summary: string;
  descriptionHtml: string;
  file: string;
  contentHash: string;
  /** Sorted by order. */
  lessons: ContentLesson[];
}

export interface GlossaryTerm {
  id: string;
  term: string;
  /** The English term traders use, when the file gives one. */
  english: string | null;
  /** The lesson that teaches the term (an existing lesson id). */
  lessonId: string;
  definition: string;
}

/** A page of /documentation (content/docs/<nn>-<slug>.md). */
export interface ContentDoc {
  /** Slug, the page's URL: /documentation/<id>. */
  id: string;
  order: number;
  title: string;
  summary: string;
  /** The body rendered and sanitised, like a lesson's. */
  html: string;
  /** The body's text without markup, for full-text search. */
  plainText: string;
  /** Relative to the content root, e.g. "docs/01-primeros-pasos.md". */
  file: string;
  /** sha256 hex of the file's bytes. */
  contentHash: string;
}

export interface Content {
  /** Sorted by order. */
  modules: ContentModule[];
  glossary: GlossaryTerm[];
  /** sha256 hex of every glossary file, names and bytes, in name order. */
  glossaryHash: string;
  /** The documentation pages, sorted by order; empty when content/docs/ does not exist. */
  docs: ContentDoc[];
}
