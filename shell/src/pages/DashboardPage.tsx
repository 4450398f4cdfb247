import { PageHeading, Skeleton } from '@pipcrafters/ui';
import { useDashboardLiveUpdates } from '../dashboard/dashboard-api';
import { GoalsCard } from '../dashboard/GoalsCard';
import { PerformanceCard } from '../dashboard/PerformanceCard';
import { ProgressCard } from '../dashboard/ProgressCard';
import { RecommendationsCard } from '../dashboard/RecommendationsCard';
import { SummaryCard } from '../dashboard/SummaryCard';
import { useFirstDrawReady } from '../dashboard/useFirstDrawReady';
import { useScrollToCard } from '../dashboard/useScrollToCard';
import { useSessionStore } from '../session/session-store';

/**
 * The Terminal's home (/ and /dashboard): summary, progress in the course, goals, advice and trading performance.
 * Each card loads, empties and fails on its own; realtime pushes refresh the cards they concern. On a first load the
 * cards are drawn together once their first answers are in (useFirstDrawReady), so none pushes another down.
 */
export function DashboardPage() {
  const user = useSessionStore((state) => state.user);
  useDashboardLiveUpdates();
  const ready = useFirstDrawReady();
  useScrollToCard(ready);
  return (
    <>
      <PageHeading
        title={`Hola, ${user?.firstName || 'trader'}`}
        description="Tu punto de partida en The Terminal: tu nivel, tu racha, cómo vas en el curso y tus metas."
      />
      {ready ? null : <Skeleton rows={8} />}
      <div className="pc-dashboard-grid" hidden={!ready}>
        <div className="pc-dashboard-summary">
          <SummaryCard />
        </div>
        <div className="pc-dashboard-advice">
          <RecommendationsCard />
        </div>
        <div className="pc-dashboard-half">
          <ProgressCard />
        </div>
        <div className="pc-dashboard-half">
          <PerformanceCard />
        </div>
        <div className="pc-dashboard-whole">
          <GoalsCard />
        </div>
      </div>
    </>
  );
}
