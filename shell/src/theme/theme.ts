import type { ThemePreference } from '@pipcrafters/contracts';

export type ThemeMode = 'dark' | 'light';

export const THEME_STORAGE_KEY = 'pipcrafters-theme';
export const DEFAULT_THEME: ThemePreference = 'dark';
export const THEME_COLORS: Record<ThemeMode, string> = { dark: '#0f172a', light: '#ffffff' };

export const THEME_LABELS: Record<ThemePreference, string> = {
  dark: 'Oscuro',
  light: 'Claro',
  auto: 'Automático',
};

export function isThemePreference(value: unknown): value is ThemePreference {
  return value === 'dark' || value === 'light' || value === 'auto';
}

/** A stored value that is missing or unknown falls back to the default (dark). */
export function parseStoredTheme(value: string | null | undefined): ThemePreference {
  return isThemePreference(value) ? value : DEFAULT_THEME;
}

/** 'auto' follows the operating system's colour scheme. */
export function resolveThemeMode(preference: ThemePreference, systemPrefersDark: boolean): ThemeMode {
  if (preference === 'auto') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}
