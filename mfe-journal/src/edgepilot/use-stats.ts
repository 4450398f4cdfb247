import type { StatsGroupBy } from '@pipcrafters/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TradeFilters } from '../trades/trade-filters';
import { edgePilotApi, edgePilotKeys } from './edgepilot-api';
import { statsQuery } from './edgepilot-filters';

/** The figures for the filters, broken down by `groupBy` when given. */
export function useStats(filters: TradeFilters, timeZone: string, groupBy?: StatsGroupBy) {
  const query = statsQuery(filters, timeZone, groupBy);
  return useQuery({
    queryKey: edgePilotKeys.stats(query),
    queryFn: ({ signal }) => edgePilotApi.stats(query, signal),
  });
}
