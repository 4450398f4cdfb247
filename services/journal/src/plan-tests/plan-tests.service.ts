import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode, isIanaTimeZone, type PlanTestResult } from '@pipcrafters/contracts';
import { ApiException } from '@pipcrafters/service-kit';
import Decimal from 'decimal.js';
import { DataSource } from 'typeorm';
import { AccountsService } from '../accounts/accounts.service';
import { JournalMessages } from '../messages';
import { findStrategy, toJournalStrategy } from '../strategies/strategy-replica';
import type { PlanTestDto } from './dto/plan-test.dto';
import { planTest } from './plan-test';

/** The trades test: a planned trade measured against the account's balance and today's loss, and its strategy. */
@Injectable()
export class PlanTestsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
  ) {}

  async test(userId: string, dto: PlanTestDto, now = new Date()): Promise<PlanTestResult> {
    const timeZone = dto.timeZone ?? 'UTC';
    if (!isIanaTimeZone(timeZone)) {
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, JournalMessages.imports.timeZone);
    }
    const manager = this.dataSource.manager;
    const account = await this.accounts.own(userId, dto.accountId, manager);
    let strategy = null;
    if (dto.strategyId) {
      const row = await findStrategy(manager, userId, dto.strategyId);
      if (!row || row.deleted) {
        throw new ApiException(404, ErrorCode.NOT_FOUND, JournalMessages.strategies.notFound);
      }
      strategy = toJournalStrategy(row);
    }
    // The balance is the initial one plus every trade's net; today starts at midnight in the user's zone.
    const rows: { total: string; today: string }[] = await manager.query(
      `SELECT COALESCE(SUM(net), 0)::text AS total,
              COALESCE(SUM(net) FILTER (
                WHERE close_time >= (date_trunc('day', $3::timestamptz AT TIME ZONE $4) AT TIME ZONE $4)), 0)::text AS today
         FROM journal.trades WHERE user_id = $1 AND account_id = $2`,
      [userId, account.id, now.toISOString(), timeZone],
    );
    return planTest({
      input: dto,
      account: {
        currency: account.currency,
        balance: new Decimal(account.initialBalance).plus(rows[0]?.total ?? 0).toFixed(),
      },
      todayNet: rows[0]?.today ?? '0',
      strategy,
      now,
    });
  }
}
