import { describe, expect, it } from 'vitest';
import { RELATIVE_TIME_REFRESH_MS, relativeTimeEs } from './relative-time';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('relativeTimeEs', () => {
  it('speaks Spanish', () => {
    expect(relativeTimeEs(ago(20_000), NOW)).toBe('hace unos segundos');
    expect(relativeTimeEs(ago(5 * 60_000), NOW)).toBe('hace 5 minutos');
    expect(relativeTimeEs(ago(60 * 60_000), NOW)).toBe('hace una hora');
    expect(relativeTimeEs(ago(3 * 24 * 60 * 60_000), NOW)).toBe('hace 3 días');
  });

  it('handles a date in the future and one that cannot be read', () => {
    expect(relativeTimeEs(new Date(NOW + 2 * 60 * 60_000).toISOString(), NOW)).toBe('en 2 horas');
    expect(relativeTimeEs('no-es-fecha', NOW)).toBe('fecha desconocida');
  });

  it('is refreshed every minute', () => {
    expect(RELATIVE_TIME_REFRESH_MS).toBe(60_000);
  });
});
