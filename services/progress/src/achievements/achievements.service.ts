import { Injectable } from '@nestjs/common';
import { EventBus } from '@pipcrafters/events';
import type { EntityManager } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import { BadgesService } from '../badges/badges.service';
import { GoalsService } from '../goals/goals.service';
import { MissionsService } from '../missions/missions.service';

/**
 * After something a learner did is recorded: missions move (and may complete and pay), goals settle, badges unlock,
 * and the learner's open pages are told to read again (`progress:updated`). Runs in the recording transaction,
 * under the learner's lock, so it sees every earlier activity and pays nothing twice.
 */
@Injectable()
export class AchievementsService {
  constructor(
    private readonly activity: ActivityService,
    private readonly missions: MissionsService,
    private readonly badges: BadgesService,
    private readonly goals: GoalsService,
    private readonly bus: EventBus,
  ) {}

  async refresh(manager: EntityManager, userId: string): Promise<void> {
    await this.activity.lockLearner(manager, userId);
    const snapshot = await this.activity.snapshot(manager, userId);
    await this.missions.ensureCurrent(manager, userId, snapshot);
    await this.missions.measure(manager, userId, snapshot);
    await this.goals.settle(manager, userId, snapshot);
    await this.badges.evaluate(manager, userId, snapshot);
    await this.bus.sendRealtime(
      { userId, event: 'progress:updated', payload: { reason: 'missions' } },
      manager,
    );
  }
}
