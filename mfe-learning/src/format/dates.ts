const LOCALE = 'es-ES';

const longDate = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });

/** A due date as Spanish readers say it, in the learner's zone: "5 de marzo de 2026". */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : longDate.format(date);
}
