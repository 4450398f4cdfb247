import { comingSoonRoutes, type RemoteRoute } from '@pipcrafters/ui';
import { EdgePilotPage } from './edgepilot/EdgePilotPage';
import { PipJournalPage } from './pages/PipJournalPage';
import { ReflectionPage } from './reflection/ReflectionPage';

/** The trade journal, EdgePilot and the daily reflection, then the pages of this area that are not built yet. */
const routes: RemoteRoute[] = [
  { path: 'pipjournal', element: <PipJournalPage /> },
  { path: 'edgepilot', element: <EdgePilotPage /> },
  { path: 'daily-reflection', element: <ReflectionPage /> },
  ...comingSoonRoutes([
    {
      path: 'tests/trades',
      title: 'Prueba de operaciones',
      description: 'Aquí podrás poner a prueba un plan de operación antes de ejecutarlo.',
    },
  ]),
];

export default routes;
