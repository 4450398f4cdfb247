import { useRealtime } from '@pipcrafters/ui';
import { useQueryClient } from '@tanstack/react-query';
import { journalKeys } from '../api/journal-api';

/**
 * Keeps the journal current while it is open, in this tab and any other: a trade added (by hand or by an import,
 * one push for all its trades), changed or deleted reads the list, its totals, the calendar, the accounts' counts
 * and the import history again.
 */
export function useJournalUpdates(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: journalKeys.all });
  useRealtime('trade:new', refresh);
  useRealtime('trade:update', refresh);
}
