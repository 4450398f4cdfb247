import { describe, expect, it } from 'vitest';
import { dayParts, recurrenceDay, recurrenceLabel } from './recurrence';

describe('recurring days', () => {
  it("starts from today's day for every frequency", () => {
    // 2025-06-30 is a Monday.
    expect(dayParts('2025-06-30')).toEqual({ monthDay: 30, weekDay: 1, yearMonth: 6, yearDay: 30 });
    expect(dayParts('2025-07-06').weekDay).toBe(7);
  });

  it('keeps the day of a movement being edited', () => {
    expect(dayParts('2025-06-30', { frequency: 'monthly', day: '5' }).monthDay).toBe(5);
    expect(dayParts('2025-06-30', { frequency: 'weekly', day: '3' }).weekDay).toBe(3);
    const yearly = dayParts('2025-06-30', { frequency: 'yearly', day: '03-15' });
    expect([yearly.yearMonth, yearly.yearDay]).toEqual([3, 15]);
  });

  it("writes the API's day for each frequency", () => {
    const parts = { monthDay: 5, weekDay: 2, yearMonth: 3, yearDay: 9 };
    expect(recurrenceDay('monthly', parts)).toBe('5');
    expect(recurrenceDay('weekly', parts)).toBe('2');
    expect(recurrenceDay('yearly', parts)).toBe('03-09');
    // A 31st of a 30-day month becomes its last day; the 29th of February stays.
    expect(recurrenceDay('yearly', { ...parts, yearMonth: 4, yearDay: 31 })).toBe('04-30');
    expect(recurrenceDay('yearly', { ...parts, yearMonth: 2, yearDay: 29 })).toBe('02-29');
  });

  it('says in Spanish when it posts', () => {
    expect(recurrenceLabel('monthly', '5')).toBe('Cada mes, el día 5');
    expect(recurrenceLabel('monthly', '31')).toBe('Cada mes, el día 31 (o el último del mes)');
    expect(recurrenceLabel('weekly', '1')).toBe('Cada semana, los lunes');
    expect(recurrenceLabel('weekly', '6')).toBe('Cada semana, los sábados');
    expect(recurrenceLabel('yearly', '03-15')).toBe('Cada año, el 15 de marzo');
    expect(recurrenceLabel('weekly', '9')).toBe('—');
  });
});
