import { App as AntApp, Drawer, Grid, Layout, theme } from 'antd';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ModuleLoading } from '../app/ModuleLoading';
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
 * Signed-in pages (the shell's and every remote's) get antd's App here: `App.useApp()` toasts in the top-right
 * corner. It lives in this lazily loaded layout rather than beside the root ConfigProvider so that the landing and
 * /auth pages never download message, notification and modal.
 */
export function AppLayout() {
  return (
    <AntApp message={{ top: 24, maxCount: 5 }} notification={{ placement: 'topRight', duration: 5 }}>
      <SignedInLayout />
    </AntApp>
  );
}

/** Sidebar (collapsible on desktop, slide-in on small screens), header and the page in a centred column. */
function SignedInLayout() {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const mobile = screens.md === false;
  const { collapsed, sidebarOpen, setSidebarOpen } = useLayoutStore();
  const { pathname } = useLocation();

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
          <main style={{ maxWidth: CONTENT_MAX_WIDTH, margin: '0 auto' }}>
            <Suspense fallback={<ModuleLoading />}>
              <Outlet />
            </Suspense>
          </main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
