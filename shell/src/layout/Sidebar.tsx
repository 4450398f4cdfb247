import {
  AppstoreOutlined,
  BankOutlined,
  BookOutlined,
  BulbOutlined,
  CheckSquareOutlined,
  DashboardOutlined,
  DollarOutlined,
  ExperimentOutlined,
  LineChartOutlined,
  LogoutOutlined,
  ReadOutlined,
  RobotOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { Tooltip } from '@pipcrafters/ui';
import { Avatar, Button, Flex, Menu, type MenuProps, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { fullName, isAdmin, useSessionStore } from '../session/session-store';
import { useSignOut } from '../session/useSignOut';
import { useThemeMode } from '../theme/ThemeProvider';
import { BADGE_COLORS, THEME_TOKENS } from '../theme/theme';
import { useXpProfile } from '../xp/useXpProfile';
import { activeNavKey, visibleSections } from './navigation';

const ICONS: Record<string, ReactNode> = {
  terminal: <DashboardOutlined />,
  aprende: <ReadOutlined />,
  'tutor-ia': <RobotOutlined />,
  mindcrafter: <BulbOutlined />,
  pipjournal: <BookOutlined />,
  edgepilot: <LineChartOutlined />,
  estrategias: <ExperimentOutlined />,
  misiones: <CheckSquareOutlined />,
  cashcrafter: <DollarOutlined />,
  financehub: <BankOutlined />,
  community: <TeamOutlined />,
  admin: <AppstoreOutlined />,
  'admin-requests': <UserAddOutlined />,
};

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

interface SidebarProps {
  collapsed: boolean;
  onNavigate?: () => void;
}

/** Brand, current user and level, and the navigation groups. Used by the desktop sider and the mobile drawer. */
export function Sidebar({ collapsed, onNavigate }: SidebarProps) {
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const user = useSessionStore((state) => state.user);
  const loading = useSessionStore((state) => state.loading);
  const { level } = useXpProfile();
  const signOut = useSignOut();
  const sections = visibleSections(isAdmin(user));
  const mode = useThemeMode();
  const badgeColors = BADGE_COLORS[mode];
  const name = loading ? 'Cargando...' : fullName(user);

  const items: MenuProps['items'] = sections.map((section) => ({
    type: 'group',
    key: section.title,
    label: collapsed ? null : section.title,
    children: section.items.map((item) => ({
      key: item.key,
      icon: ICONS[item.key],
      label: (
        <Link to={item.to} onClick={onNavigate}>
          {item.label}
          {item.badge && !collapsed ? (
            <Tag
              variant="outlined"
              style={{
                marginInlineStart: 8,
                color: badgeColors[item.badge],
                borderColor: badgeColors[item.badge],
                background: 'transparent',
              }}
            >
              {item.badge}
            </Tag>
          ) : null}
        </Link>
      ),
    })),
  }));
  const selected = activeNavKey(pathname, sections);

  return (
    <Flex vertical style={{ height: '100%' }} data-testid="sidebar">
      <Link
        to="/"
        onClick={onNavigate}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 10,
          padding: '20px 20px 12px',
          color: token.colorText,
        }}
        aria-label="PipCrafters, ir al inicio"
      >
        <Avatar
          shape="square"
          style={{ background: token.colorPrimary, color: THEME_TOKENS[mode].colorOnPrimary, flexShrink: 0 }}
        >
          PC
        </Avatar>
        {collapsed ? null : (
          <Typography.Text strong style={{ fontSize: 18 }}>
            PipCrafters
          </Typography.Text>
        )}
      </Link>
      <Link to="/profile" onClick={onNavigate} style={{ color: token.colorText }}>
        <Flex align="center" gap={10} style={{ padding: collapsed ? '12px 20px' : '12px 20px 16px' }}>
          <Tooltip title={collapsed ? name : undefined} placement="right">
            <Avatar style={{ flexShrink: 0, background: token.colorPrimaryBg, color: token.colorText }}>
              {loading ? '…' : initials(name)}
            </Avatar>
          </Tooltip>
          {collapsed ? null : (
            <Flex vertical style={{ minWidth: 0 }}>
              <Typography.Text ellipsis data-testid="sidebar-user-name">
                {name}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="sidebar-level">
                Nivel {level}
              </Typography.Text>
            </Flex>
          )}
        </Flex>
      </Link>
      <nav aria-label="Navegación principal" style={{ flex: 1, overflowY: 'auto' }}>
        <Menu
          mode="inline"
          inlineCollapsed={collapsed}
          selectedKeys={selected ? [selected] : []}
          items={items}
          style={{ borderInlineEnd: 'none', background: 'transparent' }}
        />
      </nav>
      <div style={{ padding: 12 }}>
        <Button
          block
          type="text"
          icon={<LogoutOutlined />}
          onClick={() => void signOut()}
          aria-label="Cerrar sesión"
        >
          {collapsed ? null : 'Cerrar sesión'}
        </Button>
      </div>
    </Flex>
  );
}
