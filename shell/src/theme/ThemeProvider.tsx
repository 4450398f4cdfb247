import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { resolveThemeMode, THEME_COLORS, type ThemeMode } from './theme';
import { useThemeStore } from './theme-store';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystemScheme(onChange: () => void) {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(
    subscribeToSystemScheme,
    () => window.matchMedia(DARK_QUERY).matches,
    () => true,
  );
}

/** The mode in force: the preference, with 'auto' resolved against the system's scheme (live). */
export function useThemeMode(): ThemeMode {
  const preference = useThemeStore((state) => state.preference);
  return resolveThemeMode(preference, useSystemPrefersDark());
}

/**
 * Keeps <html data-theme>, its colour scheme and <meta name="theme-color"> on the mode in force, for every page.
 * The first paint already has them: public/theme-boot.js runs before anything else. The public pages draw with
 * CSS that follows data-theme (public/public-pages.css); the signed-in pages add antd's ConfigProvider on top
 * (AntdThemeProvider, loaded with them), so a visitor downloads no antd.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const mode = useThemeMode();

  useEffect(() => {
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[mode]);
  }, [mode]);

  return children;
}
