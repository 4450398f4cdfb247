import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, resolveTimeZone } from './format';

describe('Spanish dates', () => {
  it('writes dates in the user’s zone', () => {
    expect(formatDate('2026-03-05T23:30:00Z', 'Europe/Madrid')).toBe('6 mar 2026');
    expect(formatDate('2026-03-05T23:30:00Z', 'UTC')).toBe('5 mar 2026');
    expect(formatDateTime('2026-03-05T13:30:00Z', 'Europe/Madrid')).toBe('5 mar 2026, 14:30');
    expect(formatDate('no es una fecha', 'UTC')).toBe('—');
    expect(resolveTimeZone('America/Bogota')).toBe('America/Bogota');
    expect(resolveTimeZone(null)).toBeTruthy();
  });
});
