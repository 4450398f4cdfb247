import { useQuery } from '@tanstack/react-query';
import { journalApi, journalKeys } from '../api/journal-api';

/** The caller's strategies as the journal knows them: what trades, filters and plans can name. */
export function useJournalStrategies() {
  return useQuery({
    queryKey: journalKeys.strategies(),
    queryFn: ({ signal }) => journalApi.strategies(signal),
  });
}
