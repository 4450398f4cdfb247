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

/**
 * Colours per mode, chosen for WCAG AA contrast (4.5:1) on their backgrounds, checked by the axe browser tests:
 * the brand green is darker in light mode so white text on it stays readable, and in dark mode primary buttons
 * carry dark text; secondary texts are a little stronger than antd's defaults.
 */
export const THEME_TOKENS = {
  dark: {
    colorPrimary: '#10b981',
    colorBgLayout: THEME_COLORS.dark,
    colorBgContainer: '#111c30',
    colorBgElevated: '#1b2740',
    colorTextDescription: 'rgba(255, 255, 255, 0.62)',
    colorTextTertiary: 'rgba(255, 255, 255, 0.62)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.6)',
    colorLink: '#34d399',
    colorError: '#ff7875',
    /** Text on the brand green (primary buttons, the brand mark). */
    colorOnPrimary: '#0f172a',
    /** The selected navigation item's text, on its green-tinted background. */
    menuSelectedText: '#6ee7b7',
    menuSelectedBg: 'rgba(16, 185, 129, 0.15)',
  },
  light: {
    colorPrimary: '#047857',
    colorBgLayout: '#f5f7fa',
    colorBgContainer: '#ffffff',
    colorBgElevated: '#ffffff',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    colorLink: '#047857',
    colorError: '#cf1322',
    /** antd's default success green is 2.3:1 on white: gains shown in text need a darker one. */
    colorSuccess: '#047857',
    colorOnPrimary: '#ffffff',
    menuSelectedText: '#065f46',
    /** The selected navigation item's background (its text above stays over 7:1 on it). */
    menuSelectedBg: '#d1fae5',
  },
} as const satisfies Record<ThemeMode, Record<string, string>>;

/** The navigation badges (AI, Beta, New, v1, Hot): text and border colours readable in each mode. */
export const BADGE_COLORS: Record<ThemeMode, Record<'AI' | 'Beta' | 'New' | 'v1' | 'Hot', string>> = {
  dark: { AI: '#d3adf7', Beta: '#ffe58f', New: '#b7eb8f', v1: '#91caff', Hot: '#ffa39e' },
  light: { AI: '#531dab', Beta: '#874d00', New: '#237804', v1: '#0958d9', Hot: '#a8071a' },
};
