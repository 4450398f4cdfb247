import { RECURRENCE_FREQUENCY_LABELS, type RecurrenceFrequency } from '@pipcrafters/contracts';
import { daysInMonth } from '../../format/dates';

/** ISO weekdays, "1" Monday to "7" Sunday, as the API numbers them. */
export const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'] as const;
export const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

export const FREQUENCY_OPTIONS = (Object.keys(RECURRENCE_FREQUENCY_LABELS) as RecurrenceFrequency[]).map(
  (value) => ({ value, label: RECURRENCE_FREQUENCY_LABELS[value] }),
);

/** The form's pieces of a recurring day: one per frequency, so switching back and forth keeps each choice. */
export interface RecurrenceDayParts {
  /** 1–31. */
  monthDay: number;
  /** 1 (Monday) – 7. */
  weekDay: number;
  /** 1–12 and 1–31 of the yearly date. */
  yearMonth: number;
  yearDay: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The API's `day` for a frequency: "5", "1" (Monday) or "03-15". */
export function recurrenceDay(frequency: RecurrenceFrequency, parts: RecurrenceDayParts): string {
  if (frequency === 'monthly') return String(parts.monthDay);
  if (frequency === 'weekly') return String(parts.weekDay);
  const day = Math.min(parts.yearDay, daysInMonth(parts.yearMonth));
  return `${pad(parts.yearMonth)}-${pad(day)}`;
}

/** The ISO weekday (1 Monday – 7 Sunday) of a `YYYY-MM-DD`. */
function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The form's pieces for a new recurring movement (today's day for each frequency) or for one being edited. */
export function dayParts(today: string, existing?: { frequency: RecurrenceFrequency; day: string }) {
  const [, month = 1, day = 1] = today.split('-').map(Number);
  const parts: RecurrenceDayParts = {
    monthDay: day,
    weekDay: isoWeekday(today),
    yearMonth: month,
    yearDay: day,
  };
  if (existing?.frequency === 'monthly') parts.monthDay = Number(existing.day) || parts.monthDay;
  if (existing?.frequency === 'weekly') parts.weekDay = Number(existing.day) || parts.weekDay;
  if (existing?.frequency === 'yearly') {
    const [yearMonth, yearDay] = existing.day.split('-').map(Number);
    if (yearMonth && yearDay) Object.assign(parts, { yearMonth, yearDay });
  }
  return parts;
}

/** "Cada mes, el día 5", "Cada mes, el día 31 (o el último del mes)", "Cada semana, los lunes", "Cada año, el 15 de marzo". */
export function recurrenceLabel(frequency: RecurrenceFrequency, day: string): string {
  if (frequency === 'monthly') {
    const number = Number(day);
    return number >= 29 ? `Cada mes, el día ${number} (o el último del mes)` : `Cada mes, el día ${number}`;
  }
  if (frequency === 'weekly') {
    const weekday = WEEKDAYS[Number(day) - 1];
    return weekday
      ? `Cada semana, los ${weekday === 'sábado' || weekday === 'domingo' ? `${weekday}s` : weekday}`
      : '—';
  }
  const [month = 0, date = 0] = day.split('-').map(Number);
  const monthName = MONTHS[month - 1];
  return monthName ? `Cada año, el ${date} de ${monthName}` : '—';
}
