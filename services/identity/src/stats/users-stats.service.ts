import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AdminUserStats,
  ErrorCode,
  RECENT_ACTIVITY_LIMIT,
  SIGNUP_WEEKS,
  USER_STATUSES,
  type UserStatus,
} from '@pipcrafters/contracts';
import { ApiException } from '@pipcrafters/service-kit';
import { type DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { AdminAuditService } from '../audit/admin-audit.service';
import { IdentityMessages } from '../messages';
import { type SignupDay, signupsPerWeek } from './signup-weeks';

/** PostgreSQL's answer to a time zone it does not know (22023 invalid_parameter_value). */
const INVALID_PARAMETER_VALUE = '22023';

/** The admin panel's figures: accounts by status and role, weekly sign-ups and the latest activity. */
@Injectable()
export class UsersStatsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly auditLog: AdminAuditService,
  ) {}

  async stats(timeZone: string): Promise<AdminUserStats> {
    // One snapshot, so the counts agree with each other even while accounts change.
    const figures = await this.dataSource.transaction('REPEATABLE READ', async (manager) => ({
      ...(await this.counts(manager)),
      signupsPerWeek: await this.weeklySignups(manager, timeZone),
    }));
    return { ...figures, recentActivity: await this.auditLog.recentActivity(RECENT_ACTIVITY_LIMIT) };
  }

  private async counts(
    manager: EntityManager,
  ): Promise<Pick<AdminUserStats, 'total' | 'byStatus' | 'byRole'>> {
    const rows: { status: UserStatus; total: number; admins: number }[] = await manager.query(`
      SELECT status, count(*)::int AS total, count(*) FILTER (WHERE 'ADMIN' = ANY (roles))::int AS admins
        FROM identity.users
       WHERE shadow_of IS NULL
       GROUP BY status
    `);
    const byStatus = Object.fromEntries(USER_STATUSES.map((status) => [status, 0])) as Record<
      UserStatus,
      number
    >;
    let total = 0;
    let admin = 0;
    for (const row of rows) {
      byStatus[row.status] = row.total;
      total += row.total;
      admin += row.admins;
    }
    return { total, byStatus, byRole: { admin, other: total - admin } };
  }

  /** Sign-ups per calendar day in `timeZone` since a little before the first week, summed into weeks in code. */
  private async weeklySignups(
    manager: EntityManager,
    timeZone: string,
  ): Promise<AdminUserStats['signupsPerWeek']> {
    try {
      const [today] = (await manager.query(
        `SELECT to_char((now() AT TIME ZONE $1)::date, 'YYYY-MM-DD') AS day`,
        [timeZone],
      )) as { day: string }[];
      const days: SignupDay[] = await manager.query(
        `
        SELECT to_char((created_at AT TIME ZONE $1)::date, 'YYYY-MM-DD') AS day, count(*)::int AS count
          FROM identity.users
         WHERE created_at >= now() - make_interval(weeks => $2) AND shadow_of IS NULL
         GROUP BY 1
        `,
        [timeZone, SIGNUP_WEEKS + 1],
      );
      return signupsPerWeek(days, today?.day ?? new Date().toISOString().slice(0, 10), SIGNUP_WEEKS);
    } catch (error) {
      const code = error instanceof QueryFailedError && (error.driverError as { code?: string }).code;
      if (code === INVALID_PARAMETER_VALUE) {
        throw new ApiException(400, ErrorCode.VALIDATION_FAILED, IdentityMessages.fields.stats.timeZone);
      }
      throw error;
    }
  }
}
