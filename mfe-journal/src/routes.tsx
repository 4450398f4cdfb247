import { comingSoonRoutes, type RemoteRoute } from '@pipcrafters/ui';
import { PipJournalPage } from './pages/PipJournalPage';

/** The trade journal, then the pages of this area that are not built yet. */
const routes: RemoteRoute[] = [
  { path: 'pipjournal', element: <PipJournalPage /> },
  ...comingSoonRoutes([
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
  ]),
];

export default routes;
