import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Tooltip } from '@pipcrafters/ui';
import { Avatar, Button, Flex, Layout, Typography, theme } from 'antd';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AssistantPanelButton } from '../assistant/AssistantPanelButton';
import { NavigationContextButton } from '../navigation-context/NavigationContextButton';
import { fullName, useSessionStore } from '../session/session-store';
import { useThemeMode } from '../theme/ThemeProvider';
import { THEME_TOKENS } from '../theme/theme';
import { isScrolled, useLayoutStore } from './layout-store';
import { NotificationsBell } from './NotificationsBell';
import { pageTitle } from './page-title';

export function AppHeader({ mobile }: { mobile: boolean }) {
  const { token } = theme.useToken();
  const mode = useThemeMode();
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
    <Button
      type="text"
      icon={<MenuOutlined />}
      aria-label="Abrir menú"
      onClick={() => setSidebarOpen(true)}
    />
  ) : (
    <Button
      type="text"
      icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      aria-label={collapsed ? 'Expandir menú' : 'Contraer menú'}
      onClick={toggleCollapsed}
    />
  );

  return (
    <Layout.Header
      data-scrolled={scrolled}
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        height: 64,
        padding: '0 16px',
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        background: scrolled ? token.colorBgElevated : 'transparent',
        boxShadow: scrolled ? token.boxShadowSecondary : 'none',
        backdropFilter: scrolled ? 'blur(8px)' : 'none',
        borderBottom: `1px solid ${scrolled ? token.colorBorderSecondary : 'transparent'}`,
        transition: 'background 0.2s, box-shadow 0.2s',
      }}
    >
      {menuButton}
      <Typography.Text strong style={{ fontSize: 18, flex: 1 }} ellipsis data-testid="page-title">
        {pageTitle(pathname)}
      </Typography.Text>
      <Flex align="center" gap={8}>
        <NavigationContextButton compact={mobile} />
        <AssistantPanelButton compact={mobile} />
        <NotificationsBell />
        <Tooltip title="Mi perfil">
          <Link to="/profile" aria-label="Mi perfil">
            <Avatar style={{ background: token.colorPrimary, color: THEME_TOKENS[mode].colorOnPrimary }}>
              {fullName(user).charAt(0).toUpperCase()}
            </Avatar>
          </Link>
        </Tooltip>
      </Flex>
    </Layout.Header>
  );
}
