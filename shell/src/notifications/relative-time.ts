import dayjs from 'dayjs';
import 'dayjs/locale/es';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** How often the relative times on screen are brought up to date. */
export const RELATIVE_TIME_REFRESH_MS = 60_000;

/** "hace 5 minutos", "hace un día": the Spanish time from `iso` to `now`; "fecha desconocida" when unreadable. */
export function relativeTimeEs(iso: string, now: Date | number = Date.now()): string {
  const date = dayjs(iso);
  if (!date.isValid()) return 'fecha desconocida';
  return date.locale('es').from(dayjs(now));
}
