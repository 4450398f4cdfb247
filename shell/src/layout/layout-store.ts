import { create } from 'zustand';

export const SIDEBAR_WIDTH = 256;
export const SIDEBAR_COLLAPSED_WIDTH = 72;
export const MOBILE_SIDEBAR_WIDTH = 'min(85vw, 20rem)';
export const CONTENT_MAX_WIDTH = 1400;
export const HEADER_SCROLLED_THRESHOLD = 10;

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

export const useLayoutStore = create<LayoutState>((set) => ({
  sidebarOpen: false,
  collapsed: false,
  scrolled: false,
  setSidebarOpen: (sidebarOpen) => set({ sidebarOpen }),
  toggleCollapsed: () => set((state) => ({ collapsed: !state.collapsed })),
  setScrolled: (scrolled) => set({ scrolled }),
}));
