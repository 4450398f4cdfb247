import {
  SOCIAL_POST_STATUS_LABELS,
  type SocialPost,
  socialNetwork,
  socialPostText,
} from '@pipcrafters/contracts';
import { createEvents, type EventAttributes } from 'ics';
import Papa from 'papaparse';
import { AgencyMessages } from '../agency/messages';

const S = AgencyMessages.social;

/**
 * The planned posts as a CSV a Spanish spreadsheet opens as it is, like finance's export: UTF-8 with a BOM,
 * `;`-separated, CRLF, and cells that a spreadsheet would run as formulas (=, +, -, @, tab, CR) made inert with a
 * leading quote (papaparse's `escapeFormulae`, with a pattern that also catches multi-line cells). Dates and times in the time zone given (UTC by default).
 */
export function calendarCsv(posts: SocialPost[], timeZone = 'UTC'): string {
  const date = new Intl.DateTimeFormat('es-ES', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  const time = new Intl.DateTimeFormat('es-ES', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const rows = posts.map((post) => {
    const at = new Date(post.scheduledAt);
    return [
      date.format(at),
      time.format(at),
      timeZone,
      socialNetwork(post.network).label,
      SOCIAL_POST_STATUS_LABELS[post.status],
      post.text,
      post.hashtags.join(' '),
      String(post.length),
      String(post.limit),
      S.modes[post.mode],
    ];
  });
  const body = Papa.unparse([[...S.csvHeader], ...rows], {
    delimiter: ';',
    newline: '\r\n',
    // papaparse's own pattern (`^[=+\-@\t\r].*$`) misses a cell with a line break: any leading trigger counts.
    escapeFormulae: /^[=+\-@\t\r]/,
  });
  return `\uFEFF${body}\r\n`;
}

/**
 * The planned posts as an iCalendar file (RFC 5545, built by the `ics` library: folded lines, escaped text): one
 * VEVENT per post with a stable UID, DTSTAMP, DTSTART in UTC, 15 minutes long, SUMMARY naming the network and the
 * status, DESCRIPTION the text as published (with its hashtags); a draft is TENTATIVE, the others CONFIRMED.
 */
export function calendarIcs(posts: SocialPost[]): string {
  const events: EventAttributes[] = posts.map((post) => ({
    uid: `${post.id}@pipcrafters`,
    start: new Date(post.scheduledAt).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: 15 },
    title: S.eventSummary(socialNetwork(post.network).label, SOCIAL_POST_STATUS_LABELS[post.status]),
    description: socialPostText(post.text, post.hashtags),
    status: post.status === 'draft' ? 'TENTATIVE' : 'CONFIRMED',
    categories: [socialNetwork(post.network).label],
    lastModified: new Date(post.updatedAt).getTime(),
  }));
  const { error, value } = createEvents(events, {
    productId: 'pipcrafters/agencia',
    calName: S.calendarName,
  });
  if (error || !value) throw error ?? new Error('ics no devolvió el calendario');
  return foldOctets(value);
}

const encoder = new TextEncoder();

/**
 * The library folds lines at 75 characters; RFC 5545 counts 75 octets, so text with accents or emoji is unfolded
 * and folded again by octets, never inside a character.
 */
export function foldOctets(calendar: string): string {
  return calendar
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map((line) => {
      const parts: string[] = [];
      let current = '';
      let size = 0;
      for (const character of line) {
        const bytes = encoder.encode(character).length;
        // The first line holds 75 octets; each continuation 74 after its leading space.
        if (size + bytes > (parts.length === 0 ? 75 : 74)) {
          parts.push(current);
          current = '';
          size = 0;
        }
        current += character;
        size += bytes;
      }
      parts.push(current);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}
