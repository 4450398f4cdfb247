import { apiFetch } from '@pipcrafters/api-client';
import type {
  DocPage,
  DocSummary,
  GlossaryEntry,
  LearningModuleDetail,
  LearningOverview,
  LessonCompletion,
  LessonDetail,
  LessonSearchResponse,
  PlacementResult,
  PlacementTest,
  QuizAnswer,
  QuizAttemptResult,
  ReviewAnswerResult,
  ReviewQueue,
} from '@pipcrafters/contracts';

/**
 * Every learning query lives under `learning`. The lesson is deliberately not refreshed by the progress
 * invalidation: its quiz is reshuffled on each read, so it is only read again when the learner asks to retry.
 */
export const learningKeys = {
  all: ['learning'] as const,
  overview: () => ['learning', 'overview'] as const,
  modules: () => ['learning', 'module'] as const,
  module: (id: string) => ['learning', 'module', id] as const,
  lesson: (id: string) => ['learning', 'lesson', id] as const,
  review: () => ['learning', 'review'] as const,
  search: (query: string) => ['learning', 'search', query] as const,
  placement: () => ['learning', 'placement'] as const,
  docs: () => ['learning', 'docs'] as const,
  doc: (id: string) => ['learning', 'docs', id] as const,
  glossary: () => ['learning', 'glossary'] as const,
};

const segment = (id: string) => encodeURIComponent(id);

export const learningApi = {
  overview: (signal?: AbortSignal) => apiFetch<LearningOverview>('/api/learning/modules', { signal }),
  module: (id: string, signal?: AbortSignal) =>
    apiFetch<LearningModuleDetail>(`/api/learning/modules/${segment(id)}`, { signal }),
  lesson: (id: string, signal?: AbortSignal) =>
    apiFetch<LessonDetail>(`/api/learning/lessons/${segment(id)}`, { signal }),
  completeLesson: (id: string) =>
    apiFetch<LessonCompletion>(`/api/learning/lessons/${segment(id)}/complete`, { method: 'POST' }),
  attemptQuiz: (id: string, answers: QuizAnswer[]) =>
    apiFetch<QuizAttemptResult>(`/api/learning/lessons/${segment(id)}/quiz/attempts`, {
      method: 'POST',
      body: { answers },
    }),
  review: (signal?: AbortSignal) => apiFetch<ReviewQueue>('/api/learning/review', { signal }),
  answerReview: (questionId: string, answer: Omit<QuizAnswer, 'questionId'>) =>
    apiFetch<ReviewAnswerResult>(`/api/learning/review/${segment(questionId)}`, {
      method: 'POST',
      body: answer,
    }),
  search: (query: string, signal?: AbortSignal) =>
    apiFetch<LessonSearchResponse>(`/api/learning/search?${new URLSearchParams({ q: query })}`, { signal }),
  placement: (signal?: AbortSignal) => apiFetch<PlacementTest>('/api/learning/placement', { signal }),
  docs: (signal?: AbortSignal) => apiFetch<DocSummary[]>('/api/learning/docs', { signal }),
  doc: (id: string, signal?: AbortSignal) =>
    apiFetch<DocPage>(`/api/learning/docs/${segment(id)}`, { signal }),
  glossary: (signal?: AbortSignal) => apiFetch<GlossaryEntry[]>('/api/learning/glossary', { signal }),
  attemptPlacement: (answers: QuizAnswer[]) =>
    apiFetch<PlacementResult>('/api/learning/placement/attempts', { method: 'POST', body: { answers } }),
};
