import type { RemoteRoute } from '@pipcrafters/ui';
import { AdminOnly } from './components/AdminOnly';
import { ModerationPage } from './pages/ModerationPage';
import { RequestsPage } from './pages/RequestsPage';
import { UsersPage } from './pages/UsersPage';

/**
 * The shell mounts these only for admins and the gateway and identity both refuse every /api/admin call to anyone
 * else; AdminOnly is the third lock, in the area itself.
 */
const routes: RemoteRoute[] = [
  {
    path: 'admin',
    element: (
      <AdminOnly>
        <UsersPage />
      </AdminOnly>
    ),
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
