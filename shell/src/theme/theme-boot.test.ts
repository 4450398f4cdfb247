/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { THEME_COLORS, THEME_STORAGE_KEY } from './theme';

const script = readFileSync(join(__dirname, '../../public/theme-boot.js'), 'utf8');

/** Runs the boot script against a fake page: stored value, system scheme; returns what it set. */
function boot(stored: string | null | Error, systemDark = true) {
  const meta = { content: '#0f172a', setAttribute: (_: string, value: string) => (meta.content = value) };
  const html = { dataset: {} as Record<string, string>, style: { colorScheme: '' } };
  const storage = {
    getItem: (key: string) => {
      if (stored instanceof Error) throw stored;
      return key === THEME_STORAGE_KEY ? stored : null;
    },
  };
  runInNewContext(script, {
    localStorage: storage,
    window: { matchMedia: () => ({ matches: systemDark }) },
    document: { documentElement: html, querySelector: () => meta },
  });
  return { theme: html.dataset.theme, colorScheme: html.style.colorScheme, themeColor: meta.content };
}

describe('theme boot script (before the first paint)', () => {
  it('applies the stored light theme and its theme colour', () => {
    expect(boot('light')).toEqual({ theme: 'light', colorScheme: 'light', themeColor: THEME_COLORS.light });
  });

  it('defaults to dark with nothing, garbage or no storage', () => {
    const dark = { theme: 'dark', colorScheme: 'dark', themeColor: THEME_COLORS.dark };
    expect(boot(null)).toEqual(dark);
    expect(boot('morado')).toEqual(dark);
    expect(boot(new Error('bloqueado'))).toEqual(dark);
  });

  it('follows the system for auto', () => {
    expect(boot('auto', false).theme).toBe('light');
    expect(boot('auto', true).theme).toBe('dark');
  });
});
