import { describe, expect, it } from 'vitest';
import { relativeTime, weekLabel, weekTitle } from './dates';

describe('week labels', () => {
  it('names a week by its Monday, in Spanish', () => {
    expect(weekLabel('2026-03-02')).toBe('2 mar');
    expect(weekLabel('2025-12-29')).toBe('29 dic');
    expect(weekTitle('2026-03-02')).toBe('Semana del 2 de marzo de 2026');
  });

  it('never shifts the day, whatever the zone (the date is a calendar date)', () => {
    expect(weekLabel('2026-01-05')).toBe('5 ene');
    expect(weekTitle('2026-11-30')).toBe('Semana del 30 de noviembre de 2026');
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2026-03-04T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says how long ago, in Spanish', () => {
    expect(relativeTime(ago(10), now)).toBe('hace un momento');
    expect(relativeTime(ago(5 * 60), now)).toBe('hace 5 minutos');
    expect(relativeTime(ago(3600), now)).toBe('hace 1 hora');
    expect(relativeTime(ago(3 * 3600), now)).toBe('hace 3 horas');
    expect(relativeTime(ago(24 * 3600), now)).toBe('ayer');
    expect(relativeTime(ago(3 * 24 * 3600), now)).toBe('hace 3 días');
    expect(relativeTime(ago(14 * 24 * 3600), now)).toBe('hace 2 semanas');
    expect(relativeTime(ago(400 * 24 * 3600), now)).toBe('el año pasado');
  });

  it('copes with a date a little ahead of this clock and with garbage', () => {
    expect(relativeTime(ago(-20), now)).toBe('hace un momento');
    expect(relativeTime('no es una fecha', now)).toBe('—');
  });
});
