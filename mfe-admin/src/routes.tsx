import type { RemoteRoute } from '@pipcrafters/ui';
import { RequestsPage } from './pages/RequestsPage';
import { UsersPage } from './pages/UsersPage';

/** The shell only mounts these for admins; the gateway enforces ADMIN on every /api/admin call. */
const routes: RemoteRoute[] = [
  { path: 'admin', element: <UsersPage /> },
  { path: 'admin/requests', element: <RequestsPage /> },
];

export default routes;
