import { create } from 'zustand';

export const SIDEBAR_WIDTH = 256;
export const SIDEBAR_COLLAPSED_WIDTH = 72;
export const MOBILE_SIDEBAR_WIDTH = 'min(85vw, 20rem)';
/** Narrower than antd's `md` breakpoint (768 px): the sidebar is a slide-in panel and the header compact. */
export const MOBILE_QUERY = '(max-width: 767.98px)';
export const CONTENT_MAX_WIDTH = 1400;
export const HEADER_SCROLLED_THRESHOLD = 10;
/** The desktop sidebar's collapsed choice is remembered across visits. */
export const SIDEBAR_COLLAPSED_STORAGE_KEY = 'pipcrafters-sidebar-collapsed';

interface LayoutState {
  /** Mobile slide-in panel. */
  sidebarOpen: boolean;
  /** Desktop narrow mode (icons only). */
  collapsed: boolean;
  scrolled: boolean;
  setSidebarOpen: (open: boolean) => void;
  toggleCollapsed: () => void;
  setScrolled: (scrolled: boolean) => void;
}

/** Only the exact stored value "true" collapses the sidebar; anything else (nothing, garbage) leaves it open. */
export function parseStoredCollapsed(value: string | null): boolean {
  return value === 'true';
}

/** Whether the header shows its scrolled look (spec: more than 10 px). */
export function isScrolled(scrollY: number): boolean {
  return scrollY > HEADER_SCROLLED_THRESHOLD;
}

function readCollapsed(): boolean {
  try {
    return parseStoredCollapsed(localStorage.getItem(SIDEBAR_COLLAPSED_STORAGE_KEY));
  } catch {
    return false;
  }
}

export const useLayoutStore = create<LayoutState>((set, get) => ({
  sidebarOpen: false,
  collapsed: readCollapsed(),
  scrolled: false,
  setSidebarOpen: (sidebarOpen) => set({ sidebarOpen }),
  toggleCollapsed: () => {
    const collapsed = !get().collapsed;
    try {
      localStorage.setItem(SIDEBAR_COLLAPSED_STORAGE_KEY, String(collapsed));
    } catch {
      // Private mode or full storage: the choice holds for this visit.
    }
    set({ collapsed });
  },
  setScrolled: (scrolled) => set({ scrolled }),
}));
