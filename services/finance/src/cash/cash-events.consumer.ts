import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DomainEvent, isIanaTimeZone } from '@pipcrafters/contracts';
import { claimEvent, EventBus } from '@pipcrafters/events';
import { DataSource } from 'typeorm';
import { FINANCE, rows, T } from '../database/finance-schema';
import { CashSettingsService } from './settings.service';

/**
 * What CashCrafter hears from the other services, each event once: the journal's realised results per month (a
 * trading income line; an older event never overwrites a newer one's month) and the profile's time zone (the day
 * recurring transactions post on).
 */
@Injectable()
export class CashEventsConsumer implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly settings: CashSettingsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.consume('journal.results.changed', (event) => this.results(event));
    await this.bus.consume('identity.user.preferences-changed', (event) => this.preferences(event));
  }

  private async results(event: DomainEvent<'journal.results.changed'>): Promise<void> {
    const { userId, months } = event.payload;
    const valid = months.filter(
      (entry) =>
        /^\d{4}-(0[1-9]|1[0-2])$/.test(entry.month) &&
        /^[A-Z]{3}$/.test(entry.currency) &&
        /^-?\d{1,16}(\.\d+)?$/.test(entry.net),
    );
    await this.dataSource.transaction(async (manager) => {
      if (!(await claimEvent(manager, FINANCE, event))) return;
      if (valid.length === 0) return;
      await rows(
        manager,
        `INSERT INTO ${T.tradingResults} AS r (user_id, month, currency, net, as_of)
         SELECT $1, month, currency, round(net::numeric, 2), $5::timestamptz
         FROM unnest($2::text[], $3::text[], $4::text[]) AS e(month, currency, net)
         ON CONFLICT (user_id, month, currency) DO UPDATE SET net = EXCLUDED.net, as_of = EXCLUDED.as_of
         WHERE r.as_of <= EXCLUDED.as_of`,
        [
          userId,
          valid.map((entry) => entry.month),
          valid.map((entry) => entry.currency),
          valid.map((entry) => entry.net),
          event.occurredAt,
        ],
      );
    });
  }

  private async preferences(event: DomainEvent<'identity.user.preferences-changed'>): Promise<void> {
    const { userId, timeZone } = event.payload;
    await this.dataSource.transaction(async (manager) => {
      if (!(await claimEvent(manager, FINANCE, event))) return;
      await this.settings.setTimeZone(
        manager,
        userId,
        timeZone !== null && isIanaTimeZone(timeZone) ? timeZone : null,
      );
    });
  }
}
