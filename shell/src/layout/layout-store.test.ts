import { describe, expect, it } from 'vitest';
import {
  CONTENT_MAX_WIDTH,
  HEADER_SCROLLED_THRESHOLD,
  isScrolled,
  MOBILE_SIDEBAR_WIDTH,
  parseStoredCollapsed,
  SIDEBAR_COLLAPSED_STORAGE_KEY,
  SIDEBAR_COLLAPSED_WIDTH,
  SIDEBAR_WIDTH,
} from './layout-store';

describe('layout', () => {
  it('uses the spec sizes', () => {
    expect(SIDEBAR_WIDTH).toBe(256);
    expect(SIDEBAR_COLLAPSED_WIDTH).toBe(72);
    expect(MOBILE_SIDEBAR_WIDTH).toBe('min(85vw, 20rem)');
    expect(CONTENT_MAX_WIDTH).toBe(1400);
    expect(HEADER_SCROLLED_THRESHOLD).toBe(10);
  });

  it('changes the header once scrolled more than 10 px', () => {
    expect(isScrolled(0)).toBe(false);
    expect(isScrolled(10)).toBe(false);
    expect(isScrolled(11)).toBe(true);
  });

  it('remembers the collapsed sidebar only when it was chosen', () => {
    expect(SIDEBAR_COLLAPSED_STORAGE_KEY).toBe('pipcrafters-sidebar-collapsed');
    expect(parseStoredCollapsed('true')).toBe(true);
    expect(parseStoredCollapsed('false')).toBe(false);
    expect(parseStoredCollapsed(null)).toBe(false);
    expect(parseStoredCollapsed('sí')).toBe(false);
  });
});
