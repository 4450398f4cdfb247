import { comingSoonRoutes, type RemoteRoute } from '@pipcrafters/ui';
import { EdgePilotPage } from './edgepilot/EdgePilotPage';
import { PipJournalPage } from './pages/PipJournalPage';

/** The trade journal, EdgePilot, then the pages of this area that are not built yet. */
const routes: RemoteRoute[] = [
  { path: 'pipjournal', element: <PipJournalPage /> },
  { path: 'edgepilot', element: <EdgePilotPage /> },
  ...comingSoonRoutes([
    {
      path: 'daily-reflection',
      title: 'Reflexión diaria',
      description: 'Aquí escribirás una breve reflexión sobre tu sesión de trading de cada día.',
    },
  ]),
  ...comingSoonRoutes([
    {
      path: 'tests/trades',
      title: 'Prueba de operaciones',
      description: 'Aquí podrás poner a prueba un plan de operación antes de ejecutarlo.',
    },
  ]),
];

export default routes;
