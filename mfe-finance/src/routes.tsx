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
  // Neither first view draws antd (the calculators; CashCrafter's overview): the shell draws them without antd's
  // provider and style engine, and what still needs antd (CashCrafter's other tabs and dialogs) loads when opened.
  { path: 'financehub', element: <FinanceHubPage />, antd: false },
  { path: 'cashcrafter', element: <CashCrafterPage />, antd: false },
];

export default routes;
