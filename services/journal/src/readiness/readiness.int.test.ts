import { randomUUID } from 'node:crypto';
import type { ReadinessBandStats, ReadinessStats, Trade } from '@pipcrafters/contracts';
import { domainEvent } from '@pipcrafters/platform/src/testing/event-sender';
import type { SignedIn } from '@pipcrafters/platform/src/testing/gateway-client';
import { sql } from '@pipcrafters/platform/src/testing/stack';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { account, get, journalEvents, message, send, trader } from '../testing/journal-api';

const stack = inject('stack');
const events = journalEvents();
beforeAll(() => events.start());
afterAll(() => events.stop());

const DAY = 86_400_000;
/** The UTC calendar day `n` days ago, and an instant on it. */
const dayAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);
const at = (day: string, time: string) => new Date(`${day}T${time}:00Z`);

/** A EURUSD buy of 1 lot from 1.10000 with a 10-pip stop: `pips` make 10 USD each and R = pips / 10. */
const eurusd = (accountId: string, open: Date, pips: number) => ({
  accountId,
  symbol: 'EURUSD',
  side: 'buy',
  openTime: open.toISOString(),
  closeTime: new Date(open.getTime() + 20 * 60_000).toISOString(),
  entryPrice: '1.10000',
  exitPrice: (1.1 + pips * 0.0001).toFixed(5),
  stopLoss: '1.09900',
  volume: '1',
});

const record = (user: SignedIn, body: Record<string, unknown>) =>
  send<Trade>(user, 'POST', '/api/journal/trades', body, 201);

/** MindCrafter's event for a check-in, as the learning service publishes it. */
const checkIn = (
  user: SignedIn,
  date: string,
  readiness: number,
  occurredAt: Date,
  checkInId = randomUUID(),
) =>
  domainEvent(
    'learning.mind.check-in.recorded',
    { userId: user.userId, checkInId, date, readiness },
    occurredAt,
  );

const readiness = (user: SignedIn, query = 'timeZone=Europe/Madrid') =>
  get<ReadinessStats>(user, `/api/journal/stats/readiness?${query}`);
const band = (stats: ReadinessStats, key: ReadinessBandStats['band']) =>
  stats.bands.find((item) => item.band === key) as ReadinessBandStats;
const shape = (stats: ReadinessStats) =>
  Object.fromEntries(stats.bands.map((item) => [item.band, [item.trades, item.days]]));

describe('readiness in EdgePilot', () => {
  it('groups the trades by the readiness of the day they opened; the day’s latest check-in wins, redeliveries and late events change nothing', async () => {
    const user = await trader('preparacion');
    const usd = await account(user);
    const eur = await account(user, { name: 'Euros', currency: 'EUR' });
    const [d1, d2, d3, d4, d5] = [1, 2, 3, 4, 5].map(dayAgo) as [string, string, string, string, string];
    await record(user, eurusd(usd.id, at(d3, '12:00'), 20)); // +200, 2 R
    await record(user, eurusd(usd.id, at(d3, '14:00'), -10)); // −100, −1 R
    await record(user, eurusd(usd.id, at(d2, '12:00'), 10)); // +100, 1 R
    await record(user, eurusd(usd.id, at(d1, '12:00'), 30)); // +300, 3 R
    // Opened at 23:30 UTC on d4: already d3 in Madrid (00:30 or 01:30).
    await record(user, eurusd(usd.id, at(d4, '23:30'), -5)); // −50, −0.5 R
    await record(user, eurusd(usd.id, at(d5, '12:00'), 10)); // +100, no check-in that day
    await record(user, {
      accountId: eur.id,
      symbol: 'EURUSD',
      side: 'sell',
      openTime: at(d2, '15:00').toISOString(),
      closeTime: at(d2, '16:00').toISOString(),
      entryPrice: '1.10000',
      exitPrice: '1.09950',
      volume: '1',
      profit: '50',
    }); // +50 EUR on d2

    // Before any check-in: everything is "sin check-in", and the page is told there are none.
    const none = await readiness(user);
    expect(none.checkInDays).toBe(0);
    expect(shape(none)).toEqual({ baja: [0, 0], media: [0, 0], alta: [0, 0], 'sin-check-in': [7, 4] });

    const t0 = new Date(Date.now() - 2 * 3_600_000);
    const later = checkIn(user, d1, 30, new Date(t0.getTime() + 3_600_000));
    await events.deliver(checkIn(user, d3, 40, t0), checkIn(user, d2, 60, t0), checkIn(user, d1, 80, t0));
    const first = await readiness(user);
    expect(first.checkInDays).toBe(3);
    expect(shape(first)).toEqual({ baja: [3, 1], media: [2, 1], alta: [1, 1], 'sin-check-in': [1, 1] });

    // A second check-in on d1, later in the day, replaces the first: d1 is now low.
    await events.deliver(later);
    const stats = await readiness(user);
    expect(stats.checkInDays).toBe(3);
    expect(stats.bands.map((item) => item.band)).toEqual(['baja', 'media', 'alta', 'sin-check-in']);
    expect(band(stats, 'baja')).toEqual({
      band: 'baja',
      label: 'Baja (menos de 50)',
      trades: 4,
      days: 2,
      smallSample: true,
      wins: 2,
      winRate: 50,
      currencies: [{ currency: 'USD', trades: 4, net: '350', expectancy: '87.5' }],
      // (2 − 1 + 3 − 0.5) / 4 = 0.875
      expectancyR: '0.88',
      rTrades: 4,
    });
    expect(band(stats, 'media')).toMatchObject({
      label: 'Media (de 50 a 74)',
      trades: 2,
      days: 1,
      wins: 2,
      winRate: 100,
      currencies: [
        { currency: 'EUR', trades: 1, net: '50', expectancy: '50' },
        { currency: 'USD', trades: 1, net: '100', expectancy: '100' },
      ],
    });
    expect(band(stats, 'alta')).toEqual({
      band: 'alta',
      label: 'Alta (75 o más)',
      trades: 0,
      days: 0,
      smallSample: true,
      wins: 0,
      winRate: null,
      currencies: [],
      expectancyR: null,
      rTrades: 0,
    });
    expect(band(stats, 'sin-check-in')).toMatchObject({
      label: 'Sin check-in',
      trades: 1,
      currencies: [{ currency: 'USD', trades: 1, net: '100', expectancy: '100' }],
    });

    // An older check-in of d1 delivered late, the later one delivered again, and an event that reuses the later
    // one's id (even with another score and a later time): none of them changes the day.
    await events.deliver(checkIn(user, d1, 95, new Date(t0.getTime() - 3_600_000)), later, {
      ...later,
      occurredAt: new Date().toISOString(),
      payload: { ...later.payload, readiness: 99 },
    });
    expect(await readiness(user)).toEqual(stats);
    const processed = await sql<{ n: number }>(
      stack,
      'SELECT COUNT(*)::int AS n FROM journal.processed_events WHERE event_id = $1',
      [later.id],
    );
    expect(processed[0]?.n).toBe(1);
    // A malformed event is set aside, not stored.
    await events.deliver(checkIn(user, d5, 150, new Date()), checkIn(user, '2026-02-30', 50, new Date()));
    expect(await readiness(user)).toEqual(stats);

    // The day is the opening's in the zone asked for: in UTC the 23:30 trade belongs to d4, with no check-in.
    const utc = await readiness(user, 'timeZone=UTC');
    expect(shape(utc)).toEqual({ baja: [3, 2], media: [2, 1], alta: [0, 0], 'sin-check-in': [2, 2] });
    expect(await readiness(user, '')).toEqual(utc);

    // The list's filters apply: one account, or the losing trades only.
    const euros = await readiness(user, `timeZone=Europe/Madrid&accountId=${eur.id}`);
    expect(shape(euros)).toEqual({ baja: [0, 0], media: [1, 1], alta: [0, 0], 'sin-check-in': [0, 0] });
    const losses = await readiness(user, 'timeZone=Europe/Madrid&outcome=loss');
    expect(band(losses, 'baja')).toMatchObject({ trades: 2, wins: 0, winRate: 0 });
    expect(band(losses, 'baja').currencies).toEqual([
      { currency: 'USD', trades: 2, net: '-150', expectancy: '-75' },
    ]);
  });

  it('keeps each trader’s check-ins and trades apart, and refuses bad filters in Spanish', async () => {
    const owner = await trader('preparacion.a');
    const other = await trader('preparacion.b');
    const usd = await account(owner);
    const day = dayAgo(1);
    await record(owner, eurusd(usd.id, at(day, '12:00'), 10));
    // The other trader's check-in of the same day says nothing about the owner's day.
    await events.deliver(checkIn(other, day, 90, new Date()));
    expect(shape(await readiness(owner))).toEqual({
      baja: [0, 0],
      media: [0, 0],
      alta: [0, 0],
      'sin-check-in': [1, 1],
    });
    expect((await readiness(owner)).checkInDays).toBe(0);
    const theirs = await readiness(other);
    expect(theirs.checkInDays).toBe(1);
    expect(theirs.bands.every((item) => item.trades === 0)).toBe(true);
    // Not even through the filter of the owner's account.
    const foreign = await readiness(other, `timeZone=UTC&accountId=${usd.id}`);
    expect(foreign.bands.every((item) => item.trades === 0)).toBe(true);

    expect(
      await message(owner, 'GET', '/api/journal/stats/readiness?timeZone=Marte/Olimpo', undefined, 400),
    ).toBe('La zona horaria debe ser un nombre IANA válido, por ejemplo "Europe/Athens" o "UTC".');
    expect(await message(owner, 'GET', '/api/journal/stats/readiness?desde=ayer', undefined, 400)).toBe(
      'El campo "desde" no está permitido.',
    );
    expect(
      await message(owner, 'GET', '/api/journal/stats/readiness?accountId=no-es-un-id', undefined, 400),
    ).toBe('Elige una de tus cuentas de trading.');
  });
});
