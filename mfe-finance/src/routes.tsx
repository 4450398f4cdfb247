import { comingSoonRoutes, type RemoteRoute } from '@pipcrafters/ui';

const routes: RemoteRoute[] = comingSoonRoutes([
  {
    path: 'cashcrafter',
    title: 'CashCrafter',
    description: 'Aquí podrás llevar tus cuentas, gastos, presupuestos y metas de ahorro personales.',
  },
  {
    path: 'financehub',
    title: 'FinanceHub',
    description: 'Aquí tendrás tipos de cambio y calculadoras financieras para tus operaciones.',
  },
]);

export default routes;
