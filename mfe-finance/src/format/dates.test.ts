import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  daysInMonth,
  formatDate,
  formatMonth,
  formatShortMonth,
  formatWeekday,
  monthOf,
  ratesDateText,
  relativeDay,
  todayIn,
} from './dates';

describe('CashCrafter days and months', () => {
  it("takes today in the user's zone, not the browser's", () => {
    const lateInMadrid = Date.parse('2025-06-30T22:30:00Z');
    expect(todayIn('Europe/Madrid', lateInMadrid)).toBe('2025-07-01');
    expect(todayIn('UTC', lateInMadrid)).toBe('2025-06-30');
    expect(todayIn('America/Mexico_City', lateInMadrid)).toBe('2025-06-30');
    expect(todayIn('No/Such_Zone', lateInMadrid)).toBe('2025-06-30');
  });

  it('moves by months across years and by days across months', () => {
    expect(monthOf('2025-06-30')).toBe('2025-06');
    expect(addMonths('2025-01', -1)).toBe('2024-12');
    expect(addMonths('2024-12', 1)).toBe('2025-01');
    expect(addMonths('2025-06', -11)).toBe('2024-07');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(daysBetween('2025-06-30', '2025-07-02')).toBe(2);
    expect(daysBetween('2025-07-02', '2025-06-30')).toBe(-2);
    expect(daysBetween('2025-03-29', '2025-03-31')).toBe(2);
    expect(relativeDay('2025-06-30', '2025-06-30')).toBe('hoy');
    expect(relativeDay('2025-06-30', '2025-07-01')).toBe('mañana');
    expect(relativeDay('2025-06-30', '2025-07-05')).toBe('en 5 días');
  });

  it('knows February may hold a 29th for a yearly date', () => {
    expect(daysInMonth(2)).toBe(29);
    expect(daysInMonth(4)).toBe(30);
    expect(daysInMonth(12)).toBe(31);
  });

  it('writes days and months the Spanish way', () => {
    expect(formatDate('2025-06-30')).toBe('30/06/2025');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('mañana')).toBe('—');
    expect(formatWeekday('2025-07-05')).toBe('sáb, 5 jul');
    expect(formatMonth('2025-06')).toBe('junio de 2025');
    expect(formatShortMonth('2025-06')).toBe('jun 25');
    expect(ratesDateText('2025-06-30')).toBe('Tipos de cambio del 30/06/2025');
  });
});
