import type { WhatIfRule } from '@pipcrafters/contracts';
import { LONDON_KEYS, sessionSql } from '../stats/sessions';
import type { Rewrite } from '../stats/stats.service';

/** The stop of `fixed-stop` when the request names none (the issue's "stop fijo de 20 pips"). */
export const DEFAULT_FIXED_STOP_PIPS = '20';

/**
 * Each what-if rule as SQL over the filtered trades (`base`, with its parameters), giving the trades as they would
 * have been: the figures are then computed by the very statement EdgePilot's are, so a rule that changes nothing
 * gives the same figures. `fixed-stop` needs the profit and pips columns.
 */
export function whatIfRewrite(rule: WhatIfRule, options: { timeZone: string; pips: string }): Rewrite {
  switch (rule) {
    // A day's trades are those opened that day (in the zone), taken in the order they closed: once two in a row
    // lost (a breakeven ends a run), nothing more is opened that day; a trade already open by then stays. Each day
    // starts afresh, and a trade left out never counts towards another day's run.
    case 'after-two-losses':
      return ([sql, params]) => {
        const zone = `$${params.length + 1}`;
        return [
          `WITH w AS (${sql}),
           d AS (SELECT w.*, (COALESCE(w.open_time, w.close_time) AT TIME ZONE ${zone})::date AS opened_on FROM w),
           s AS (SELECT d.*, SIGN(d.net) < 0 AND
                   LAG(SIGN(d.net)) OVER (PARTITION BY d.opened_on ORDER BY d.close_time, d.id) < 0 AS second_loss
                 FROM d),
           stops AS (SELECT s.opened_on AS day, MIN(s.close_time) AS stop_at FROM s WHERE s.second_loss GROUP BY 1)
           SELECT s.* FROM s LEFT JOIN stops ON stops.day = s.opened_on
            WHERE stops.stop_at IS NULL OR COALESCE(s.open_time, s.close_time) <= stops.stop_at`,
          [...params, options.timeZone],
        ];
      };
    case 'london-only':
      return ([sql, params]) => [
        `WITH w AS (${sql}) SELECT w.* FROM w
          WHERE (${sessionSql('w')}) IN (${LONDON_KEYS.map((key) => `'${key}'`).join(', ')})`,
        params,
      ];
    // A loss beyond the stop is cut to it, valued at what each pip was worth to that trade (its profit over its
    // pips); its R keeps the trade's own risk. Costs stay as they were.
    case 'fixed-stop': {
      const rewrite: Rewrite = ([sql, params]) => {
        const pips = `$${params.length + 1}::numeric`;
        return [
          `WITH w AS (${sql}),
           c AS (SELECT w.*, (w.pips < -${pips} AND w.profit < 0) AS capped FROM w),
           n AS (SELECT c.*, CASE WHEN c.capped THEN c.net - c.profit + ROUND(-(c.profit / c.pips) * ${pips}, 2)
                   ELSE c.net END AS capped_net FROM c)
           SELECT n.id, n.user_id, n.account_id, n.open_time, n.close_time, n.capped_net AS net,
             CASE WHEN n.capped AND n.r_multiple IS NOT NULL AND n.net <> 0
               THEN ROUND(n.r_multiple * n.capped_net / n.net, 2) ELSE n.r_multiple END AS r_multiple,
             n.symbol, n.side, n.strategy_id
           FROM n`,
          [...params, options.pips],
        ];
      };
      rewrite.extra = ['profit', 'pips'];
      return rewrite;
    }
  }
}
