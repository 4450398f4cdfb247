import type { WhatIfResult } from '@pipcrafters/contracts';
import type { SignedIn } from '@pipcrafters/platform/src/testing/gateway-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { account, send, trader } from '../testing/journal-api';

let user: SignedIn;
beforeAll(async () => {
  user = await trader('quepasaria');
});

const whatIf = (query: string, status = 200) =>
  send<WhatIfResult & { message: string }>(user, 'GET', `/api/journal/what-if?${query}`, undefined, status);

/** A trade from its opening and closing instants (UTC) and its gross profit. */
const trade = (
  accountId: string,
  open: string,
  close: string,
  profit: string,
  extra: Record<string, unknown> = {},
) =>
  send(
    user,
    'POST',
    '/api/journal/trades',
    {
      accountId,
      symbol: 'EURUSD',
      side: 'buy',
      openTime: `${open}Z`,
      closeTime: `${close}Z`,
      exitPrice: '1.1',
      volume: '1',
      profit,
      ...extra,
    },
    201,
  );

describe('what-if on the history', () => {
  it('no trades after two losses in a row the same day: equal hand-computed values, in the zone asked', async () => {
    const { id } = await account(user, { name: 'Rachas' });
    // 3 March: a1, a2 lose (stop at 10:00); a3 was already open and stays; a4 and a5 are left out.
    await trade(id, '2025-03-03T08:00:00', '2025-03-03T09:00:00', '-100');
    await trade(id, '2025-03-03T09:05:00', '2025-03-03T10:00:00', '-100');
    await trade(id, '2025-03-03T09:30:00', '2025-03-03T11:00:00', '300');
    await trade(id, '2025-03-03T10:30:00', '2025-03-03T12:00:00', '200');
    await trade(id, '2025-03-03T13:00:00', '2025-03-03T14:00:00', '-100');
    // 4 March: a breakeven ends the run, so nothing is left out; the day ends on a loss.
    await trade(id, '2025-03-04T08:00:00', '2025-03-04T09:00:00', '-100');
    await trade(id, '2025-03-04T09:10:00', '2025-03-04T10:00:00', '0');
    await trade(id, '2025-03-04T10:10:00', '2025-03-04T11:00:00', '-100');
    await trade(id, '2025-03-04T11:10:00', '2025-03-04T12:00:00', '100');
    await trade(id, '2025-03-04T15:00:00', '2025-03-04T16:00:00', '-100');
    // 5 March: a loss, then a win; the run of the 4th does not carry over.
    await trade(id, '2025-03-05T08:00:00', '2025-03-05T09:00:00', '-100');
    await trade(id, '2025-03-05T10:00:00', '2025-03-05T11:00:00', '50');

    const utc = await whatIf(`rule=after-two-losses&accountId=${id}`);
    expect(utc).toMatchObject({ rule: 'after-two-losses', pips: null, removed: 2, changed: 0, unknown: 0 });
    // Before: 200 − 200 − 50 = −50 over 12; after: a4 (+200) and a5 (−100) out, −150 over 10.
    expect(utc.before).toMatchObject({ trades: 12, net: '-50', wins: 4, losses: 7, breakevens: 1 });
    expect(utc.after).toMatchObject({ trades: 10, net: '-150', wins: 3, losses: 6, breakevens: 1 });
    expect(utc.equityBefore.at(-1)?.equity).toBe('9950');
    expect(utc.equityAfter.at(-1)?.equity).toBe('9850');
    expect(utc.explanation).toContain('La racha empieza de cero cada día');
    expect(utc.explanation).toContain('UTC');

    // In Tokyo (UTC+9) the 4th's last trade opens at 00:00 on the 5th: with c1 it makes two losses, so c2 goes too.
    const tokyo = await whatIf(`rule=after-two-losses&accountId=${id}&timeZone=Asia/Tokyo`);
    expect(tokyo).toMatchObject({ removed: 3 });
    expect(tokyo.after).toMatchObject({ trades: 9, net: '-200' });
    expect(tokyo.explanation).toContain('Asia/Tokyo');
  });

  it('only the London session, in London’s own time with its summer time', async () => {
    const { id } = await account(user, { name: 'Londres' });
    // 08:30 in London (BST): in.
    await trade(id, '2025-07-01T07:30:00', '2025-07-01T08:30:00', '100');
    // 17:30 in London, 12:30 in New York: out.
    await trade(id, '2025-07-01T16:30:00', '2025-07-01T17:30:00', '-50');
    // Tokyo only: out.
    await trade(id, '2025-07-01T02:00:00', '2025-07-01T03:00:00', '30');
    // 16:30 in London, overlapping New York: in.
    await trade(id, '2025-07-02T15:30:00', '2025-07-02T16:00:00', '-20');
    // 07:30 in London in January (GMT): not yet open, out.
    await trade(id, '2025-01-15T07:30:00', '2025-01-15T08:30:00', '40');
    const result = await whatIf(`rule=london-only&accountId=${id}`);
    expect(result).toMatchObject({ removed: 3, changed: 0, unknown: 0, pips: null });
    expect(result.before).toMatchObject({ trades: 5, net: '100' });
    expect(result.after).toMatchObject({ trades: 2, net: '80', wins: 1, losses: 1 });
    expect(result.explanation).toContain('sesión de Londres');
  });

  it('a fixed stop caps losses beyond it at each trade’s own money per pip; what it cannot judge stays', async () => {
    const { id } = await account(user, { name: 'Stop fijo' });
    // −30 pips, 10 USD a pip, 7 of commission: −307, R −307 / 200 = −1.54. Capped at 20 pips: −200 − 7 = −207,
    // R −1.54 × 207 / 307 = −1.04.
    await trade(id, '2025-05-06T09:00:00', '2025-05-06T10:00:00', '-300', {
      entryPrice: '1.10000',
      exitPrice: '1.09700',
      stopLoss: '1.09800',
      commission: '-7',
    });
    // −10 pips: within the stop, unchanged.
    await trade(id, '2025-05-06T10:00:00', '2025-05-06T11:00:00', '-100', {
      entryPrice: '1.10000',
      exitPrice: '1.09900',
    });
    // +50 pips: a winner, unchanged.
    await trade(id, '2025-05-06T11:00:00', '2025-05-06T12:00:00', '500', {
      side: 'sell',
      entryPrice: '1.10000',
      exitPrice: '1.09500',
    });
    // No entry price: no pips, left as it was and counted unknown.
    await trade(id, '2025-05-06T12:00:00', '2025-05-06T13:00:00', '-400');
    // USDJPY −45 pips for −299.10 USD: 6.6467 a pip; capped at 20 pips: −132.93.
    await trade(id, '2025-05-06T13:00:00', '2025-05-06T14:00:00', '-299.10', {
      symbol: 'USDJPY',
      side: 'sell',
      entryPrice: '150.000',
      exitPrice: '150.450',
    });
    const result = await whatIf(`rule=fixed-stop&accountId=${id}`);
    expect(result).toMatchObject({ pips: 20, removed: 0, changed: 2, unknown: 1 });
    // −307 − 100 + 500 − 400 − 299.10 = −606.10; −207 − 100 + 500 − 400 − 132.93 = −339.93
    expect(result.before).toMatchObject({ trades: 5, net: '-606.1', expectancyR: '-1.54', rTrades: 1 });
    expect(result.after).toMatchObject({ trades: 5, net: '-339.93', expectancyR: '-1.04', rTrades: 1 });
    expect(result.after.largestLoss).toBe('-400');
    expect(result.equityAfter.map((point) => point.equity)).toEqual([
      '9793',
      '9693',
      '10193',
      '9793',
      '9660.07',
    ]);
    expect(result.explanation).toContain('20 pips');
    expect(result.explanation).toContain('1 operaciones sin precio de entrada');

    // A wider stop than any loss changes nothing.
    const wide = await whatIf(`rule=fixed-stop&pips=50&accountId=${id}`);
    expect(wide).toMatchObject({ pips: 50, changed: 0 });
    expect(wide.after).toEqual(wide.before);
  });

  it('refuses an unknown rule or stop, in Spanish; an empty history gives empty figures', async () => {
    expect((await whatIf('rule=martingala', 400)).message).toBe(
      'La regla es una de: after-two-losses, london-only, fixed-stop.',
    );
    expect((await whatIf('', 400)).message).toBe(
      'La regla es una de: after-two-losses, london-only, fixed-stop.',
    );
    expect((await whatIf('rule=fixed-stop&pips=0', 400)).message).toBe(
      'Los pips del stop fijo son un número entre 1 y 10 000 (con un decimal como mucho).',
    );
    const { id } = await account(user, { name: 'Vacía' });
    const empty = await whatIf(`rule=london-only&accountId=${id}`);
    expect(empty).toMatchObject({ removed: 0, equityBefore: [], equityAfter: [] });
    expect(empty.after.trades).toBe(0);
  });
});
