import type { RemoteRoute } from '@pipcrafters/ui';
import { lazy } from 'react';

// Each page is its own chunk, with the antd components only it uses: /pipjournal does not download EdgePilot, nor
// /edgepilot the journal's tabs; the trades test and the daily reflection come only to their visitors. The shell's
// Suspense shows the wait.
const PipJournalPage = lazy(() =>
  import('./pages/PipJournalPage').then((module) => ({ default: module.PipJournalPage })),
);
const EdgePilotPage = lazy(() =>
  import('./edgepilot/EdgePilotPage').then((module) => ({ default: module.EdgePilotPage })),
);
const ReflectionPage = lazy(() =>
  import('./reflection/ReflectionPage').then((module) => ({ default: module.ReflectionPage })),
);
const TradesTestPage = lazy(() =>
  import('./trade-test/TradesTestPage').then((module) => ({ default: module.TradesTestPage })),
);

/**
 * The trade journal, EdgePilot, the daily reflection and the trades test. `antd: false`: the page's first view draws
 * no antd (the kit's pieces), so the shell draws it without antd's provider and style engine; its parts drawn with
 * antd (forms, dialogs, the drawer) load with the provider when opened (lazyWithAntd).
 */
const routes: RemoteRoute[] = [
  { path: 'pipjournal', element: <PipJournalPage />, antd: false },
  { path: 'edgepilot', element: <EdgePilotPage />, antd: false },
  { path: 'daily-reflection', element: <ReflectionPage /> },
  { path: 'tests/trades', element: <TradesTestPage /> },
];

export default routes;
