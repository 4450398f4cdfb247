import type { RemoteRoute } from '@pipcrafters/ui';
import { lazy } from 'react';
import { EdgePilotPage } from './edgepilot/EdgePilotPage';
import { PipJournalPage } from './pages/PipJournalPage';
import { ReflectionPage } from './reflection/ReflectionPage';

/** Its own chunk: only visitors of /tests/trades download the trades test (the shell's Suspense shows the wait). */
const TradesTestPage = lazy(() =>
  import('./trade-test/TradesTestPage').then((module) => ({ default: module.TradesTestPage })),
);

/** The trade journal, EdgePilot, the daily reflection and the trades test. */
const routes: RemoteRoute[] = [
  { path: 'pipjournal', element: <PipJournalPage /> },
  { path: 'edgepilot', element: <EdgePilotPage /> },
  { path: 'daily-reflection', element: <ReflectionPage /> },
  { path: 'tests/trades', element: <TradesTestPage /> },
];

export default routes;
