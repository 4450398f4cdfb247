import { PageHeading } from '@pipcrafters/ui';
import { Col, Row } from 'antd';
import { useDashboardLiveUpdates } from '../dashboard/dashboard-api';
import { GoalsCard } from '../dashboard/GoalsCard';
import { PerformanceCard } from '../dashboard/PerformanceCard';
import { ProgressCard } from '../dashboard/ProgressCard';
import { RecommendationsCard } from '../dashboard/RecommendationsCard';
import { SummaryCard } from '../dashboard/SummaryCard';
import { useScrollToCard } from '../dashboard/useScrollToCard';
import { useSessionStore } from '../session/session-store';

/**
 * The Terminal's home (/ and /dashboard): summary, progress in the course, goals, advice and trading performance.
 * Each card loads, empties and fails on its own; realtime pushes refresh the cards they concern.
 */
export function DashboardPage() {
  const user = useSessionStore((state) => state.user);
  useDashboardLiveUpdates();
  useScrollToCard();
  return (
    <>
      <PageHeading
        title={`Hola, ${user?.firstName || 'trader'}`}
        description="Tu punto de partida en The Terminal: tu nivel, tu racha, cómo vas en el curso y tus metas."
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <SummaryCard />
        </Col>
        <Col xs={24} xl={10}>
          <RecommendationsCard />
        </Col>
        <Col xs={24} xl={12}>
          <ProgressCard />
        </Col>
        <Col xs={24} xl={12}>
          <PerformanceCard />
        </Col>
        <Col xs={24}>
          <GoalsCard />
        </Col>
      </Row>
    </>
  );
}
