/**
 * The Terminal: modules, lessons, quizzes, review and search (`/api/learning/*`, owned by the learning service).
 * Lessons and their quizzes are Markdown files in `services/learning/content/` loaded into PostgreSQL at start.
 */

export type ModuleLevel = 'Principiante' | 'Intermedio' | 'Avanzado';
export const MODULE_LEVELS: readonly ModuleLevel[] = ['Principiante', 'Intermedio', 'Avanzado'];

/** A learner's state in one lesson, as the module page shows it. */
export type LessonStatus = 'not_started' | 'in_progress' | 'completed' | 'quiz_passed';
export const LESSON_STATUS_LABELS: Record<LessonStatus, string> = {
  not_started: 'No empezada',
  in_progress: 'En curso',
  completed: 'Completada',
  quiz_passed: 'Cuestionario superado',
};

/** A quiz is passed with at least this share of its questions right (per cent). */
export const QUIZ_PASS_PERCENT = 70;
/** From this attempt on, the results reveal the correct answers even when the quiz was not passed. */
export const REVEAL_FROM_ATTEMPT = 3;
/** Days until a review card in each Leitner box is due again (box 1 is the first). */
export const REVIEW_INTERVAL_DAYS = [1, 3, 7, 14, 30] as const;
/** A review session shows at most this many due cards at a time. */
export const REVIEW_SESSION_SIZE = 20;
/** Search queries shorter or longer than these are refused. */
export const SEARCH_QUERY_MIN_LENGTH = 2;
export const SEARCH_QUERY_MAX_LENGTH = 100;

/** XP the progress service awards for learning, once per learner and lesson or module. */
export const LEARNING_XP = {
  lessonCompleted: 10,
  quizPassed: 20,
  /** Instead of `quizPassed` when the first passing attempt is 100 %. */
  quizPassedPerfect: 35,
  moduleCompleted: 50,
} as const;

export type QuestionKind = 'single' | 'multiple' | 'numeric';

export interface QuizOption {
  id: string;
  text: string;
}

/** A question as the learner sees it: never its answer. */
export interface QuizQuestion {
  id: string;
  kind: QuestionKind;
  prompt: string;
  /** Single and multiple choice, in the order shown (shuffled for each attempt). */
  options?: QuizOption[];
  /** Numeric questions: the unit the answer is in ("pips", "USD"...). */
  unit?: string | null;
}

export interface LessonRef {
  id: string;
  title: string;
}

export interface GlossaryEntry {
  id: string;
  term: string;
  definition: string;
  /** The English term traders use, when there is one. */
  english: string | null;
  /** The lesson that teaches it. */
  lesson: LessonRef | null;
}

/** A page of `/documentation` in the list. */
export interface DocSummary {
  id: string;
  order: number;
  title: string;
  summary: string;
}

/** `GET /api/learning/docs/{id}`: the page, rendered and sanitised like a lesson (no quiz, charts or widgets). */
export interface DocPage extends DocSummary {
  html: string;
  previous: LessonRef | null;
  next: LessonRef | null;
}

export interface ResumeLesson {
  lessonId: string;
  lessonTitle: string;
  moduleId: string;
  moduleTitle: string;
}

export interface LearningModuleSummary {
  id: string;
  order: number;
  title: string;
  summary: string;
  level: ModuleLevel;
  lessonCount: number;
  completedLessons: number;
  passedQuizzes: number;
  /** Share of the module's quizzes passed, 0–100. */
  progressPercent: number;
  estimatedMinutes: number;
  unlocked: boolean;
  /** Every quiz of the module passed (or the module passed in the placement test). */
  completed: boolean;
  /** Unlocked by the placement test rather than by the previous module. */
  placedOut: boolean;
  /** Why it is locked, in Spanish; null when unlocked. */
  lockedReason: string | null;
}

/** `GET /api/learning/modules`. */
export interface LearningOverview {
  modules: LearningModuleSummary[];
  /** "Continuar donde lo dejaste": the lesson last opened and not yet passed, else the next one to start. */
  resume: ResumeLesson | null;
  /** Review cards due now. */
  reviewDue: number;
  /** Mean best score (0–100, one decimal) over the quizzes the learner has attempted; null before the first. */
  quizAverage: number | null;
  /** Quizzes passed over the whole course. */
  quizzesPassed: number;
}

export interface LessonSummary {
  id: string;
  order: number;
  title: string;
  summary: string;
  readingMinutes: number;
  questionCount: number;
  status: LessonStatus;
  /** Best quiz score so far (0–100), null before any attempt. */
  bestScore: number | null;
  attempts: number;
}

/** `GET /api/learning/modules/{id}`. */
export interface LearningModuleDetail extends LearningModuleSummary {
  /** module.md's body, rendered and sanitised like a lesson's. */
  descriptionHtml: string;
  lessons: LessonSummary[];
}

/** `GET /api/learning/lessons/{id}`. */
export interface LessonDetail {
  id: string;
  moduleId: string;
  moduleTitle: string;
  moduleUnlocked: boolean;
  order: number;
  title: string;
  summary: string;
  /**
   * The lesson's reviewed Markdown rendered at load into sanitised HTML: headings, paragraphs, lists, tables, links,
   * `<aside class="callout callout-nota|ejemplo|advertencia">` (with an optional `<p class="callout-title">`),
   * `<span data-glossary="id">` terms, `<div data-chart="id">` and `<div data-widget="id">` placeholders.
   */
  html: string;
  readingMinutes: number;
  /** The glossary terms the body uses. */
  glossary: GlossaryEntry[];
  /** Candlestick data the body's `::velas{#id}` charts draw. */
  charts: Record<string, CandleChart>;
  quiz: { passPercent: number; questions: QuizQuestion[] };
  status: LessonStatus;
  bestScore: number | null;
  attempts: number;
  previous: LessonRef | null;
  next: LessonRef | null;
}

export interface Candle {
  /** ISO date or date-time, UTC. */
  time: string;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface CandleChart {
  title: string;
  symbol: string;
  candles: Candle[];
  /** Horizontal lines drawn across the chart (support, stop loss...). */
  lines?: { price: number; label: string }[];
}

/** One answer in an attempt: `optionIds` for choice questions, `value` for numeric ones. */
export interface QuizAnswer {
  questionId: string;
  optionIds?: string[];
  value?: number;
}

export interface QuizAttemptRequest {
  answers: QuizAnswer[];
}

export interface QuestionResult {
  questionId: string;
  correct: boolean;
  /** The concept behind the question, always shown. */
  explanation: string;
  /** What the chosen options say about themselves (per-option feedback), in the order chosen. */
  feedback: string[];
  /** Only when `revealed`: the right options, or the right value and its tolerance. */
  correctOptionIds?: string[];
  correctValue?: number;
  tolerance?: number;
}

/** `POST /api/learning/lessons/{id}/quiz/attempts`. */
export interface QuizAttemptResult {
  attemptNumber: number;
  /** 0–100, rounded. */
  score: number;
  correctCount: number;
  questionCount: number;
  passed: boolean;
  passPercent: number;
  bestScore: number;
  /** The correct answers are in `results`: the quiz is passed, or this is the third attempt or later. */
  revealed: boolean;
  results: QuestionResult[];
  /** This attempt passed the last quiz of the module. */
  moduleCompleted: boolean;
}

/** `POST /api/learning/lessons/{id}/complete`. */
export interface LessonCompletion {
  lessonId: string;
  status: LessonStatus;
  /** False when the lesson was already completed (nothing new happened). */
  newlyCompleted: boolean;
  moduleCompleted: boolean;
}

export interface ReviewCard extends QuizQuestion {
  lessonId: string;
  lessonTitle: string;
  /** Leitner box, 1–5. */
  box: number;
  dueAt: string;
}

/** `GET /api/learning/review`. */
export interface ReviewQueue {
  due: number;
  cards: ReviewCard[];
  /** When the next card not yet due will be, if any. */
  nextDueAt: string | null;
}

/** `POST /api/learning/review/{questionId}` with a `QuizAnswer` minus its questionId. */
export interface ReviewAnswerResult {
  questionId: string;
  correct: boolean;
  explanation: string;
  feedback: string[];
  correctOptionIds?: string[];
  correctValue?: number;
  tolerance?: number;
  box: number;
  dueAt: string;
}

export interface SearchSnippetPart {
  text: string;
  match: boolean;
}

export interface LessonSearchResult {
  lessonId: string;
  title: string;
  moduleId: string;
  moduleTitle: string;
  /** Plain text around the matches. */
  snippet: string;
  /** The same snippet cut where the matches are, to highlight them without HTML. */
  snippetParts: SearchSnippetPart[];
}

/** `GET /api/learning/search?q=`. */
export interface LessonSearchResponse {
  query: string;
  results: LessonSearchResult[];
  /** Glossary terms whose term, English equivalent or definition match (accents ignored). */
  terms: GlossaryEntry[];
}

/** A passage of the course: a lesson's section or callout, or a glossary term (linked to the lesson that teaches it). */
export interface LearningPassage {
  lessonId: string;
  lessonTitle: string;
  moduleId: string;
  moduleTitle: string;
  /** The headings above it joined with " › " (for a glossary term: the term and its English name); null before the first. */
  heading: string | null;
  /**
   * Plain text (no HTML or Markdown), the passage whole: at most 1,200 characters (a longer section is stored as
   * several passages, cut between paragraphs or at a sentence end).
   */
  text: string;
  kind: 'lesson' | 'glossary';
  /** Relevance to the query (higher first); comparable within one response only. */
  score: number;
}

/**
 * `GET /api/learning/passages?q=&limit=`: the passages that best answer a question in natural language (any word
 * may match), at most two per lesson, for the assistant to ground its answers on.
 */
export interface PassageSearchResponse {
  query: string;
  passages: LearningPassage[];
}

/** `GET /api/learning/placement`: questions from every module but the last, to unlock later modules at once. */
export interface PlacementTest {
  passPercent: number;
  modules: { id: string; title: string; questionCount: number }[];
  questions: (QuizQuestion & { moduleId: string })[];
}

/** `POST /api/learning/placement/attempts` with `{ answers }`. */
export interface PlacementResult {
  modules: { moduleId: string; title: string; score: number; passed: boolean }[];
  /** Modules now unlocked that were locked before. */
  unlocked: LessonRef[];
}
