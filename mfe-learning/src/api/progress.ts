import type { QueryClient } from '@tanstack/react-query';
import { learningKeys } from './learning-api';

/**
 * After a lesson is completed or a quiz answered: the course overview, the module pages and the review queue are
 * read again so their statuses, progress and counts follow. The lesson itself is not (see learningKeys).
 */
export function refreshLearningProgress(queryClient: QueryClient): void {
  for (const queryKey of [learningKeys.overview(), learningKeys.modules(), learningKeys.review()]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
