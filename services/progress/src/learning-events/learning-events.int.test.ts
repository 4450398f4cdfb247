import { randomUUID } from 'node:crypto';
import { LEARNING_XP } from '@pipcrafters/contracts';
import { sql } from '@pipcrafters/platform/src/testing/stack';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EventSender, event } from '../testing/progress-api';

const stack = inject('stack');
const sender = new EventSender(stack);
beforeAll(() => sender.start());
afterAll(() => sender.stop());

const ledger = (userId: string) =>
  sql<{ amount: number; reason: string }>(
    stack,
    // What the learning events pay themselves; missions and badges they complete are tested with missions.
    "SELECT amount, reason FROM progress.xp_ledger WHERE user_id = $1 AND reason NOT LIKE 'Misión%' ORDER BY amount",
    [userId],
  );

describe('learning events paid in XP by progress', () => {
  it('pays each event once, even when it is delivered again', async () => {
    const userId = randomUUID();
    const completed = event('learning.lesson.completed', {
      userId,
      lessonId: 'que-es-un-pip',
      lessonTitle: '¿Qué es un pip?',
      moduleId: 'mecanica-del-mercado',
    });
    const passed = event('learning.quiz.passed', {
      userId,
      lessonId: 'que-es-un-pip',
      lessonTitle: '¿Qué es un pip?',
      score: 80,
      attemptNumber: 2,
    });
    await sender.deliver(completed, completed, passed, passed);
    expect(await ledger(userId)).toEqual([
      { amount: LEARNING_XP.lessonCompleted, reason: 'Lección completada: ¿Qué es un pip?' },
      { amount: LEARNING_XP.quizPassed, reason: 'Cuestionario superado: ¿Qué es un pip?' },
    ]);
  });

  it('pays a perfect first pass more than a pass', async () => {
    const userId = randomUUID();
    await sender.deliver(
      event('learning.quiz.passed', {
        userId,
        lessonId: 'l',
        lessonTitle: 'Lotes',
        score: 100,
        attemptNumber: 1,
      }),
    );
    expect(await ledger(userId)).toEqual([
      { amount: LEARNING_XP.quizPassedPerfect, reason: 'Cuestionario perfecto: Lotes' },
    ]);
    expect(LEARNING_XP.quizPassedPerfect).toBeGreaterThan(LEARNING_XP.quizPassed);
  });

  it('celebrates a completed module with XP and one notification; a placement unlocks without XP', async () => {
    const userId = randomUUID();
    const module = event('learning.module.completed', {
      userId,
      moduleId: 'mecanica-del-mercado',
      moduleTitle: 'La mecánica del mercado',
      viaPlacement: false,
    });
    const placed = event('learning.module.completed', {
      userId,
      moduleId: 'brokers-y-costes',
      moduleTitle: 'Brókers',
      viaPlacement: true,
    });
    await sender.deliver(module, module, placed);
    expect(await ledger(userId)).toEqual([
      { amount: LEARNING_XP.moduleCompleted, reason: 'Módulo completado: La mecánica del mercado' },
    ]);
    const notices = await sql<{ title: string; type: string }>(
      stack,
      "SELECT title, type FROM progress.notifications WHERE user_id = $1 AND title LIKE '%Módulo%' ORDER BY created_at",
      [userId],
    );
    expect(notices).toEqual([
      { title: '¡Módulo completado!', type: 'achievement' },
      { title: 'Módulo acreditado', type: 'achievement' },
    ]);
  });
});
