import { comingSoonRoutes, type RemoteRoute } from '@pipcrafters/ui';

const routes: RemoteRoute[] = comingSoonRoutes([
  {
    path: 'community',
    title: 'Comunidad',
    description: 'Aquí podrás leer y publicar posts de la comunidad y comentarlos.',
  },
  {
    path: 'community/new',
    title: 'Nuevo Post',
    description: 'Aquí podrás escribir un post con título, categoría y una imagen adjunta.',
  },
  {
    path: 'community/:id',
    title: 'Post',
    description: 'Aquí verás el post completo y sus comentarios.',
  },
  {
    path: 'community/:id/edit',
    title: 'Editar Post',
    description: 'Aquí podrás modificar tu post.',
  },
]);

export default routes;
