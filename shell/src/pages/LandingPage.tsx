import { BookOutlined, LineChartOutlined, ReadOutlined, TeamOutlined } from '@ant-design/icons';
import { LinkButton } from '@pipcrafters/ui';
import { Card, Col, Flex, Layout, Row, Typography, theme } from 'antd';

const FEATURES = [
  {
    icon: <ReadOutlined />,
    title: 'Aprende paso a paso',
    text: 'Módulos y lecciones de forex en español, desde lo básico hasta la gestión del riesgo.',
  },
  {
    icon: <BookOutlined />,
    title: 'Tu diario de trading',
    text: 'Registra tus operaciones y descubre los patrones que mejoran tus entradas.',
  },
  {
    icon: <LineChartOutlined />,
    title: 'Estrategias y seguimiento',
    text: 'Define tus estrategias con reglas claras y revisa tu rendimiento con EdgePilot.',
  },
  {
    icon: <TeamOutlined />,
    title: 'Comunidad',
    text: 'Comparte ideas y aprende con otros traders de habla hispana.',
  },
];

/** The public home for visitors: what PipCrafters is and a way in. */
export function LandingPage() {
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{ display: 'flex', alignItems: 'center', background: 'transparent', padding: '0 24px' }}
      >
        <Typography.Text strong style={{ fontSize: 20, flex: 1 }}>
          PipCrafters
        </Typography.Text>
        <LinkButton to="/auth">Iniciar sesión</LinkButton>
      </Layout.Header>
      <Layout.Content style={{ padding: '48px 24px' }}>
        <main style={{ maxWidth: 1100, margin: '0 auto' }}>
          <Flex vertical align="center" gap={16} style={{ textAlign: 'center', marginBottom: 56 }}>
            <Typography.Title level={1} style={{ fontSize: 44, margin: 0 }}>
              Aprende a operar en forex con método
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ fontSize: 18, maxWidth: 680 }}>
              PipCrafters reúne formación, un diario de operaciones, estrategias, misiones con experiencia y
              una comunidad, todo en español.
            </Typography.Paragraph>
            <Flex gap={12} wrap justify="center">
              <LinkButton to="/auth?tab=register" type="primary" size="large">
                Crear cuenta
              </LinkButton>
              <LinkButton to="/auth" size="large">
                Ya tengo cuenta
              </LinkButton>
            </Flex>
          </Flex>
          <Row gutter={[16, 16]}>
            {FEATURES.map((feature) => (
              <Col key={feature.title} xs={24} sm={12} lg={6}>
                <Card style={{ height: '100%' }}>
                  <Typography.Title level={2} style={{ fontSize: 18 }}>
                    <span style={{ color: token.colorPrimary, marginInlineEnd: 8 }}>{feature.icon}</span>
                    {feature.title}
                  </Typography.Title>
                  <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                    {feature.text}
                  </Typography.Paragraph>
                </Card>
              </Col>
            ))}
          </Row>
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: 48 }}>
            Las cuentas nuevas las revisa y aprueba el equipo de PipCrafters antes de dar acceso.
          </Typography.Paragraph>
        </main>
      </Layout.Content>
    </Layout>
  );
}
