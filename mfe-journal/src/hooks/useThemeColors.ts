import { useSyncExternalStore } from 'react';

/** The shell's colour variables a canvas needs (a canvas cannot read `var(--pc-…)` itself). */
export interface ThemeColors {
  primary: string;
  error: string;
  textSecondary: string;
  surface: string;
  borderSecondary: string;
  font: string;
}

function subscribe(onChange: () => void) {
  // The shell switches the theme with <html data-theme>.
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

let cached: { theme: string | null; colors: ThemeColors } | undefined;

function read(): ThemeColors {
  const theme = document.documentElement.getAttribute('data-theme');
  if (cached?.theme === theme) return cached.colors;
  const style = getComputedStyle(document.documentElement);
  const value = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const colors = {
    primary: value('--pc-primary', '#10b981'),
    error: value('--pc-error', '#ff4d4f'),
    textSecondary: value('--pc-text-secondary', 'rgba(128, 128, 128, 0.9)'),
    surface: value('--pc-surface', '#ffffff'),
    borderSecondary: value('--pc-border-secondary', 'rgba(128, 128, 128, 0.25)'),
    font: value('--pc-font', 'system-ui, sans-serif'),
  };
  cached = { theme, colors };
  return colors;
}

/** The theme's colours as values, read again when the theme changes (no antd token needed). */
export function useThemeColors(): ThemeColors {
  return useSyncExternalStore(subscribe, read, read);
}
