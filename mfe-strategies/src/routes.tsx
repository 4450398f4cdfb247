import type { RemoteRoute } from '@pipcrafters/ui';
import { lazy } from 'react';
import { StrategiesListPage } from './pages/StrategiesListPage';

// The list is the area's front door and stays in the first chunk, drawn without antd (`antd: false`: its delete
// dialog brings antd when first opened); the form and the detail (Markdown, the figures,
// the chart loaded on its own later) come when first opened, inside the shell's "Cargando módulo..." fallback.
const NewStrategyPage = lazy(() =>
  import('./pages/NewStrategyPage').then((module) => ({ default: module.NewStrategyPage })),
);
const EditStrategyPage = lazy(() =>
  import('./pages/EditStrategyPage').then((module) => ({ default: module.EditStrategyPage })),
);
const StrategyDetailPage = lazy(() =>
  import('./detail/StrategyDetailPage').then((module) => ({ default: module.StrategyDetailPage })),
);

/** Strategies: list, create (from a template or blank), detail with the journal's figures, edit. */
const routes: RemoteRoute[] = [
  { path: 'estrategias', element: <StrategiesListPage />, antd: false },
  { path: 'estrategias/new', element: <NewStrategyPage /> },
  { path: 'estrategias/:id', element: <StrategyDetailPage /> },
  { path: 'estrategias/:id/edit', element: <EditStrategyPage /> },
];

export default routes;
