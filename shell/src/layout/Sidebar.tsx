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
import type { CSSProperties, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { fullName, isAdmin, useSessionStore } from '../session/session-store';
import { useSignOut } from '../session/useSignOut';
import { useThemeMode } from '../theme/ThemeProvider';
import { BADGE_COLORS } from '../theme/theme';
import { useXpProfile } from '../xp/useXpProfile';
import { activeNavKey, type NavItem, visibleSections } from './navigation';

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

interface NavLinkProps {
  item: NavItem;
  collapsed: boolean;
  selected: boolean;
  badgeStyle?: CSSProperties;
  onNavigate?: () => void;
}

/** One navigation link; collapsed, its label stays for screen readers (invisible) and shows as a tooltip. */
function NavLink({ item, collapsed, selected, badgeStyle, onNavigate }: NavLinkProps) {
  const link = (
    <Link
      to={item.to}
      onClick={onNavigate}
      className="pc-nav-item"
      aria-current={selected ? 'page' : undefined}
      data-selected={selected}
    >
      <span className="pc-nav-icon" aria-hidden="true">
        {ICONS[item.key]}
      </span>
      <span className="pc-nav-label">
        {item.label}
        {item.badge && !collapsed ? (
          <span className="pc-nav-badge" style={badgeStyle}>
            {item.badge}
          </span>
        ) : null}
      </span>
    </Link>
  );
  return collapsed ? (
    <Tooltip title={item.label} placement="right">
      {link}
    </Tooltip>
  ) : (
    link
  );
}

/**
 * Brand, current user and level, and the navigation groups. Used by the desktop sider and the mobile panel. Drawn
 * with the shell's own CSS (public/app-chrome.css), not antd's Menu: every signed-in page shows it.
 */
export function Sidebar({ collapsed, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const user = useSessionStore((state) => state.user);
  const loading = useSessionStore((state) => state.loading);
  const { level } = useXpProfile();
  const signOut = useSignOut();
  const sections = visibleSections(isAdmin(user));
  const badgeColors = BADGE_COLORS[useThemeMode()];
  const name = loading ? 'Cargando...' : fullName(user);
  const selected = activeNavKey(pathname, sections);

  return (
    <div className="pc-sidebar" data-collapsed={collapsed} data-testid="sidebar">
      <Link to="/" onClick={onNavigate} className="pc-sidebar-brand" aria-label="PipCrafters, ir al inicio">
        <span className="pc-avatar pc-avatar-brand" aria-hidden="true">
          PC
        </span>
        {collapsed ? null : <strong className="pc-sidebar-brand-name">PipCrafters</strong>}
      </Link>
      <Link to="/profile" onClick={onNavigate} className="pc-sidebar-user">
        <Tooltip title={collapsed ? name : undefined} placement="right">
          <span className="pc-avatar pc-avatar-user">{loading ? '…' : initials(name)}</span>
        </Tooltip>
        {collapsed ? null : (
          <span className="pc-sidebar-user-text">
            <span className="pc-ellipsis" data-testid="sidebar-user-name">
              {name}
            </span>
            <span className="pc-secondary pc-small" data-testid="sidebar-level">
              Nivel {level}
            </span>
          </span>
        )}
      </Link>
      <nav aria-label="Navegación principal" className="pc-nav">
        {sections.map((section) => (
          <div key={section.title} className="pc-nav-group">
            {collapsed ? null : <div className="pc-nav-group-title">{section.title}</div>}
            <ul aria-label={section.title}>
              {section.items.map((item) => (
                <li key={item.key}>
                  <NavLink
                    item={item}
                    collapsed={collapsed}
                    selected={item.key === selected}
                    badgeStyle={
                      item.badge
                        ? { color: badgeColors[item.badge], borderColor: badgeColors[item.badge] }
                        : undefined
                    }
                    onNavigate={onNavigate}
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="pc-sidebar-footer">
        <button
          type="button"
          className="pc-nav-item pc-sidebar-signout"
          onClick={() => void signOut()}
          aria-label="Cerrar sesión"
        >
          <span className="pc-nav-icon" aria-hidden="true">
            <LogoutOutlined />
          </span>
          {collapsed ? null : <span className="pc-nav-label">Cerrar sesión</span>}
        </button>
      </div>
    </div>
  );
}
