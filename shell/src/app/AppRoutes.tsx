import { remoteForPath } from '@pipcrafters/contracts';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../public/public-ui';
import { useSessionStore } from '../session/session-store';
import { withAntdTheme } from '../theme/with-antd-theme';
import { isKnownProtectedPath } from './known-paths';
import { ModuleLoading } from './ModuleLoading';

// Everything behind a route is loaded on demand: /auth and the landing page never download the signed-in layout
// (sidebar, header, drawer, menu), the remote loader or antd. The layout and the dashboard use no antd either; the
// pages drawn with it come inside antd's ConfigProvider (withAntdTheme).
const AppLayout = lazy(() => import('../layout/AppLayout').then((m) => ({ default: m.AppLayout })));
// A remote's area loads antd's provider only for the pages drawn with antd (see RemoteArea).
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
const ProfilePage = lazy(() => withAntdTheme(import('../pages/ProfilePage').then((m) => m.ProfilePage)));
const NotificationsPage = lazy(() =>
  withAntdTheme(import('../pages/NotificationsPage').then((m) => m.NotificationsPage)),
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
