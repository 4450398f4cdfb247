import { ClockCircleOutlined } from '@ant-design/icons';
import { LinkButton, PageHeading } from '@pipcrafters/ui';
import { useQuery } from '@tanstack/react-query';
import { Col, Flex, Row } from 'antd';
import { missionsApi, progressKeys } from '../api/missions-api';
import { BadgeGallery } from '../components/BadgeGallery';
import { PersonalMissionsCard } from '../components/PersonalMissionsCard';
import { PlatformMissionsCard } from '../components/PlatformMissionsCard';
import { StreakCard } from '../components/StreakCard';
import { XpSummary } from '../components/XpSummary';
import { useProgressUpdates } from '../hooks/useProgressUpdates';

/** /misiones: the learner's own missions, the platform's, the streak and the badges, each card loading on its own. */
export function MissionsPage() {
  useProgressUpdates();
  const missions = useQuery({
    queryKey: progressKeys.missions(),
    queryFn: ({ signal }) => missionsApi.list(signal),
  });
  const profile = useQuery({
    queryKey: progressKeys.xpProfile(),
    queryFn: ({ signal }) => missionsApi.xpProfile(signal),
  });
  const streak = useQuery({
    queryKey: progressKeys.streak(),
    queryFn: ({ signal }) => missionsApi.streak(signal),
  });
  const badges = useQuery({
    queryKey: progressKeys.badges(),
    queryFn: ({ signal }) => missionsApi.badges(signal),
  });

  return (
    <>
      <PageHeading
        title="Misiones"
        description="Ponte metas, gana experiencia (XP) al cumplirlas y mantén tu racha de aprendizaje."
        extra={
          <Flex vertical align="flex-start" gap={8}>
            <XpSummary profile={profile} />
            <LinkButton to="/misiones/temporal" icon={<ClockCircleOutlined />}>
              Misiones temporales
            </LinkButton>
          </Flex>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Flex vertical gap={16}>
            <PersonalMissionsCard missions={missions} />
            <PlatformMissionsCard missions={missions} />
          </Flex>
        </Col>
        <Col xs={24} xl={10}>
          <StreakCard streak={streak} />
        </Col>
        <Col xs={24}>
          <BadgeGallery badges={badges} />
        </Col>
      </Row>
    </>
  );
}
