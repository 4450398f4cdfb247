import { comingSoonRoutes, type RemoteRoute } from '@pipcrafters/ui';

const routes: RemoteRoute[] = comingSoonRoutes([
  {
    path: 'pipjournal',
    title: 'Trading Journal',
    description:
      'Aquí registrarás tus operaciones para analizarlas, identificar patrones y mejorar tus entradas.',
  },
  {
    path: 'daily-reflection',
    title: 'Reflexión diaria',
    description: 'Aquí escribirás una breve reflexión sobre tu sesión de trading de cada día.',
  },
  {
    path: 'edgepilot',
    title: 'EdgePilot',
    description: 'Aquí podrás revisar tus métricas, comparar tu rendimiento y ajustar tu estrategia.',
  },
  {
    path: 'tests/trades',
    title: 'Prueba de operaciones',
    description: 'Aquí podrás poner a prueba un plan de operación antes de ejecutarlo.',
  },
]);

export default routes;
