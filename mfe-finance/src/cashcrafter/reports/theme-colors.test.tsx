// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { type ThemeColors, useThemeColors } from './theme-colors';

const seen: ThemeColors[] = [];

function Probe() {
  seen.push(useThemeColors());
  return null;
}

afterEach(() => {
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.style.removeProperty('--pc-primary');
});

describe('useThemeColors', () => {
  it("reads the theme's variables, and again when the shell switches the theme", async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    document.documentElement.style.setProperty('--pc-primary', '#10b981');
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Probe />));
    expect(seen.at(-1)?.primary).toBe('#10b981');

    await act(async () => {
      document.documentElement.style.setProperty('--pc-primary', '#047857');
      document.documentElement.setAttribute('data-theme', 'light');
      // The MutationObserver reports after the current task.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(seen.at(-1)?.primary).toBe('#047857');
    act(() => root.unmount());
  });
});
