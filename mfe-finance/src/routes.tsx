import type { RemoteRoute } from '@pipcrafters/ui';
import { lazy } from 'react';

// Each page comes when it is first opened: the calculators (and the decimal arithmetic they share with the service)
// for /financehub, the personal-finance screens for /cashcrafter; neither pays for the other.
const FinanceHubPage = lazy(() =>
  import('./pages/FinanceHubPage').then((module) => ({ default: module.FinanceHubPage })),
);
const CashCrafterPage = lazy(() =>
  import('./pages/CashCrafterPage').then((module) => ({ default: module.CashCrafterPage })),
);

/** FinanceHub's calculators and CashCrafter's personal finance. */
const routes: RemoteRoute[] = [
  { path: 'financehub', element: <FinanceHubPage /> },
  { path: 'cashcrafter', element: <CashCrafterPage /> },
];

export default routes;
