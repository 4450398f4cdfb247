import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { progressKeys } from '../api/missions-api';
import { mindKeys } from './api/mind-api';

/**
 * After an exercise is saved: its own history, the page header (today's figures) and the streak are read again. The
 * streak moves once the progress service has taken the exercise's event; `progress:updated` refreshes it then too.
 */
export function refreshAfterExercise(queryClient: QueryClient, ...keys: QueryKey[]): void {
  for (const queryKey of [...keys, mindKeys.overview(), progressKeys.streak()]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
