import { SECTION_CONTEXTS } from '@pipcrafters/ui/src/navigation-context/navigation-context';
import { describe, expect, it } from 'vitest';
import { NAV_SECTIONS } from '../layout/navigation';

describe('navigation context in the shell', () => {
  it('links every suggested action to a page the navigation or the shell knows', () => {
    const known = new Set([
      ...NAV_SECTIONS.flatMap((section) => section.items.map((item) => item.to)),
      '/profile',
      '/daily-reflection',
      '/documentation',
    ]);
    for (const section of Object.values(SECTION_CONTEXTS)) {
      for (const action of section.actions)
        expect(known.has(action.to), `${section.id}: ${action.to}`).toBe(true);
    }
  });
});
