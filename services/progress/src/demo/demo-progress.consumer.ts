import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DomainEvent } from '@pipcrafters/contracts';
import { EventBus } from '@pipcrafters/events';
import type { SignedInUser } from '@pipcrafters/service-kit';
import { DataSource } from 'typeorm';
import { AchievementsService } from '../achievements/achievements.service';
import { LearnerEntity } from '../activity/activity.entities';
import { ActivityService } from '../activity/activity.service';
import { addDays, localDate } from '../calendar/local-days';
import { GoalEntity } from '../goals/goal.entity';
import { GoalsService } from '../goals/goals.service';
import { ProgressMessages } from '../messages';
import { MissionEntity } from '../missions/mission.entity';
import { MissionsService } from '../missions/missions.service';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEMO_TIME_ZONE = 'Europe/Madrid';
/** Days (before today) the demo trader answered review cards; learning's demo history has lessons on 9, 7, 5 and 3. */
const REVIEW_DAYS = [8, 6, 4, 2, 1];

/**
 * The demo trader's lived-in progress, made through the same services a learner's clicks use: a nine-day streak
 * (lessons from learning's demo history, reviews on the days between) not yet kept today, three missions of their
 * own (one done), and three goals (module 1 by a date, lessons each week, a self-reported risk rule). Once only:
 * a trader with goals or missions of their own is left alone.
 */
@Injectable()
export class DemoProgressConsumer implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoProgressConsumer.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly activity: ActivityService,
    private readonly missions: MissionsService,
    private readonly goals: GoalsService,
    private readonly achievements: AchievementsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume('identity.demo-account.created', (event) => this.seed(event));
  }

  private async seed(event: DomainEvent<'identity.demo-account.created'>): Promise<void> {
    if (event.payload.account !== 'trader') return;
    const { userId } = event.payload;
    const manager = this.dataSource.manager;
    const seeded =
      (await manager.getRepository(GoalEntity).countBy({ userId })) > 0 ||
      (await manager.getRepository(MissionEntity).countBy({ userId, kind: 'personal' })) > 0;
    if (seeded) return;
    await manager
      .getRepository(LearnerEntity)
      .createQueryBuilder()
      .insert()
      .values({ userId, timeZone: DEMO_TIME_ZONE })
      .orIgnore()
      .execute();

    // The module goal reads the course from learning first: if learning is not up yet, this throws and the event
    // is delivered again later, before anything was written.
    const user: SignedInUser = { userId, roles: ['USER'], status: 'ACTIVE' };
    const options = await this.goals.options(user);
    const firstModule = options.modules[0];
    const today = localDate(new Date(), DEMO_TIME_ZONE);
    if (firstModule) {
      await this.goals.create(user, {
        kind: 'module',
        moduleId: firstModule.id,
        deadline: addDays(today, 20),
      });
    }
    await this.goals.create(user, { kind: 'weekly', metric: 'lessons', target: 3 });
    const risk = await this.goals.create(user, {
      kind: 'self',
      title: ProgressMessages.demo.selfGoal,
      target: 20,
    });
    await this.goals.update(userId, risk.id, { current: 6 });

    const missions = [];
    for (const [title, description] of ProgressMessages.demo.missions) {
      missions.push(await this.missions.create(userId, { title, description }));
    }
    if (missions[0]) await this.missions.setComplete(userId, missions[0].id, true);

    await this.dataSource.transaction(async (transaction) => {
      for (const daysAgo of REVIEW_DAYS) {
        for (let card = 0; card < 3; card++) {
          await this.activity.record(transaction, {
            userId,
            kind: 'review',
            ref: `demo-review-${daysAgo}-${card}`,
            occurredAt: new Date(Date.now() - daysAgo * DAY_MS + card * 60_000),
            sourceEventId: randomUUID(),
          });
        }
      }
      await this.achievements.refresh(transaction, userId);
    });
    this.logger.log(`Progreso de demostración creado para ${userId}`);
  }
}
