import type { ImportSummary, Trade, TradePage, TradingAccount } from '@pipcrafters/contracts';
import { eventually, loginDemo, type SignedIn } from '@pipcrafters/platform/src/testing/gateway-client';
import Decimal from 'decimal.js';
import { describe, expect, inject, it } from 'vitest';
import { account, get, resultsChanged, send, trader, upload } from '../testing/journal-api';

const stack = inject('stack');

/** `user`'s results events read change by change: `next` expects exactly one event since the last look. */
function resultsOf(user: SignedIn) {
  let seen = 0;
  return {
    async next() {
      const events = await resultsChanged(user);
      expect(events.length - seen, JSON.stringify(events.slice(seen))).toBe(1);
      seen = events.length;
      return events.at(-1)?.months;
    },
    async none() {
      expect((await resultsChanged(user)).length).toBe(seen);
    },
  };
}

const tradeAt = (accountId: string, closeTime: string, profit: string, commission: string) => ({
  accountId,
  symbol: 'EURUSD',
  side: 'buy',
  closeTime,
  entryPrice: '1.1000',
  exitPrice: '1.1010',
  volume: '0.10',
  profit,
  commission,
});

/**
 * An FTMO export read in Athens time: 29.50 in March (the second trade closes at 01:30 on 1 April in Athens, still
 * 31 March in UTC), -30.70 in April and 5.00 in May.
 */
const STATEMENT = [
  'Ticket;Open;Type;Volume;Symbol;Price;S/L;T/P;Close;Price;Swap;Commissions;Profit;Pips;Duration',
  '20001;2025.03.10 09:35:12;buy;0.20;EURUSD;1.08520;0;0;2025.03.10 10:05:40;1.08610;0.00;-1.20;18.00;9;1828',
  '20002;2025.03.31 23:10:00;sell;0.10;GBPUSD;1.29450;0;0;2025.04.01 01:30:00;1.29310;-0.50;-0.80;14.00;14;8400',
  '20003;2025.04.15 12:00:00;buy;0.10;EURUSD;1.09000;0;0;2025.04.15 13:00:00;1.08700;0.00;-0.70;-30.00;-30;3600',
  '20004;2025.05.02 10:00:00;buy;0.10;EURUSD;1.10000;0;0;2025.05.02 11:00:00;1.10050;0.00;0.00;5.00;5;3600',
].join('\n');

describe('journal.results.changed', () => {
  it('gives every month a change touched its whole net per currency after it, once per change', async () => {
    const user = await trader('diario.resultados');
    const results = resultsOf(user);
    const usd = await account(user, { name: 'Dólares' });
    const eur = await account(user, { name: 'Euros', currency: 'EUR' });

    const first = await send<Trade>(
      user,
      'POST',
      '/api/journal/trades',
      tradeAt(usd.id, '2025-01-31T23:30:00.000Z', '100', '-2.5'),
      201,
    );
    expect(await results.next()).toEqual([{ month: '2025-01', currency: 'USD', net: '97.50' }]);

    const path = `/api/journal/trades/${first.id}`;
    await send(user, 'PATCH', path, { closeTime: '2025-02-01T00:30:00.000Z' }, 200);
    expect(await results.next()).toEqual([
      { month: '2025-01', currency: 'USD', net: '0.00' },
      { month: '2025-02', currency: 'USD', net: '97.50' },
    ]);
    await send(user, 'PATCH', path, { notes: 'Solo una nota', tags: ['revisar'] }, 200);
    await send(user, 'PATCH', path, { closeTime: '2025-02-20T10:00:00.000Z' }, 200);
    await results.none();
    await send(user, 'PATCH', path, { commission: '-3' }, 200);
    expect(await results.next()).toEqual([{ month: '2025-02', currency: 'USD', net: '97.00' }]);

    await send(
      user,
      'POST',
      '/api/journal/trades',
      tradeAt(eur.id, '2025-02-03T08:00:00.000Z', '-20', '-0.25'),
      201,
    );
    expect(await results.next()).toEqual([
      { month: '2025-02', currency: 'EUR', net: '-20.25' },
      { month: '2025-02', currency: 'USD', net: '97.00' },
    ]);

    await send(user, 'DELETE', path, undefined, 204);
    expect(await results.next()).toEqual([
      { month: '2025-02', currency: 'EUR', net: '-20.25' },
      { month: '2025-02', currency: 'USD', net: '0.00' },
    ]);

    const imported = await upload(user, Buffer.from(STATEMENT), 'ftmo.csv', {
      accountId: usd.id,
      timeZone: 'Europe/Athens',
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.imported).toBe(4);
    expect(await results.next()).toEqual([
      { month: '2025-03', currency: 'USD', net: '29.50' },
      { month: '2025-04', currency: 'USD', net: '-30.70' },
      { month: '2025-05', currency: 'USD', net: '5.00' },
    ]);
    const again = await upload(user, Buffer.from(STATEMENT), 'ftmo.csv', {
      accountId: usd.id,
      timeZone: 'Europe/Athens',
    });
    expect(again.body.imported).toBe(0);
    await results.none();

    const march = await get<TradePage>(
      user,
      `/api/journal/trades?accountId=${usd.id}&from=2025-03-01T00:00:00.000Z&to=2025-04-01T00:00:00.000Z`,
    );
    expect(march.items).toHaveLength(2);
    await send(
      user,
      'POST',
      '/api/journal/trades/bulk',
      { ids: march.items.map((trade) => trade.id), action: 'delete' },
      200,
    );
    expect(await results.next()).toEqual([{ month: '2025-03', currency: 'USD', net: '0.00' }]);

    await send<ImportSummary>(user, 'DELETE', `/api/journal/imports/${imported.body.id}`, undefined, 200);
    expect(await results.next()).toEqual([
      { month: '2025-04', currency: 'USD', net: '0.00' },
      { month: '2025-05', currency: 'USD', net: '0.00' },
    ]);

    await send(user, 'PATCH', `/api/journal/accounts/${eur.id}`, { currency: 'GBP' }, 200);
    expect(await results.next()).toEqual([
      { month: '2025-02', currency: 'EUR', net: '0.00' },
      { month: '2025-02', currency: 'GBP', net: '-20.25' },
    ]);
    await send(user, 'PATCH', `/api/journal/accounts/${eur.id}`, { name: 'Libras' }, 200);
    await results.none();

    await send(user, 'DELETE', `/api/journal/accounts/${eur.id}`, undefined, 204);
    expect(await results.next()).toEqual([{ month: '2025-02', currency: 'GBP', net: '0.00' }]);
  });

  it('the demo trader’s seeded history is told once, every month with its net per currency', async () => {
    const demo = await loginDemo(stack, 'trader');
    await eventually(async () => (await resultsChanged(demo)).length > 0);
    const [seeded] = await resultsChanged(demo);
    const accounts = await get<TradingAccount[]>(demo, '/api/journal/accounts');
    expect(new Set(seeded?.months.map((entry) => entry.currency))).toEqual(
      new Set(accounts.map((item) => item.currency)),
    );
    for (const { month, currency, net } of seeded?.months ?? []) {
      const from = new Date(`${month}-01T00:00:00.000Z`);
      const to = new Date(from);
      to.setUTCMonth(to.getUTCMonth() + 1);
      let total = new Decimal(0);
      for (const item of accounts.filter((candidate) => candidate.currency === currency)) {
        const page = await get<TradePage>(
          demo,
          `/api/journal/trades?accountId=${item.id}&from=${from.toISOString()}&to=${to.toISOString()}&pageSize=1`,
        );
        total = total.plus(page.totals.net);
      }
      expect(net, `${month} ${currency}`).toBe(total.toFixed(2));
    }
  });
});
