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
import { type DataSource, QueryFailedError } from 'typeorm';
import { AdminAuditService } from '../audit/admin-audit.service';
import { IdentityMessages } from '../messages';
import { type SignupDay, signupsPerWeek } from './signup-weeks';

/** PostgreSQL's answer to a time zone it does not know (22023 invalid_parameter_value). */
const INVALID_PARAMETER_VALUE = '22023';

/** One row of the figures' statement: a status's accounts, a day's sign-ups, or today's date in the zone. */
interface FigureRow {
  kind: 'status' | 'day' | 'today';
  key: string;
  total: number;
  admins: number;
}

/** The admin panel's figures: accounts by status and role, weekly sign-ups and the latest activity. */
@Injectable()
export class UsersStatsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly auditLog: AdminAuditService,
  ) {}

  async stats(timeZone: string): Promise<AdminUserStats> {
    // The figures and the latest activity at once: two round trips side by side instead of six in a row.
    const [figures, recentActivity] = await Promise.all([
      this.figures(timeZone),
      this.auditLog.recentActivity(RECENT_ACTIVITY_LIMIT),
    ]);
    return { ...figures, recentActivity };
  }

  /**
   * Accounts by status and role, and sign-ups per calendar day in `timeZone` since a little before the first week
   * (summed into weeks in code), in one statement: one snapshot, so the counts agree with each other even while
   * accounts change, without a transaction around several queries.
   */
  private async figures(timeZone: string): Promise<Omit<AdminUserStats, 'recentActivity'>> {
    let rows: FigureRow[];
    try {
      rows = await this.dataSource.query(
        `
        WITH by_status AS (
          SELECT status, count(*)::int AS total, count(*) FILTER (WHERE 'ADMIN' = ANY (roles))::int AS admins
            FROM identity.users
           WHERE shadow_of IS NULL
           GROUP BY status
        ), by_day AS (
          SELECT to_char((created_at AT TIME ZONE $1)::date, 'YYYY-MM-DD') AS day, count(*)::int AS count
            FROM identity.users
           WHERE created_at >= now() - make_interval(weeks => $2) AND shadow_of IS NULL
           GROUP BY 1
        )
        SELECT 'status' AS kind, status::text AS key, total, admins FROM by_status
        UNION ALL
        SELECT 'day', day, count, 0 FROM by_day
        UNION ALL
        SELECT 'today', to_char((now() AT TIME ZONE $1)::date, 'YYYY-MM-DD'), 0, 0
        `,
        [timeZone, SIGNUP_WEEKS + 1],
      );
    } catch (error) {
      const code = error instanceof QueryFailedError && (error.driverError as { code?: string }).code;
      if (code === INVALID_PARAMETER_VALUE) {
        throw new ApiException(400, ErrorCode.VALIDATION_FAILED, IdentityMessages.fields.stats.timeZone);
      }
      throw error;
    }
    const byStatus = Object.fromEntries(USER_STATUSES.map((status) => [status, 0])) as Record<
      UserStatus,
      number
    >;
    let total = 0;
    let admin = 0;
    const days: SignupDay[] = [];
    let today = new Date().toISOString().slice(0, 10);
    for (const row of rows) {
      if (row.kind === 'status') {
        byStatus[row.key as UserStatus] = row.total;
        total += row.total;
        admin += row.admins;
      } else if (row.kind === 'day') days.push({ day: row.key, count: row.total });
      else today = row.key;
    }
    return {
      total,
      byStatus,
      byRole: { admin, other: total - admin },
      signupsPerWeek: signupsPerWeek(days, today, SIGNUP_WEEKS),
    };
  }
}
