import {
  BookOutlined,
  CheckSquareOutlined,
  DollarOutlined,
  ExperimentOutlined,
  ReadOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { XP_PER_LEVEL } from '@pipcrafters/contracts';
import { LinkButton, PageHeading } from '@pipcrafters/ui';
import { Card, Col, Progress, Row, Skeleton, Statistic, Typography } from 'antd';
import { useSessionStore } from '../session/session-store';
import { useXpProfile } from '../xp/useXpProfile';

const AREAS = [
  {
    to: '/aprende',
    icon: <ReadOutlined />,
    title: 'Aprende',
    text: 'Módulos y lecciones de forex para avanzar a tu ritmo.',
  },
  {
    to: '/pipjournal',
    icon: <BookOutlined />,
    title: 'Trading Journal',
    text: 'Registra tus operaciones y analiza tus patrones.',
  },
  {
    to: '/estrategias',
    icon: <ExperimentOutlined />,
    title: 'Estrategias',
    text: 'Define y revisa las reglas de tus estrategias.',
  },
  {
    to: '/misiones',
    icon: <CheckSquareOutlined />,
    title: 'Misiones',
    text: 'Completa misiones para ganar experiencia y subir de nivel.',
  },
  {
    to: '/cashcrafter',
    icon: <DollarOutlined />,
    title: 'CashCrafter',
    text: 'Organiza tus finanzas personales.',
  },
  {
    to: '/community',
    icon: <TeamOutlined />,
    title: 'Comunidad',
    text: 'Comparte ideas con otros traders.',
  },
];

function LevelCard() {
  const { profile, level, loading } = useXpProfile();
  const xpInLevel = profile.xpTotal % XP_PER_LEVEL;
  return (
    <Card title="Tu nivel" style={{ height: '100%' }}>
      {loading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <>
          <Statistic title="Nivel" value={level} />
          <Progress percent={xpInLevel} showInfo={false} aria-label="Progreso hacia el siguiente nivel" />
          <Typography.Text type="secondary">
            {profile.xpTotal.toLocaleString('es-ES')} XP en total · {XP_PER_LEVEL - xpInLevel} XP para el
            nivel {level + 1}
          </Typography.Text>
        </>
      )}
    </Card>
  );
}

export function DashboardPage() {
  const user = useSessionStore((state) => state.user);
  return (
    <>
      <PageHeading
        title={`Hola, ${user?.firstName || 'trader'}`}
        description="Este es tu punto de partida en PipCrafters. Elige por dónde seguir."
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <LevelCard />
        </Col>
        <Col xs={24} lg={16}>
          <Row gutter={[16, 16]}>
            {AREAS.map((area) => (
              <Col key={area.to} xs={24} sm={12}>
                <Card>
                  <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
                    {area.icon} {area.title}
                  </Typography.Title>
                  <Typography.Paragraph type="secondary">{area.text}</Typography.Paragraph>
                  <LinkButton to={area.to}>Ir a {area.title}</LinkButton>
                </Card>
              </Col>
            ))}
          </Row>
        </Col>
      </Row>
    </>
  );
}
