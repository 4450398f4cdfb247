import { recentInsightsFrom } from '@pipcrafters/contracts';
import { createValidationPipe } from '@pipcrafters/service-kit';
import { describe, expect, it } from 'vitest';
import { TradeFiltersQuery } from '../trades/dto/trade.dto';
import { StatsQuery } from './dto/stats.dto';
import { sessionQueries } from './session-figures.consumer';

/** What the controller receives for a query string's parameters: the service's own validation pipe's output. */
const asReceived = (metatype: typeof TradeFiltersQuery, raw: Record<string, string>) =>
  createValidationPipe().transform(raw, { type: 'query', metatype });

describe('the figures a session prepares', () => {
  const now = Date.parse('2026-11-27T05:00:00Z');

  it('are the queries the dashboard, the recommendations and EdgePilot send, as the API receives them', async () => {
    const { stats, insights } = sessionQueries('Europe/Madrid', now);
    expect(stats).toEqual(await asReceived(StatsQuery, {}));
    expect(insights).toEqual([
      await asReceived(TradeFiltersQuery, { from: recentInsightsFrom(now) }),
      await asReceived(TradeFiltersQuery, { timeZone: 'Europe/Madrid' }),
    ]);
  });

  it('leave EdgePilot out while the zone is unknown', () => {
    expect(sessionQueries(null, now).insights).toHaveLength(1);
  });

  it('ask the recommendations’ window from the start of the UTC day 90 days back, all day long', () => {
    expect(recentInsightsFrom(now)).toBe('2026-08-29');
    expect(recentInsightsFrom(Date.parse('2026-11-27T23:59:59Z'))).toBe('2026-08-29');
  });
});
