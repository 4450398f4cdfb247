import { remoteForPath } from '@pipcrafters/contracts';
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../public/public-ui';
import { useSessionStore } from '../session/session-store';
import { isKnownProtectedPath } from './known-paths';
import { ModuleLoading } from './ModuleLoading';

/**
 * A page drawn with antd, inside antd's ConfigProvider: the provider's module and the page's load together (no
 * waterfall). The public pages (landing, /auth, not found) use no antd at all, so a visitor downloads none of it.
 */
function withAntdTheme<Props extends object>(page: Promise<ComponentType<Props>>) {
  return Promise.all([import('../theme/AntdThemeProvider'), page]).then(([{ themed }, Page]) => ({
    default: themed(Page),
  }));
}

// Everything behind a route is loaded on demand: /auth and the landing page never download the signed-in layout
// (sidebar, header, drawer, menu), the remote loader or antd.
const AppLayout = lazy(() => withAntdTheme(import('../layout/AppLayout').then((m) => m.AppLayout)));
const RemoteArea = lazy(() => import('../federation/RemoteArea').then((m) => ({ default: m.RemoteArea })));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const LandingPage = lazy(() => import('../pages/LandingPage').then((m) => ({ default: m.LandingPage })));
const AuthPage = lazy(() => import('../pages/AuthPage').then((m) => ({ default: m.AuthPage })));
const PendingApprovalPage = lazy(() =>
  withAntdTheme(import('../pages/PendingApprovalPage').then((m) => m.PendingApprovalPage)),
);
const DashboardPage = lazy(() =>
  import('../pages/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
const ProfilePage = lazy(() => import('../pages/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const NotificationsPage = lazy(() =>
  import('../pages/NotificationsPage').then((m) => ({ default: m.NotificationsPage })),
);

interface FromState {
  from?: string;
}

/** /auth: visitors sign in or register; a signed-in user is sent where they were going. */
function AuthRoute() {
  const { user, loading } = useSessionStore();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  if (user?.status === 'PENDING') return <Navigate to="/pending-approval" replace />;
  if (user) return <Navigate to={(location.state as FromState | null)?.from ?? '/'} replace />;
  return <AuthPage />;
}

function PendingApprovalRoute() {
  const loading = useSessionStore((state) => state.loading);
  return loading ? <FullPageSpinner /> : <PendingApprovalPage />;
}

/** Everything else needs an active user; '/' is the landing page for visitors, unknown paths are not found. */
function ProtectedLayout() {
  const { user, loading, signedOut } = useSessionStore();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  if (!user) {
    if (location.pathname === '/') return <LandingPage />;
    if (!isKnownProtectedPath(location.pathname)) return <NotFoundPage />;
    const from = signedOut ? undefined : `${location.pathname}${location.search}`;
    return <Navigate to="/auth" replace state={{ from }} />;
  }
  if (user.status === 'PENDING') return <Navigate to="/pending-approval" replace />;
  return <AppLayout />;
}

function RemoteOrNotFound() {
  const remote = remoteForPath(useLocation().pathname);
  return remote ? <RemoteArea key={remote.name} remote={remote} /> : <NotFoundPage />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<ModuleLoading />}>
      <Routes>
        <Route path="/auth" element={<AuthRoute />} />
        <Route path="/pending-approval" element={<PendingApprovalRoute />} />
        <Route element={<ProtectedLayout />}>
          <Route index element={<DashboardPage />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="notifications" element={<NotificationsPage />} />
          <Route path="*" element={<RemoteOrNotFound />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
