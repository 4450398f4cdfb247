import { Injectable } from '@nestjs/common';
import { isIanaTimeZone, type WhatIfResult } from '@pipcrafters/contracts';
import { JournalMessages } from '../messages';
import { StatsService } from '../stats/stats.service';
import type { WhatIfQuery } from './dto/what-if.dto';
import { DEFAULT_FIXED_STOP_PIPS, whatIfRewrite } from './what-if-rules';

const texts = JournalMessages.whatIf;
const spanish = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/**
 * What-if on the journal's history: EdgePilot's summary and equity curve of the filtered trades as they were and as
 * they would have been under a rule, all in PostgreSQL (no trade is loaded into Node, however long the history),
 * kept per version of the user's data like every figure.
 */
@Injectable()
export class WhatIfService {
  constructor(private readonly stats: StatsService) {}

  async whatIf(userId: string, query: WhatIfQuery): Promise<WhatIfResult> {
    const timeZone = query.timeZone && isIanaTimeZone(query.timeZone) ? query.timeZone : 'UTC';
    const pips = query.rule === 'fixed-stop' ? (query.pips ?? DEFAULT_FIXED_STOP_PIPS) : null;
    const rewrite = whatIfRewrite(query.rule, { timeZone, pips: pips ?? DEFAULT_FIXED_STOP_PIPS });
    return this.stats.cached('what-if', userId, [{ ...query, pips }], async (manager) => {
      const before = await this.stats.summaryIn(manager, userId, query, true);
      const after = await this.stats.summaryIn(manager, userId, query, true, rewrite);
      let changed = 0;
      let unknown = 0;
      if (pips !== null) {
        const [sql, params] = this.stats.base(userId, query, ['profit', 'pips']);
        const rows: { changed: number; unknown: number }[] = await manager.query(
          `WITH f AS (${sql})
           SELECT COUNT(*) FILTER (WHERE f.pips < -$${params.length + 1}::numeric AND f.profit < 0)::int AS changed,
                  COUNT(*) FILTER (WHERE f.pips IS NULL)::int AS unknown
             FROM f`,
          [...params, pips],
        );
        changed = rows[0]?.changed ?? 0;
        unknown = rows[0]?.unknown ?? 0;
      }
      const explanation =
        query.rule === 'after-two-losses'
          ? texts.afterTwoLosses(timeZone)
          : query.rule === 'london-only'
            ? texts.londonOnly
            : texts.fixedStop(spanish.format(Number(pips ?? DEFAULT_FIXED_STOP_PIPS)), unknown);
      return {
        rule: query.rule,
        explanation,
        pips: pips === null ? null : Number(pips),
        before: before.summary,
        after: after.summary,
        removed: before.summary.trades - after.summary.trades,
        changed,
        unknown,
        equityBefore: before.equity,
        equityAfter: after.equity,
      };
    });
  }
}
