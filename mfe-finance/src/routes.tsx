import { comingSoonRoutes, type RemoteRoute } from '@pipcrafters/ui';
import { lazy } from 'react';

// The calculators (and the decimal arithmetic they share with the service) come when the page is first opened.
const FinanceHubPage = lazy(() =>
  import('./pages/FinanceHubPage').then((module) => ({ default: module.FinanceHubPage })),
);

/** FinanceHub's calculators; CashCrafter is not built yet. */
const routes: RemoteRoute[] = [
  { path: 'financehub', element: <FinanceHubPage /> },
  ...comingSoonRoutes([
    {
      path: 'cashcrafter',
      title: 'CashCrafter',
      description: 'Aquí podrás llevar tus cuentas, gastos, presupuestos y metas de ahorro personales.',
    },
  ]),
];

export default routes;
