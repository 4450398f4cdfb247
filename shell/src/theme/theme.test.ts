import { describe, expect, it } from 'vitest';
import { parseStoredTheme, resolveThemeMode, THEME_COLORS } from './theme';

describe('theme', () => {
  it('defaults to dark when nothing valid is stored', () => {
    expect(parseStoredTheme(null)).toBe('dark');
    expect(parseStoredTheme('purple')).toBe('dark');
    expect(parseStoredTheme('light')).toBe('light');
    expect(parseStoredTheme('auto')).toBe('auto');
  });

  it('resolves auto from the system preference', () => {
    expect(resolveThemeMode('auto', true)).toBe('dark');
    expect(resolveThemeMode('auto', false)).toBe('light');
    expect(resolveThemeMode('light', true)).toBe('light');
    expect(resolveThemeMode('dark', false)).toBe('dark');
  });

  it('uses the spec theme colours', () => {
    expect(THEME_COLORS).toEqual({ dark: '#0f172a', light: '#ffffff' });
  });
});
