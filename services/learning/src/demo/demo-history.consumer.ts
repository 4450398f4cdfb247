import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DomainEvent } from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
import { DataSource, In } from 'typeorm';
import { CourseService } from '../course/course.service';
import { LessonProgressEntity, QuizAttemptEntity, ReviewCardEntity } from '../lessons/learner.entities';
import { LessonsService } from '../lessons/lessons.service';
import { answersWith } from './demo-history';
import { DemoMindSeeder } from './demo-mind';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The demo trader's lived-in history in The Terminal, made through the same service calls a learner's clicks make
 * (so the XP, the events and the review queue are real), dated over the last days (the events carry those dates,
 * so progress counts the days studied): four lessons of the first
 * module done (the pips quiz failed once, then passed), the fifth opened, and review cards due today. Then its
 * MindCrafter history (DemoMindSeeder): one queue serves both, as each service has one queue per event.
 */
@Injectable()
export class DemoHistoryConsumer implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoHistoryConsumer.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly course: CourseService,
    private readonly lessons: LessonsService,
    private readonly mind: DemoMindSeeder,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume('identity.demo-account.created', (event) => this.seed(event));
  }

  private async seed(event: DomainEvent<'identity.demo-account.created'>): Promise<void> {
    if (event.payload.account !== 'trader') return;
    await this.seedTerminal(event.payload.userId);
    await this.mind.seed(event.payload.userId);
  }

  private async seedTerminal(userId: string): Promise<void> {
    const catalog = await this.course.ready;
    const progress = this.dataSource.getRepository(LessonProgressEntity);
    if ((await progress.countBy({ userId })) > 0) return;
    const first = catalog.modules[0];
    if (!first) return;
    const [done1, done2, pips, done4, opened] = first.lessons;

    const days = (n: number) => new Date(Date.now() - n * DAY_MS);
    const history: { lessonId: string; at: Date }[] = [];
    for (const [lesson, daysAgo, wrongFirst] of [
      [done1, 9, -1],
      [done2, 7, -1],
      [pips, 5, 3],
      [done4, 3, -1],
    ] as const) {
      if (!lesson) continue;
      const at = days(daysAgo);
      const later = (minutes: number) => new Date(at.getTime() + minutes * 60 * 1000);
      await this.lessons.open(userId, lesson.id);
      await this.lessons.complete(userId, lesson.id, at);
      if (wrongFirst >= 0) {
        await this.lessons.attempt(userId, lesson.id, answersWith(lesson, wrongFirst), later(20));
      }
      await this.lessons.attempt(userId, lesson.id, answersWith(lesson, lesson === done2 ? 1 : 0), later(60));
      history.push({ lessonId: lesson.id, at });
    }
    if (opened) await this.lessons.open(userId, opened.id);

    await this.dataSource.transaction(async (manager) => {
      for (const { lessonId, at } of history) {
        await manager.getRepository(LessonProgressEntity).update(
          { userId, lessonId },
          {
            openedAt: at,
            lastOpenedAt: at,
            completedAt: at,
            quizPassedAt: new Date(at.getTime() + HOUR_MS),
          },
        );
        const attempts = await manager.getRepository(QuizAttemptEntity).find({ where: { userId, lessonId } });
        for (const attempt of attempts) {
          await manager
            .getRepository(QuizAttemptEntity)
            .update(
              { id: attempt.id },
              { createdAt: new Date(at.getTime() + attempt.attemptNumber * 20 * 60 * 1000) },
            );
        }
      }
      // The older lessons' cards are due today (some already moved up a box); the newest wait for tomorrow.
      const dueToday = history.slice(0, 3).map(({ lessonId }) => lessonId);
      const questionIds = dueToday.flatMap(
        (id) => catalog.lesson(id)?.questions.map((question) => question.id) ?? [],
      );
      await manager
        .getRepository(ReviewCardEntity)
        .update({ userId, questionId: In(questionIds) }, { dueAt: new Date(Date.now() - 2 * HOUR_MS) });
      await manager
        .getRepository(ReviewCardEntity)
        .update(
          { userId, questionId: In(questionIds.filter((_, index) => index % 3 === 0)) },
          { box: 2, reviews: 1 },
        );
    });
    this.logger.log(`Historial de demostración en The Terminal creado para ${userId}`);
  }
}
