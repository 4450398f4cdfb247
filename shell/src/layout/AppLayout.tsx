import { type KeyboardEvent, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ModuleLoading } from '../app/ModuleLoading';
import { loadRemotesConfig } from '../federation/remote-loader';
import { useNavigationContextStore } from '../navigation-context/navigation-context-store';
import { RealtimeConnection } from '../realtime/RealtimeConnection';
import { ToastViewport } from '../toasts/ToastViewport';
import { AppHeader } from './AppHeader';
import {
  CONTENT_MAX_WIDTH,
  MOBILE_QUERY,
  MOBILE_SIDEBAR_WIDTH,
  SIDEBAR_COLLAPSED_WIDTH,
  SIDEBAR_WIDTH,
  useLayoutStore,
} from './layout-store';
import { Sidebar } from './Sidebar';

/**
 * Signed-in pages (the shell's and every remote's): the toasts top-right (raised with `useToast()` from
 * @pipcrafters/ui, drawn by the shell's own viewport), the realtime connection and the layout. No antd `App`: its
 * notification, message and modal would weigh on every signed-in page; a page that asks for a confirmation uses
 * antd's `Modal.useModal()` and loads Modal itself.
 */
export function AppLayout() {
  // Where the remotes live, fetched as soon as someone is signed in (a visitor's page needs no remote).
  useEffect(() => {
    loadRemotesConfig().catch(() => undefined);
  }, []);
  return (
    <>
      <ToastViewport />
      <RealtimeConnection />
      <SignedInLayout />
    </>
  );
}

/** Records each section visited for the navigation context. */
function useTrackNavigationContext(pathname: string) {
  const visit = useNavigationContextStore((state) => state.visit);
  useEffect(() => visit(pathname), [pathname, visit]);
}

function subscribeToMobile(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Below antd's `md` breakpoint (768 px): the sidebar becomes a slide-in panel. Known from the first render. */
function useMobile(): boolean {
  return useSyncExternalStore(
    subscribeToMobile,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}

/**
 * The small-screen navigation: a modal panel from the left edge over a mask. It takes the focus when it opens,
 * closes with Escape, a click on the mask or a link, and gives the focus back to what opened it.
 */
function MobileSidebar({ onClose }: { onClose: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    return () => opener?.focus?.();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  return (
    <div className="pc-drawer-root">
      <div className="pc-drawer-mask" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label="Menú de navegación"
        data-testid="mobile-sidebar"
        className="pc-drawer"
        style={{ width: MOBILE_SIDEBAR_WIDTH }}
        onKeyDown={onKeyDown}
      >
        <Sidebar collapsed={false} onNavigate={onClose} />
      </div>
    </div>
  );
}

/**
 * Sidebar (collapsible on desktop, slide-in on small screens), header and the page in a centred column: the shell's
 * own markup and CSS (public/app-chrome.css), so no signed-in page pays for antd's Layout, Menu or Drawer.
 */
function SignedInLayout() {
  const mobile = useMobile();
  const { collapsed, sidebarOpen, setSidebarOpen } = useLayoutStore();
  const { pathname } = useLocation();
  useTrackNavigationContext(pathname);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the mobile panel whenever the page changes.
  useEffect(() => {
    setSidebarOpen(false);
  }, [pathname, setSidebarOpen]);

  return (
    <div className="pc-shell">
      {mobile ? (
        sidebarOpen ? (
          <MobileSidebar onClose={() => setSidebarOpen(false)} />
        ) : null
      ) : (
        <aside
          className="pc-sider"
          data-testid="desktop-sidebar"
          style={{ width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH }}
        >
          <Sidebar collapsed={collapsed} />
        </aside>
      )}
      <div className="pc-shell-main">
        <AppHeader mobile={mobile} />
        <div className="pc-content" style={{ padding: mobile ? 16 : 24 }}>
          <main style={{ maxWidth: CONTENT_MAX_WIDTH, margin: '0 auto' }} data-testid="content">
            <Suspense fallback={<ModuleLoading />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
    </div>
  );
}
