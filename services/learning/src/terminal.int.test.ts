import {
  LEARNING_XP,
  type LearningModuleDetail,
  type LearningOverview,
  type LessonDetail,
  type LessonSearchResponse,
  type PlacementResult,
  type PlacementTest,
  type QuizAnswer,
  type QuizAttemptResult,
  type ReviewAnswerResult,
  type ReviewQueue,
  type XpProfile,
} from '@pipcrafters/contracts';
import {
  activeUser,
  eventually,
  loginDemo,
  type SignedIn,
} from '@pipcrafters/platform/src/testing/gateway-client';
import { sql } from '@pipcrafters/platform/src/testing/stack';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ContentLesson, ContentQuestion } from './content/content.types';
import { loadContent } from './content/load-content';

const stack = inject('stack');
const content = loadContent();
const [first, second] = content.modules;
if (!first || !second) throw new Error('el curso necesita al menos dos módulos');
const lessonById = new Map(
  content.modules.flatMap((module) => module.lessons).map((lesson) => [lesson.id, lesson]),
);

function right(question: ContentQuestion): QuizAnswer {
  if (question.kind === 'numeric') return { questionId: question.id, value: question.answer ?? 0 };
  return { questionId: question.id, optionIds: question.options.filter((o) => o.correct).map((o) => o.id) };
}
function wrong(question: ContentQuestion): QuizAnswer {
  if (question.kind === 'numeric')
    return { questionId: question.id, value: (question.answer ?? 0) + question.tolerance + 10 };
  return { questionId: question.id, optionIds: [question.options.find((o) => !o.correct)?.id ?? ''] };
}
const answers = (lesson: ContentLesson, wrongCount: number) =>
  lesson.questions.map((question, index) => (index < wrongCount ? wrong(question) : right(question)));

async function get<T>(user: SignedIn, path: string, status = 200): Promise<T> {
  const response = await user.client.get(path);
  const body = await response.text();
  expect(response.status, body).toBe(status);
  return JSON.parse(body) as T;
}
async function post<T>(user: SignedIn, path: string, payload?: unknown, status = 200): Promise<T> {
  const response = await user.client.post(path, payload);
  const body = await response.text();
  expect(response.status, body).toBe(status);
  return JSON.parse(body) as T;
}
const attempt = (user: SignedIn, lesson: ContentLesson, wrongCount: number, status = 201) =>
  post<QuizAttemptResult>(
    user,
    `/api/learning/lessons/${lesson.id}/quiz/attempts`,
    { answers: answers(lesson, wrongCount) },
    status,
  );
const xp = async (user: SignedIn) => (await get<XpProfile>(user, '/api/xp/profile')).xpTotal;
/** XP paid by learning's events alone (the missions they complete pay on top, tested in progress). */
const learningXp = async (user: SignedIn) =>
  (
    await sql<{ total: number }>(
      stack,
      "SELECT COALESCE(SUM(amount), 0)::int AS total FROM progress.xp_ledger WHERE user_id = $1 AND reason NOT LIKE 'Misión%'",
      [user.userId],
    )
  )[0]?.total;

let admin: SignedIn;
beforeAll(async () => {
  admin = await loginDemo(stack, 'admin');
});
const learner = (prefix: string) => activeUser(stack, admin, prefix);

describe('The Terminal', () => {
  it('shows a new learner the course in order: the first module open, the next locked and why', async () => {
    const user = await learner('aprende.nuevo');
    const overview = await get<LearningOverview>(user, '/api/learning/modules');
    expect(overview.modules.map((module) => module.id)).toEqual(content.modules.map((module) => module.id));
    expect(overview.modules[0]).toMatchObject({
      unlocked: true,
      completed: false,
      progressPercent: 0,
      lockedReason: null,
    });
    expect(overview.modules[0]?.lessonCount).toBe(first.lessons.length);
    expect(overview.modules[1]).toMatchObject({ unlocked: false });
    expect(overview.modules[1]?.lockedReason).toContain(first.title);
    expect(overview.resume).toMatchObject({ lessonId: first.lessons[0]?.id, moduleId: first.id });
    expect(overview.reviewDue).toBe(0);

    const detail = await get<LearningModuleDetail>(user, `/api/learning/modules/${first.id}`);
    expect(detail.lessons.map((lesson) => [lesson.id, lesson.status])).toEqual(
      first.lessons.map((lesson) => [lesson.id, 'not_started']),
    );
  });

  it('never sends a quiz answer with the lesson, and marks it "en curso" once opened', async () => {
    const user = await learner('aprende.leccion');
    const lesson = first.lessons[0] as ContentLesson;
    const response = await user.client.get(`/api/learning/lessons/${lesson.id}`);
    const text = await response.text();
    expect(response.status).toBe(200);
    for (const secret of [
      '"correct"',
      '"answer"',
      '"explanation"',
      '"feedback"',
      '"tolerance"',
      '"placement"',
    ]) {
      expect(text).not.toContain(secret);
    }
    const detail = JSON.parse(text) as LessonDetail;
    expect(detail.quiz.questions).toHaveLength(lesson.questions.length);
    expect(detail.quiz.passPercent).toBe(70);
    expect(detail.html).toBe(lesson.html);
    expect(detail.previous).toBeNull();
    expect(detail.next?.id).toBe(first.lessons[1]?.id);
    expect(detail.status).toBe('in_progress');
    const overview = await get<LearningOverview>(user, '/api/learning/modules');
    expect(overview.resume?.lessonId).toBe(lesson.id);
  });

  it('answers unknown ids with a Spanish 404', async () => {
    const user = await learner('aprende.404');
    expect((await get<{ message: string }>(user, '/api/learning/modules/no-existe', 404)).message).toBe(
      'Módulo no encontrado.',
    );
    expect((await get<{ message: string }>(user, '/api/learning/lessons/no-existe', 404)).message).toBe(
      'Lección no encontrada.',
    );
    expect(
      (await post<{ message: string }>(user, '/api/learning/lessons/no-existe/complete', undefined, 404))
        .message,
    ).toBe('Lección no encontrada.');
    expect((await post<{ message: string }>(user, '/api/learning/review/no.existe', {}, 404)).message).toBe(
      'Esta pregunta no está en tu cola de repaso.',
    );
  });

  it('refuses a locked module’s quiz and completion with a clear message', async () => {
    const user = await learner('aprende.bloqueo');
    const lesson = second.lessons[0] as ContentLesson;
    const refused = await attempt(user, lesson, 0, 403);
    expect((refused as unknown as { message: string }).message).toContain(`«${second.title}» está bloqueado`);
    await post(user, `/api/learning/lessons/${lesson.id}/complete`, undefined, 403);
    // It can still be read, and says its module is locked.
    expect((await get<LessonDetail>(user, `/api/learning/lessons/${lesson.id}`)).moduleUnlocked).toBe(false);
  });

  it('refuses answers of the wrong shape with a Spanish 400, before anything is stored', async () => {
    const user = await learner('aprende.forma');
    const lesson = first.lessons[0] as ContentLesson;
    const path = `/api/learning/lessons/${lesson.id}/quiz/attempts`;
    const full = answers(lesson, 0);
    const cases: [unknown, RegExp][] = [
      [{ answers: full.slice(1) }, /Falta responder 1 pregunta/],
      [{ answers: [...full, full[0]] }, /más de una vez/],
      [
        { answers: [...full.slice(1), { questionId: 'otra.q1', optionIds: ['a'] }] },
        /no es de este cuestionario/,
      ],
      [{ answers: 'todas' }, /"answers"/],
    ];
    const choice = lesson.questions.find((question) => question.kind !== 'numeric');
    if (choice) {
      cases.push([
        {
          answers: full.map((answer) =>
            answer.questionId === choice.id ? { questionId: choice.id, optionIds: ['zz'] } : answer,
          ),
        },
        /La opción «zz»/,
      ]);
    }
    for (const [payload, message] of cases) {
      const response = await user.client.post(path, payload);
      const body = (await response.json()) as { message: string };
      expect(response.status).toBe(400);
      expect(body.message).toMatch(message);
    }
    expect((await get<LessonDetail>(user, `/api/learning/lessons/${lesson.id}`)).attempts).toBe(0);
  });

  it('explains every question after a failed attempt, reveals answers only once passed or from the third try, and reshuffles retakes', async () => {
    const user = await learner('aprende.intentos');
    const lesson = first.lessons[0] as ContentLesson;
    const before = await get<LessonDetail>(user, `/api/learning/lessons/${lesson.id}`);

    const failed = await attempt(user, lesson, lesson.questions.length);
    expect(failed).toMatchObject({
      attemptNumber: 1,
      score: 0,
      passed: false,
      revealed: false,
      moduleCompleted: false,
    });
    expect(failed.results).toHaveLength(lesson.questions.length);
    for (const result of failed.results) {
      expect(result.correct).toBe(false);
      expect(result.explanation.length).toBeGreaterThan(10);
      expect(result).not.toHaveProperty('correctOptionIds');
      expect(result).not.toHaveProperty('correctValue');
    }
    const retake = await get<LessonDetail>(user, `/api/learning/lessons/${lesson.id}`);
    const order = (detail: LessonDetail) =>
      detail.quiz.questions
        .map((question) => `${question.id}:${(question.options ?? []).map((o) => o.id).join('')}`)
        .join('|');
    expect(order(retake)).not.toBe(order(before));
    expect(order(await get<LessonDetail>(user, `/api/learning/lessons/${lesson.id}`))).toBe(order(retake));

    const second = await attempt(user, lesson, 2);
    expect(second).toMatchObject({
      attemptNumber: 2,
      passed: false,
      revealed: false,
      bestScore: second.score,
    });
    const third = await attempt(user, lesson, 2);
    expect(third).toMatchObject({ attemptNumber: 3, passed: false, revealed: true });
    expect(third.results.every((result) => 'correctOptionIds' in result || 'correctValue' in result)).toBe(
      true,
    );

    const passed = await attempt(user, lesson, 1);
    expect(passed).toMatchObject({ attemptNumber: 4, passed: true, revealed: true });
    const stored = await sql<{ attempt_number: number; passed: boolean }>(
      stack,
      'SELECT attempt_number, passed FROM learning.quiz_attempts WHERE user_id = $1 ORDER BY attempt_number',
      [user.userId],
    );
    expect(stored.map((row) => row.passed)).toEqual([false, false, false, true]);
    const detail = await get<LearningModuleDetail>(user, `/api/learning/modules/${first.id}`);
    expect(detail.lessons[0]).toMatchObject({ status: 'quiz_passed', bestScore: passed.score, attempts: 4 });
  });

  it('pays XP once for a completed lesson and a passed quiz, more for a perfect score', async () => {
    const user = await learner('aprende.xp');
    const lesson = first.lessons[0] as ContentLesson;
    const done = await post<{ newlyCompleted: boolean }>(user, `/api/learning/lessons/${lesson.id}/complete`);
    expect(done.newlyCompleted).toBe(true);
    expect(
      (await post<{ newlyCompleted: boolean }>(user, `/api/learning/lessons/${lesson.id}/complete`))
        .newlyCompleted,
    ).toBe(false);
    await attempt(user, lesson, 0);
    await attempt(user, lesson, 0);
    const expected = LEARNING_XP.lessonCompleted + LEARNING_XP.quizPassedPerfect;
    await eventually(async () => (await learningXp(user)) === expected, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await learningXp(user)).toBe(expected);
    expect(await xp(user)).toBeGreaterThan(expected);
  });

  it('completes a module when its last quiz is passed: the next unlocks, XP and a notification follow', async () => {
    const user = await learner('aprende.modulo');
    let last: QuizAttemptResult | undefined;
    for (const lesson of first.lessons) last = await attempt(user, lesson, 0);
    expect(last?.moduleCompleted).toBe(true);
    const overview = await get<LearningOverview>(user, '/api/learning/modules');
    expect(overview.modules[0]).toMatchObject({ completed: true, progressPercent: 100 });
    expect(overview.modules[1]).toMatchObject({ unlocked: true, lockedReason: null });
    const expected =
      first.lessons.length * (LEARNING_XP.lessonCompleted + LEARNING_XP.quizPassedPerfect) +
      LEARNING_XP.moduleCompleted;
    await eventually(async () => (await learningXp(user)) === expected, 20_000);
    const notices = await get<{ items: { title: string }[] }>(user, '/api/notifications');
    expect(notices.items.map((item) => item.title)).toContain('¡Módulo completado!');
  });

  it('keeps review cards in Leitner boxes: due tomorrow, up a box when right, back to box 1 when wrong', async () => {
    const user = await learner('aprende.repaso');
    const lesson = first.lessons[1] as ContentLesson;
    await post(user, `/api/learning/lessons/${lesson.id}/complete`);
    const waiting = await get<ReviewQueue>(user, '/api/learning/review');
    expect(waiting.due).toBe(0);
    const tomorrow = Date.now() + 86_400_000;
    expect(Math.abs(new Date(waiting.nextDueAt ?? 0).getTime() - tomorrow)).toBeLessThan(60_000);
    const question = lesson.questions[0] as ContentQuestion;
    const { questionId: _id, ...earlyAnswer } = right(question);
    const early = await user.client.post(`/api/learning/review/${question.id}`, earlyAnswer);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { message: string }).message).toMatch(/no toca repasarla hasta el/);

    const makeDue = () =>
      sql(stack, "UPDATE learning.review_cards SET due_at = now() - interval '1 minute' WHERE user_id = $1", [
        user.userId,
      ]);
    await makeDue();
    const queue = await get<ReviewQueue>(user, '/api/learning/review');
    expect(queue.due).toBe(lesson.questions.length);
    expect(JSON.stringify(queue)).not.toContain('"correct"');
    const answer = (q: ContentQuestion, good: boolean) => {
      const { questionId: _, ...body } = good ? right(q) : wrong(q);
      return post<ReviewAnswerResult>(user, `/api/learning/review/${q.id}`, body);
    };
    const up = await answer(question, true);
    expect(up).toMatchObject({ correct: true, box: 2 });
    expect(Math.abs(new Date(up.dueAt).getTime() - (Date.now() + 3 * 86_400_000))).toBeLessThan(60_000);
    // The lesson's quiz is not passed yet: the review does not hand out its answers either.
    expect(up).not.toHaveProperty('correctOptionIds');
    expect(up).not.toHaveProperty('correctValue');
    await makeDue();
    const down = await answer(question, false);
    expect(down).toMatchObject({ correct: false, box: 1 });
    expect(down.explanation.length).toBeGreaterThan(10);
    expect(Math.abs(new Date(down.dueAt).getTime() - tomorrow)).toBeLessThan(60_000);
  });

  it('puts every question answered wrong in the review queue', async () => {
    const user = await learner('aprende.fallos');
    const lesson = first.lessons[0] as ContentLesson;
    await attempt(user, lesson, 2);
    const cards = await sql<{ question_id: string; box: number }>(
      stack,
      'SELECT question_id, box FROM learning.review_cards WHERE user_id = $1 ORDER BY question_id',
      [user.userId],
    );
    expect(cards.map((card) => card.question_id)).toEqual(
      lesson.questions
        .slice(0, 2)
        .map((q) => q.id)
        .sort(),
    );
  });

  it('searches in Spanish, accents or not, with highlighted snippets and no HTML', async () => {
    const user = await learner('aprende.busca');
    const accented = content.modules
      .flatMap((module) => module.lessons)
      .flatMap((lesson) => lesson.plainText.split(/[^\p{L}]+/u))
      .find((word) => word.length >= 7 && /[áéíóú]/.test(word)) as string;
    expect(accented).toBeTruthy();
    const plain = accented.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const found = await get<LessonSearchResponse>(
      user,
      `/api/learning/search?q=${encodeURIComponent(plain)}`,
    );
    expect(found.results.length).toBeGreaterThan(0);
    const hit = found.results[0];
    expect(lessonById.has(hit?.lessonId ?? '')).toBe(true);
    expect(hit?.snippetParts.some((part) => part.match)).toBe(true);
    expect(hit?.snippet).toBe(hit?.snippetParts.map((part) => part.text).join(''));
    expect(hit?.snippet).not.toMatch(/<|\uE000|\uE001/);

    expect(
      (
        await get<LessonSearchResponse>(
          user,
          `/api/learning/search?q=${encodeURIComponent('<script>alert(1)</script>')}`,
        )
      ).results,
    ).toEqual([]);
    expect((await get<LessonSearchResponse>(user, '/api/learning/search?q=zzzzqqq')).results).toEqual([]);
    const short = await user.client.get('/api/learning/search?q=a');
    expect(short.status).toBe(400);
    expect(((await short.json()) as { message: string }).message).toMatch(/entre 2 y 100 caracteres/);
  });

  it('lets an experienced trader unlock the next module with the placement test', async () => {
    const user = await learner('aprende.nivel');
    const test = await get<PlacementTest>(user, '/api/learning/placement');
    expect(test.modules.map((module) => module.id)).toEqual(
      content.modules.slice(0, -1).map((module) => module.id),
    );
    expect(JSON.stringify(test)).not.toContain('"correct"');
    const questions = new Map(
      content.modules
        .flatMap((m) => m.lessons)
        .flatMap((l) => l.questions)
        .map((q) => [q.id, q]),
    );
    const result = await post<PlacementResult>(
      user,
      '/api/learning/placement/attempts',
      { answers: test.questions.map((question) => right(questions.get(question.id) as ContentQuestion)) },
      201,
    );
    expect(result.modules[0]).toMatchObject({ moduleId: first.id, score: 100, passed: true });
    expect(result.unlocked.map((module) => module.id)).toContain(second.id);
    const overview = await get<LearningOverview>(user, '/api/learning/modules');
    expect(overview.modules[0]).toMatchObject({ completed: true, placedOut: true });
    expect(overview.modules[1]?.unlocked).toBe(true);
    await attempt(user, second.lessons[0] as ContentLesson, 0);
  });

  it('keeps each learner’s progress to themselves', async () => {
    const [alice, bob] = await Promise.all([learner('aprende.alicia'), learner('aprende.bruno')]);
    const lesson = first.lessons[0] as ContentLesson;
    await attempt(alice, lesson, 0);
    const bobs = await get<LearningModuleDetail>(bob, `/api/learning/modules/${first.id}`);
    expect(bobs.lessons[0]).toMatchObject({ status: 'not_started', attempts: 0, bestScore: null });
    expect((await get<ReviewQueue>(bob, '/api/learning/review')).due).toBe(0);
  });

  it('gives the demo trader a lived-in history', async () => {
    const trader = await loginDemo(stack, 'trader');
    let overview: LearningOverview | undefined;
    await eventually(async () => {
      overview = await get<LearningOverview>(trader, '/api/learning/modules');
      return (overview.modules[0]?.passedQuizzes ?? 0) >= 4;
    }, 20_000);
    expect(overview?.reviewDue).toBeGreaterThan(0);
    expect(overview?.resume?.lessonId).toBe(first.lessons[4]?.id);
    const pips = await get<LearningModuleDetail>(trader, `/api/learning/modules/${first.id}`);
    expect(pips.lessons[2]).toMatchObject({ status: 'quiz_passed', attempts: 2 });
    expect(await xp(trader)).toBeGreaterThan(100);
  });
});
