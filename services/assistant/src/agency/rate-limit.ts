import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AGENCY_LIMITS, ErrorCode } from '@pipcrafters/contracts';
import { ApiException } from '@pipcrafters/service-kit';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { AgencyMessages } from './messages';
import { A } from './tables';

export type AgencyTool = 'playground' | 'content' | 'designs' | 'social';

/**
 * One limit across the four tools: `generationsPerWindow` generations (playground answers, drafts, suggestions,
 * captions) per user in the window, then a 429 with a Spanish message and `Retry-After`, as for the assistants'
 * questions. Saving, listing and exporting are not counted.
 */
@Injectable()
export class AgencyRateLimit {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Counts a generation for the user, or refuses it (setting Retry-After on the response). */
  async take(userId: string, tool: AgencyTool, response: Response): Promise<void> {
    const window = AGENCY_LIMITS.windowSeconds;
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS count, min(created_at) AS oldest FROM ${A.generations}
       WHERE user_id = $1 AND created_at > now() - make_interval(secs => $2)`,
      [userId, window],
    )) as { count: number; oldest: Date | null }[];
    if (row && row.count >= AGENCY_LIMITS.generationsPerWindow) {
      const waitSeconds = Math.max(
        1,
        Math.ceil((new Date(row.oldest as Date).getTime() + window * 1000 - Date.now()) / 1000),
      );
      response.setHeader('retry-after', String(waitSeconds));
      throw new ApiException(
        429,
        ErrorCode.RATE_LIMITED,
        AgencyMessages.rateLimited(Math.ceil(waitSeconds / 60)),
      );
    }
    await this.dataSource.query(
      `WITH old AS (DELETE FROM ${A.generations} WHERE user_id = $1 AND created_at < now() - make_interval(secs => $3))
       INSERT INTO ${A.generations} (user_id, tool) VALUES ($1, $2)`,
      [userId, tool, window],
    );
  }
}
