import { describe, expect, it } from 'vitest';
import { countLabel, formatBytes, fullDate, relativeDate } from './format';

const NOW = Date.parse('2026-03-20T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('dates and numbers in Spanish', () => {
  it('says how long ago, up to a week', () => {
    expect(relativeDate(ago(20_000), 'Europe/Madrid', NOW)).toBe('ahora');
    expect(relativeDate(ago(5 * 60_000), 'Europe/Madrid', NOW)).toBe('hace 5 minutos');
    expect(relativeDate(ago(60_000), 'Europe/Madrid', NOW)).toBe('hace 1 minuto');
    expect(relativeDate(ago(3 * 3_600_000), 'Europe/Madrid', NOW)).toBe('hace 3 horas');
    expect(relativeDate(ago(30 * 3_600_000), 'Europe/Madrid', NOW)).toBe('ayer');
    expect(relativeDate(ago(4 * 86_400_000), 'Europe/Madrid', NOW)).toBe('hace 4 días');
  });

  it('gives the date in the user’s zone after a week, and never a time in the future', () => {
    expect(relativeDate('2026-03-05T23:30:00Z', 'Europe/Madrid', NOW)).toBe('6 mar 2026');
    expect(relativeDate('2026-03-05T23:30:00Z', 'America/Mexico_City', NOW)).toBe('5 mar 2026');
    expect(relativeDate(new Date(NOW + 5_000).toISOString(), 'UTC', NOW)).toBe('ahora');
    expect(relativeDate('no es una fecha', 'UTC', NOW)).toBe('—');
  });

  it('writes the full date and time for a tooltip', () => {
    // ICU versions join the two with ", " or " a las ".
    expect(fullDate('2026-03-05T13:30:00Z', 'Europe/Madrid')).toMatch(/^5 de marzo de 2026(,| a las) 14:30$/);
  });

  it('counts in Spanish', () => {
    expect(countLabel(1, 'comentario', 'comentarios')).toBe('1 comentario');
    expect(countLabel(0, 'comentario', 'comentarios')).toBe('0 comentarios');
    expect(countLabel(12345, 'me gusta', 'me gusta')).toBe('12.345 me gusta');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1,5 MB');
    expect(formatBytes(2048)).toBe('2 KB');
  });
});
