import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Tooltip } from '@pipcrafters/ui';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AssistantPanelButton } from '../assistant/AssistantPanelButton';
import { NavigationContextButton } from '../navigation-context/NavigationContextButton';
import { fullName, useSessionStore } from '../session/session-store';
import { isScrolled, useLayoutStore } from './layout-store';
import { NotificationsBell } from './NotificationsBell';
import { pageTitle } from './page-title';

export function AppHeader({ mobile }: { mobile: boolean }) {
  const { pathname } = useLocation();
  const user = useSessionStore((state) => state.user);
  const { collapsed, scrolled, toggleCollapsed, setSidebarOpen, setScrolled } = useLayoutStore();

  useEffect(() => {
    const onScroll = () => setScrolled(isScrolled(window.scrollY));
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [setScrolled]);

  const menuButton = mobile ? (
    <button
      type="button"
      className="pc-icon-button"
      aria-label="Abrir menú"
      onClick={() => setSidebarOpen(true)}
    >
      <MenuOutlined aria-hidden />
    </button>
  ) : (
    <button
      type="button"
      className="pc-icon-button"
      aria-label={collapsed ? 'Expandir menú' : 'Contraer menú'}
      onClick={toggleCollapsed}
    >
      {collapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
    </button>
  );

  // The shell's own markup and CSS (public/app-chrome.css): the scrolled look is data-scrolled's.
  return (
    <header data-scrolled={scrolled} className="pc-app-header">
      {menuButton}
      <span className="pc-app-header-title pc-ellipsis" data-testid="page-title">
        {pageTitle(pathname)}
      </span>
      <div className="pc-app-header-actions">
        <NavigationContextButton compact={mobile} />
        <AssistantPanelButton compact={mobile} />
        <NotificationsBell />
        <Tooltip title="Mi perfil" placement="bottom">
          <Link to="/profile" aria-label="Mi perfil" className="pc-avatar pc-avatar-brand">
            {fullName(user).charAt(0).toUpperCase()}
          </Link>
        </Tooltip>
      </div>
    </header>
  );
}
