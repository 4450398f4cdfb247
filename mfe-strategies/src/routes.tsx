import { comingSoonRoutes, type RemoteRoute } from '@pipcrafters/ui';

const routes: RemoteRoute[] = comingSoonRoutes([
  {
    path: 'estrategias',
    title: 'Estrategias',
    description: 'Aquí verás tus estrategias de trading y sus reglas.',
  },
  {
    path: 'estrategias/new',
    title: 'Nueva estrategia',
    description: 'Aquí podrás crear una estrategia con sus reglas de entrada, salida y gestión del riesgo.',
  },
  {
    path: 'estrategias/:id',
    title: 'Estrategia',
    description: 'Aquí verás el detalle de la estrategia y sus reglas.',
  },
  {
    path: 'estrategias/:id/edit',
    title: 'Editar estrategia',
    description: 'Aquí podrás modificar la estrategia y sus reglas.',
  },
]);

export default routes;
