import type { SocialPost } from '@pipcrafters/contracts';
import ICAL from 'ical.js';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { AgencyMessages } from '../agency/messages';
import { calendarCsv, calendarIcs } from './calendar';

const post = (overrides: Partial<SocialPost>): SocialPost => ({
  id: '6f1c2a8e-3d4b-4c5a-9e8f-0a1b2c3d4e5f',
  network: 'x',
  text: 'Primero el stop, después los lotes.',
  hashtags: ['#gestióndelriesgo', '#trading'],
  scheduledAt: '2026-12-01T08:30:00.000Z',
  status: 'scheduled',
  mode: 'local',
  length: 70,
  limit: 280,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

const POSTS = [
  post({}),
  post({
    id: '7a2d3b9f-4e5c-4d6b-8f9a-1b2c3d4e5f60',
    network: 'linkedin',
    status: 'draft',
    scheduledAt: '2026-12-02T17:00:00.000Z',
    text: `=HYPERLINK("http://malo.example") ; con «comillas», acentos y una línea muy larga que hay que plegar: ${'palabra '.repeat(20)}\nY una segunda línea.`,
    hashtags: ['#plandetrading'],
  }),
];

describe('calendar CSV', () => {
  it('is UTF-8 with BOM, semicolons and inert formulas, and parses back', () => {
    const csv = calendarCsv(POSTS, 'Europe/Madrid');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter: ';', skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data[0]).toEqual([...AgencyMessages.social.csvHeader]);
    expect(parsed.data).toHaveLength(3);
    // 08:30 UTC is 09:30 in Madrid in December.
    expect(parsed.data[1]?.slice(0, 5)).toEqual(['01/12/2026', '09:30', 'Europe/Madrid', 'X', 'Programada']);
    expect(parsed.data[1]?.[6]).toBe('#gestióndelriesgo #trading');
    expect(parsed.data[2]?.[3]).toBe('LinkedIn');
    expect(parsed.data[2]?.[4]).toBe('Borrador');
    // A multi-line cell too (papaparse's default pattern would miss it).
    expect(parsed.data[2]?.[5]?.slice(0, 11)).toBe("'=HYPERLINK");
    expect(parsed.data[2]?.[5]).toContain('\nY una segunda línea.');
  });

  it('writes dates in UTC by default', () => {
    const parsed = Papa.parse<string[]>(calendarCsv(POSTS).slice(1), {
      delimiter: ';',
      skipEmptyLines: true,
    });
    expect(parsed.data[1]?.slice(0, 3)).toEqual(['01/12/2026', '08:30', 'UTC']);
  });
});

describe('calendar ICS', () => {
  it('is a VCALENDAR with one VEVENT per post (UID, DTSTAMP, DTSTART in UTC, SUMMARY, DESCRIPTION), folded', () => {
    const ics = calendarIcs(POSTS);
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events).toHaveLength(2);
    const [first, second] = events as [ICAL.Event, ICAL.Event];
    expect(first.uid).toBe(`${POSTS[0]?.id}@pipcrafters`);
    expect(first.startDate.toJSDate().toISOString()).toBe('2026-12-01T08:30:00.000Z');
    expect(first.startDate.zone.tzid).toBe('UTC');
    expect(first.summary).toBe('Publicación en X (Programada)');
    expect(first.description).toBe('Primero el stop, después los lotes.\n\n#gestióndelriesgo #trading');
    expect(first.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
    expect(second.summary).toBe('Publicación en LinkedIn (Borrador)');
    expect(second.description).toBe(`${POSTS[1]?.text}\n\n#plandetrading`);
    expect(second.component.getFirstPropertyValue('status')).toBe('TENTATIVE');
  });

  it('is a valid empty calendar when there is nothing planned', () => {
    const calendar = new ICAL.Component(ICAL.parse(calendarIcs([])));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
  });
});
