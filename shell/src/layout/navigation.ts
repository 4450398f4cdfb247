import { isUnderPath } from '@pipcrafters/contracts';

export type NavSectionTitle = 'Principal' | 'Recursos' | 'Admin';

export interface NavItem {
  key: string;
  label: string;
  to: string;
  badge?: 'AI' | 'Beta' | 'New' | 'v1' | 'Hot';
}

export interface NavSection {
  title: NavSectionTitle;
  adminOnly?: boolean;
  items: NavItem[];
}

export const NAV_SECTIONS: readonly NavSection[] = [
  {
    title: 'Principal',
    items: [
      { key: 'terminal', label: 'The Terminal', to: '/' },
      { key: 'aprende', label: 'Aprende', to: '/aprende' },
      { key: 'tutor-ia', label: 'Tutor IA', to: '/tutor-ia', badge: 'AI' },
      { key: 'mindcrafter', label: 'MindCrafter', to: '/mindcrafter' },
      { key: 'pipjournal', label: 'Trading Journal', to: '/pipjournal' },
      { key: 'edgepilot', label: 'EdgePilot', to: '/edgepilot', badge: 'Beta' },
    ],
  },
  {
    title: 'Recursos',
    items: [
      { key: 'estrategias', label: 'Estrategias', to: '/estrategias' },
      { key: 'misiones', label: 'Misiones', to: '/misiones' },
      { key: 'cashcrafter', label: 'CashCrafter', to: '/cashcrafter', badge: 'New' },
      { key: 'financehub', label: 'FinanceHub', to: '/financehub', badge: 'v1' },
      { key: 'community', label: 'Comunidad', to: '/community', badge: 'Hot' },
    ],
  },
  {
    title: 'Admin',
    adminOnly: true,
    items: [
      { key: 'admin', label: 'Panel Admin', to: '/admin' },
      { key: 'admin-requests', label: 'Solicitudes', to: '/admin/requests' },
    ],
  },
];

export function visibleSections(admin: boolean): NavSection[] {
  return NAV_SECTIONS.filter((section) => admin || !section.adminOnly);
}

/** The item to highlight: the longest link that is the path or one of its parents ('/' also covers /dashboard). */
export function activeNavKey(
  pathname: string,
  sections: readonly NavSection[] = NAV_SECTIONS,
): string | undefined {
  const path = pathname === '/dashboard' ? '/' : pathname;
  let best: NavItem | undefined;
  for (const item of sections.flatMap((section) => section.items)) {
    if (isUnderPath(path, item.to) && (!best || item.to.length > best.to.length)) best = item;
  }
  return best?.key;
}
