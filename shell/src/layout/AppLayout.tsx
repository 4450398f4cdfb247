import { TOAST_DURATIONS_MS, TOAST_LIMIT } from '@pipcrafters/ui';
import { App as AntApp, Drawer, Grid, Layout, theme } from 'antd';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ModuleLoading } from '../app/ModuleLoading';
import { loadRemotesConfig } from '../federation/remote-loader';
import { useNavigationContextStore } from '../navigation-context/navigation-context-store';
import { RealtimeConnection } from '../realtime/RealtimeConnection';
import { ToastViewport } from '../toasts/ToastViewport';
import { AppHeader } from './AppHeader';
import {
  CONTENT_MAX_WIDTH,
  MOBILE_SIDEBAR_WIDTH,
  SIDEBAR_COLLAPSED_WIDTH,
  SIDEBAR_WIDTH,
  useLayoutStore,
} from './layout-store';
import { Sidebar } from './Sidebar';

/**
 * Signed-in pages (the shell's and every remote's) get antd's App here: toasts top-right, at most 20, rendered into
 * the shell's toast viewport (F8, swipe). Remotes raise them with `useToast()` from @pipcrafters/ui or antd's
 * `App.useApp()`. It lives in this lazily loaded layout rather than beside the root ConfigProvider so that the
 * landing and /auth pages never download message, notification and modal.
 */
export function AppLayout() {
  const viewportRef = useRef<HTMLElement | null>(null);
  // Where the remotes live, fetched as soon as someone is signed in (a visitor's page needs no remote).
  useEffect(() => {
    loadRemotesConfig().catch(() => undefined);
  }, []);
  return (
    <AntApp
      message={{ top: 24, maxCount: 5 }}
      notification={{
        placement: 'topRight',
        maxCount: TOAST_LIMIT,
        duration: TOAST_DURATIONS_MS.default / 1000,
        getContainer: () => viewportRef.current ?? document.body,
      }}
    >
      <ToastViewport viewportRef={viewportRef} />
      <RealtimeConnection />
      <SignedInLayout />
    </AntApp>
  );
}

/** Records each section visited for the navigation context. */
function useTrackNavigationContext(pathname: string) {
  const visit = useNavigationContextStore((state) => state.visit);
  useEffect(() => visit(pathname), [pathname, visit]);
}

/** Sidebar (collapsible on desktop, slide-in on small screens), header and the page in a centred column. */
function SignedInLayout() {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const mobile = screens.md === false;
  const { collapsed, sidebarOpen, setSidebarOpen } = useLayoutStore();
  const { pathname } = useLocation();
  useTrackNavigationContext(pathname);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the mobile panel whenever the page changes.
  useEffect(() => {
    setSidebarOpen(false);
  }, [pathname, setSidebarOpen]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {mobile ? (
        <Drawer
          placement="left"
          open={sidebarOpen}
          onClose={() => setSidebarOpen(false)}
          size={MOBILE_SIDEBAR_WIDTH}
          closable={false}
          styles={{ body: { padding: 0 } }}
          title={null}
          aria-label="Menú de navegación"
          data-testid="mobile-sidebar"
        >
          <Sidebar collapsed={false} onNavigate={() => setSidebarOpen(false)} />
        </Drawer>
      ) : (
        <Layout.Sider
          width={SIDEBAR_WIDTH}
          collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
          collapsed={collapsed}
          trigger={null}
          theme="light"
          data-testid="desktop-sidebar"
          style={{
            position: 'sticky',
            top: 0,
            height: '100vh',
            overflow: 'hidden',
            background: token.colorBgContainer,
            borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <Sidebar collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout>
        <AppHeader mobile={mobile} />
        <Layout.Content style={{ padding: mobile ? 16 : 24 }}>
          <main style={{ maxWidth: CONTENT_MAX_WIDTH, margin: '0 auto' }} data-testid="content">
            <Suspense fallback={<ModuleLoading />}>
              <Outlet />
            </Suspense>
          </main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
