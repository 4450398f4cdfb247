import type {
  DocPage,
  DocSummary,
  GlossaryEntry,
  LearningOverview,
  LessonSearchResponse,
  PlacementResult,
  PlacementTest,
  QuizAnswer,
  QuizAttemptResult,
} from '@pipcrafters/contracts';
import { activeUser, loginDemo, type SignedIn } from '@pipcrafters/platform/src/testing/gateway-client';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ContentQuestion } from './content/content.types';
import { loadContent } from './content/load-content';

const stack = inject('stack');
const content = loadContent();
const questions = new Map(
  content.modules
    .flatMap((module) => module.lessons.flatMap((lesson) => lesson.questions))
    .map((q) => [q.id, q]),
);

function right(question: ContentQuestion): QuizAnswer {
  if (question.kind === 'numeric') return { questionId: question.id, value: question.answer ?? 0 };
  return { questionId: question.id, optionIds: question.options.filter((o) => o.correct).map((o) => o.id) };
}

async function json<T>(user: SignedIn, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = method === 'GET' ? await user.client.get(path) : await user.client.post(path, body);
  const text = await response.text();
  expect(response.status, `${method} ${path}: ${text}`).toBeLessThan(300);
  return JSON.parse(text) as T;
}

let learner: SignedIn;
beforeAll(async () => {
  learner = await activeUser(stack, await loginDemo(stack, 'admin'), 'curso.completo');
});

describe('the curriculum', () => {
  it('is the whole course: at least 8 modules and 48 lessons, each quiz of 4 questions or more, 150 glossary terms', () => {
    expect(content.modules.length).toBeGreaterThanOrEqual(8);
    const lessons = content.modules.flatMap((module) => module.lessons);
    expect(lessons.length).toBeGreaterThanOrEqual(48);
    for (const lesson of lessons) expect(lesson.questions.length, lesson.id).toBeGreaterThanOrEqual(4);
    expect(content.glossary.length).toBeGreaterThanOrEqual(150);
  });

  it('can be walked end to end: the placement test opens every module, and every quiz can be passed', async () => {
    const test = await json<PlacementTest>(learner, 'GET', '/api/learning/placement');
    const placed = await json<PlacementResult>(learner, 'POST', '/api/learning/placement/attempts', {
      answers: test.questions.map((question) => right(questions.get(question.id) as ContentQuestion)),
    });
    expect(placed.modules.every((module) => module.passed)).toBe(true);
    for (const module of content.modules) {
      for (const lesson of module.lessons) {
        const result = await json<QuizAttemptResult>(
          learner,
          'POST',
          `/api/learning/lessons/${lesson.id}/quiz/attempts`,
          {
            answers: lesson.questions.map(right),
          },
        );
        expect(result, lesson.id).toMatchObject({ passed: true, score: 100 });
      }
    }
    const overview = await json<LearningOverview>(learner, 'GET', '/api/learning/modules');
    expect(overview.modules.every((module) => module.completed && module.progressPercent === 100)).toBe(true);
  }, 120_000);

  it('finds every glossary term by its name, and says which lesson teaches it', async () => {
    const glossary = await json<GlossaryEntry[]>(learner, 'GET', '/api/learning/glossary');
    expect(glossary.length).toBe(content.glossary.length);
    for (const entry of glossary) expect(entry.lesson, entry.id).not.toBeNull();
    const missing: string[] = [];
    for (const term of content.glossary) {
      const found = await json<LessonSearchResponse>(
        learner,
        'GET',
        `/api/learning/search?q=${encodeURIComponent(term.term)}`,
      );
      if (!found.terms.some((entry) => entry.id === term.id)) missing.push(`${term.id} («${term.term}»)`);
    }
    expect(missing).toEqual([]);
  }, 120_000);

  it('serves the documentation pages in order, each rendered, and a Spanish 404 for an unknown one', async () => {
    const list = await json<DocSummary[]>(learner, 'GET', '/api/learning/docs');
    expect(list.map((doc) => doc.id)).toEqual(content.docs.map((doc) => doc.id));
    expect(list.length).toBeGreaterThanOrEqual(5);
    for (const summary of list) {
      const page = await json<DocPage>(learner, 'GET', `/api/learning/docs/${summary.id}`);
      expect(page.html.length, summary.id).toBeGreaterThan(200);
    }
    const missing = await learner.client.get('/api/learning/docs/no-existe');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe(
      'Página de documentación no encontrada.',
    );
  });
});
