import { fullDate, relativeDate } from '../format/format';
import { useTimeZone } from '../hooks/useTimeZone';

/** "hace 5 minutos", with the full date and time as its tooltip, in the user's zone. */
export function RelativeTime({ iso }: { iso: string }) {
  const timeZone = useTimeZone();
  return (
    <time dateTime={iso} title={fullDate(iso, timeZone)}>
      {relativeDate(iso, timeZone)}
    </time>
  );
}
