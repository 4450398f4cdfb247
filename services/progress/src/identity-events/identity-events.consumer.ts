import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DomainEvent, DomainEventName } from '@pipcrafters/contracts';
import { isIanaTimeZone, isSessionPreparationDue } from '@pipcrafters/contracts';
import { claimEvent, EventBus } from '@pipcrafters/events';
import { DataSource } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import { MissionsService } from '../missions/missions.service';
import { type NewNotification, NotificationsService } from '../notifications/notifications.service';
import {
  registrationAttemptNotification,
  rejectionNotification,
  rolesChangedNotification,
  welcomeNotification,
} from './account-decision-notifications';

/**
 * Turns account decisions made in identity into notifications for the applicant, and sign-ups with a taken e-mail
 * into a notice for the account's owner, once per event; keeps the user's time zone; prepares a signed-in user's
 * missions before the dashboard asks for them.
 */
@Injectable()
export class IdentityEventsConsumer implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly notifications: NotificationsService,
    private readonly activity: ActivityService,
    private readonly missions: MissionsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume('identity.user.approved', (event) =>
      this.notifyOnce(event, event.payload.userId, welcomeNotification(event.payload)),
    );
    await this.bus.consume('identity.user.rejected', (event) =>
      this.notifyOnce(event, event.payload.userId, rejectionNotification(event.payload)),
    );
    await this.bus.consume('identity.user.roles-changed', (event) =>
      this.notifyOnce(event, event.payload.userId, rolesChangedNotification(event.payload)),
    );
    await this.bus.consume('identity.user.registration-attempted', (event) =>
      this.notifyOnce(event, event.payload.userId, registrationAttemptNotification(event.payload)),
    );
    // Days are counted in the zone the user chose from now on; days already recorded keep theirs.
    await this.bus.consume('identity.user.preferences-changed', async (event) => {
      const { userId, timeZone } = event.payload;
      if (!timeZone || !isIanaTimeZone(timeZone)) return;
      await this.dataSource.transaction((manager) => this.activity.setTimeZone(manager, userId, timeZone));
    });
    // A session started: the day's and week's missions are made now, not by the dashboard's first read. Idempotent
    // (missing missions only), so a repeated event costs two reads; identity announces ACTIVE accounts only.
    await this.bus.consume('identity.session.started', async (event) => {
      if (!isSessionPreparationDue(event)) return;
      await this.missions.prepareCurrent(event.payload.userId);
    });
  }

  /** The notification, unless this event was handled before (its id is claimed in the same transaction). */
  private async notifyOnce<N extends DomainEventName>(
    event: DomainEvent<N>,
    userId: string,
    notification: NewNotification,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await claimEvent(manager, 'progress', event))) return false;
      await this.notifications.create(manager, userId, notification);
      return true;
    });
  }
}
