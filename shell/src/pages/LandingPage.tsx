import BookOutlined from '@ant-design/icons-svg/es/asn/BookOutlined';
import LineChartOutlined from '@ant-design/icons-svg/es/asn/LineChartOutlined';
import ReadOutlined from '@ant-design/icons-svg/es/asn/ReadOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import { ButtonLink, Icon } from '../public/public-ui';

const FEATURES = [
  {
    icon: ReadOutlined,
    title: 'Aprende paso a paso',
    text: 'Módulos y lecciones de forex en español, desde lo básico hasta la gestión del riesgo.',
  },
  {
    icon: BookOutlined,
    title: 'Tu diario de trading',
    text: 'Registra tus operaciones y descubre los patrones que mejoran tus entradas.',
  },
  {
    icon: LineChartOutlined,
    title: 'Estrategias y seguimiento',
    text: 'Define tus estrategias con reglas claras y revisa tu rendimiento con EdgePilot.',
  },
  {
    icon: TeamOutlined,
    title: 'Comunidad',
    text: 'Comparte ideas y aprende con otros traders de habla hispana.',
  },
];

/** The public home for visitors: what PipCrafters is and a way in (no antd: see public/public-ui.tsx). */
export function LandingPage() {
  return (
    <div className="pc-page">
      <header className="pc-header">
        <span className="pc-brand">PipCrafters</span>
        <ButtonLink to="/auth">Iniciar sesión</ButtonLink>
      </header>
      <main className="pc-landing">
        <div className="pc-hero">
          <h1>Aprende a operar en forex con método</h1>
          <p className="pc-secondary">
            PipCrafters reúne formación, un diario de operaciones, estrategias, misiones con experiencia y una
            comunidad, todo en español.
          </p>
          <div className="pc-actions">
            <ButtonLink to="/auth?tab=register" primary large>
              Crear cuenta
            </ButtonLink>
            <ButtonLink to="/auth" large>
              Ya tengo cuenta
            </ButtonLink>
          </div>
        </div>
        <div className="pc-features">
          {FEATURES.map((feature) => (
            <section key={feature.title} className="pc-public-card">
              <h2>
                <Icon definition={feature.icon} />
                {feature.title}
              </h2>
              <p className="pc-secondary">{feature.text}</p>
            </section>
          ))}
        </div>
        <p className="pc-secondary pc-note">
          Las cuentas nuevas las revisa y aprueba el equipo de PipCrafters antes de dar acceso.
        </p>
      </main>
    </div>
  );
}
