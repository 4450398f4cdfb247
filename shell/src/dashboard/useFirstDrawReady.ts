import { useEffect, useState } from 'react';
import { useXpProfile } from '../xp/useXpProfile';
import {
  useGoals,
  useJournalStats,
  useLearningOverview,
  useMissions,
  useRecommendations,
  useStreak,
} from './dashboard-api';

/** The longest the cards wait for each other before each shows its own skeleton (a slow answer). */
export const FIRST_DRAW_WAIT_MS = 1500;

/**
 * Whether the dashboard's cards may be drawn: once every card's first answer has arrived (answered or failed), or
 * after FIRST_DRAW_WAIT_MS, whichever comes first; then for good. Drawn one by one as their answers came, each card
 * grew from its skeleton to its content and pushed every card below it down (a layout shift of 0.065 on desktop and
 * 0.107 on a phone in Lighthouse); drawn together, they appear once, in their final size. The queries are the cards'
 * own (same keys), so they start here, with the page, and the cards read them from the cache.
 */
export function useFirstDrawReady(): boolean {
  const pending = [
    useXpProfile().loading,
    useStreak().isPending,
    useMissions().isPending,
    useLearningOverview().isPending,
    useRecommendations().isPending,
    useJournalStats().isPending,
    useGoals().isPending,
  ];
  const answered = pending.every((waiting) => !waiting);
  const [ready, setReady] = useState(answered);
  useEffect(() => {
    if (answered) {
      setReady(true);
      return;
    }
    const timer = setTimeout(() => setReady(true), FIRST_DRAW_WAIT_MS);
    return () => clearTimeout(timer);
  }, [answered]);
  return ready || answered;
}
