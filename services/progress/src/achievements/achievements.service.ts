import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DomainEvent } from '@pipcrafters/contracts';
import { claimEvent, EventBus } from '@pipcrafters/events';
import { DataSource, type EntityManager } from 'typeorm';
import { ActivityService, type NewActivity } from '../activity/activity.service';
import { BadgesService } from '../badges/badges.service';
import { GoalsService } from '../goals/goals.service';
import { MissionsService } from '../missions/missions.service';

/** An activity as an event describes it: who, when and from which event come from the event itself. */
export type EventActivity = Omit<NewActivity, 'userId' | 'occurredAt' | 'sourceEventId'>;

/**
 * After something a learner did is recorded: missions move (and may complete and pay), goals settle, badges unlock,
 * and the learner's open pages are told to read again (`progress:updated`). Runs in the recording transaction,
 * under the learner's lock, so it sees every earlier activity and pays nothing twice.
 */
@Injectable()
export class AchievementsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly activity: ActivityService,
    private readonly missions: MissionsService,
    private readonly badges: BadgesService,
    private readonly goals: GoalsService,
    private readonly bus: EventBus,
  ) {}

  /**
   * Handles one event once, in one transaction: claims it (a second delivery changes nothing), records the activity
   * it stands for on its own date (so a history recorded after the fact counts on the right days), does the event's
   * own part (`more`: XP, notifications), then moves missions, goals and badges.
   */
  recordOnce(
    event: DomainEvent,
    userId: string,
    activity: EventActivity,
    more?: (manager: EntityManager) => Promise<void>,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await claimEvent(manager, 'progress', event))) return false;
      await this.activity.record(manager, {
        ...activity,
        userId,
        occurredAt: new Date(event.occurredAt),
        sourceEventId: event.id,
      });
      await more?.(manager);
      await this.refresh(manager, userId);
      return true;
    });
  }

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
