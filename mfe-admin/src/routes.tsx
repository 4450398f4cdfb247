import type { RemoteRoute } from '@pipcrafters/ui';
import { lazy } from 'react';
import { AdminOnly } from './components/AdminOnly';
import { UsersPage } from './pages/UsersPage';

// Drawn with antd (Table with its selection, Modal, Popconfirm...), so they come when first opened, with antd's
// provider, inside the shell's "Cargando módulo..." fallback; Panel Admin stays in the first chunk.
const RequestsPage = lazy(() =>
  import('./pages/RequestsPage').then((module) => ({ default: module.RequestsPage })),
);
const ModerationPage = lazy(() =>
  import('./pages/ModerationPage').then((module) => ({ default: module.ModerationPage })),
);

/**
 * The shell mounts these only for admins and the gateway and identity both refuse every /api/admin call to anyone
 * else; AdminOnly is the third lock, in the area itself. Panel Admin draws no antd until a row action asks for its
 * confirmation (`antd: false`); the requests and the moderation queue are drawn with antd.
 */
const routes: RemoteRoute[] = [
  {
    path: 'admin',
    element: (
      <AdminOnly>
        <UsersPage />
      </AdminOnly>
    ),
    antd: false,
  },
  {
    path: 'admin/requests',
    element: (
      <AdminOnly>
        <RequestsPage />
      </AdminOnly>
    ),
  },
  {
    path: 'admin/moderation',
    element: (
      <AdminOnly>
        <ModerationPage />
      </AdminOnly>
    ),
  },
];

export default routes;
