import type { DesignPalette } from '@pipcrafters/contracts';

/**
 * The palettes a design can take before any suggestion: the platform's dark and light looks and two more, each with
 * its text on its background above WCAG AA (checked in the unit tests, like the suggested ones on the server).
 */
export const STARTER_PALETTES: readonly DesignPalette[] = [
  { name: 'Noche', background: '#0f172a', foreground: '#f8fafc', accent: '#38bdf8' },
  { name: 'Papel', background: '#ffffff', foreground: '#0f172a', accent: '#2563eb' },
  { name: 'Bosque', background: '#052e16', foreground: '#f0fdf4', accent: '#4ade80' },
  { name: 'Ámbar', background: '#1c1917', foreground: '#fafaf9', accent: '#f59e0b' },
];

export const samePalette = (a: DesignPalette, b: DesignPalette) =>
  a.background === b.background && a.foreground === b.foreground && a.accent === b.accent;
