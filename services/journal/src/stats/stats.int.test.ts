import {
  type Insight,
  type JournalStats,
  type Reflection,
  type ReflectionDay,
  type StatsComparison,
  type StreakView,
  type Trade,
} from '@pipcrafters/contracts';
import { eventually, type SignedIn } from '@pipcrafters/platform/src/testing/gateway-client';
import { sql } from '@pipcrafters/platform/src/testing/stack';
import { describe, expect, inject, it } from 'vitest';
import { fixture } from '../testing/fixtures';
import { account, get, send, trader, upload } from '../testing/journal-api';

const stack = inject('stack');

/** The statement at `path` imported into the account. */
async function importFile(user: SignedIn, accountId: string, path: string): Promise<void> {
  const { status, body } = await upload(user, fixture(path), 'extracto', { accountId });
  expect(status, JSON.stringify(body)).toBe(201);
}

const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3600_000).toISOString();

describe('EdgePilot figures', () => {
  it('equal hand-computed values on a fixed set with a breakeven, JPY, gold, commissions and swap', async () => {
    const user = await trader('edge.mano');
    const usd = await account(user, { initialBalance: '1000.00' });
    const trade = (body: Record<string, unknown>) =>
      send<Trade>(user, 'POST', '/api/journal/trades', { accountId: usd.id, ...body }, 201);
    await trade({
      symbol: 'EURUSD',
      side: 'buy',
      openTime: at(11),
      closeTime: at(10),
      entryPrice: '1.10000',
      exitPrice: '1.10200',
      stopLoss: '1.09900',
      volume: '1',
      commission: '-7',
      tags: ['ruptura'],
    });
    await trade({
      symbol: 'GBPUSD',
      side: 'buy',
      openTime: at(9.5),
      closeTime: at(9),
      entryPrice: '1.25000',
      exitPrice: '1.25100',
      volume: '0.5',
      swap: '-2',
    });
    await trade({
      symbol: 'USDJPY',
      side: 'sell',
      openTime: at(8.5),
      closeTime: at(7),
      entryPrice: '150.000',
      exitPrice: '150.300',
      stopLoss: '150.150',
      volume: '1',
    });
    await trade({
      symbol: 'XAUUSD',
      side: 'buy',
      openTime: at(6.33333),
      closeTime: at(6),
      entryPrice: '2000.00',
      exitPrice: '2000.00',
      stopLoss: '1995.00',
      volume: '0.1',
      commission: '-5',
      swap: '5',
    });
    const stats = await get<JournalStats>(user, `/api/journal/stats?accountId=${usd.id}`);
    expect(stats.summary).toMatchObject({
      trades: 4,
      smallSample: true,
      currency: 'USD',
      net: '41.4',
      grossProfit: '241',
      grossLoss: '-199.6',
      wins: 2,
      losses: 1,
      breakevens: 1,
      winRate: 50,
      profitFactor: '1.21',
      expectancy: '10.35',
      expectancyR: '-0.02',
      rTrades: 3,
      averageWin: '120.5',
      averageLoss: '-199.6',
      largestWin: '193',
      largestLoss: '-199.6',
      maxDrawdown: '199.6',
      maxDrawdownPercent: '16.08',
      recoveryFactor: '0.21',
      longestWinStreak: 2,
      longestLossStreak: 1,
      averageHoldingMinutes: 50,
      tradesPerDay: '4',
    });
    expect(stats.equity.map((point) => point.equity)).toEqual(['1193', '1241', '1041.4', '1041.4']);
    expect(stats.equity.map((point) => point.drawdown)).toEqual(['0', '0', '-199.6', '-199.6']);
    const bySymbol = await get<JournalStats>(user, `/api/journal/stats?accountId=${usd.id}&groupBy=symbol`);
    expect(bySymbol.groups?.map((group) => [group.key, group.trades, group.net])).toEqual([
      ['EURUSD', 1, '193'],
      ['GBPUSD', 1, '48'],
      ['USDJPY', 1, '-199.6'],
      ['XAUUSD', 1, '0'],
    ]);
    const byTag = await get<JournalStats>(user, '/api/journal/stats?groupBy=tag');
    expect(byTag.groups?.map((group) => [group.label, group.trades])).toEqual([
      ['Sin etiqueta', 3],
      ['ruptura', 1],
    ]);
    const byR = await get<JournalStats>(user, '/api/journal/stats?groupBy=rBucket');
    expect(byR.groups?.map((group) => [group.label, group.trades])).toEqual([
      ['de −2 a −1 R', 1],
      ['de 0 a 1 R', 1],
      ['de 1 a 2 R', 1],
      ['sin stop (sin R)', 1],
    ]);
  });

  it('equal what the statements themselves state: gross profit, gross loss, profit factor and winners', async () => {
    const user = await trader('edge.extractos');
    for (const [path, grossProfit, grossLoss, profitFactor, winners] of [
      ['mt4/mt4_magellan_usd_636trades.htm', '3945.57', '-1807.41', '2.18', 438],
      ['mt4/mt4_fyntura_usd_magic-rows_297trades.htm', '2513.02', '-877.78', '2.86', 166],
      ['mt4/mt4_demo_es-name-utf8_23trades.htm', '334.11', '-245.39', '1.36', 10],
      ['mt5/mt5_xm_en_hedge_63positions.xlsx', '1481.21', '-1121.87', '1.32', 25],
      ['mt5/mt5_slh_es_trimmed_5positions.html', '751.4', '-499.2', '1.51', 3],
    ] as const) {
      const usd = await account(user, { name: path, initialBalance: '1000.00' });
      await importFile(user, usd.id, path);
      const { summary } = await get<JournalStats>(user, `/api/journal/stats?accountId=${usd.id}`);
      expect([summary.grossProfit, summary.grossLoss, summary.profitFactor], path).toEqual([
        grossProfit,
        grossLoss,
        profitFactor,
      ]);
      // MetaTrader counts trades closed at exactly 0 among its "profit trades"; EdgePilot keeps them apart.
      expect(summary.wins + summary.breakevens, path).toBe(winners);
    }
  });

  it('show nothing of anyone else, and handle empty and one-trade journals', async () => {
    const [owner, other] = await Promise.all([trader('edge.dueno'), trader('edge.otro')]);
    const usd = await account(owner, { initialBalance: '1000.00' });
    const empty = await get<JournalStats>(owner, '/api/journal/stats');
    expect(empty.summary).toMatchObject({
      trades: 0,
      net: '0',
      winRate: null,
      profitFactor: null,
      maxDrawdown: '0',
    });
    expect(empty.equity).toEqual([]);
    await send(
      owner,
      'POST',
      '/api/journal/trades',
      {
        accountId: usd.id,
        symbol: 'EURUSD',
        side: 'buy',
        closeTime: at(1),
        entryPrice: '1.1',
        exitPrice: '1.1010',
        volume: '1',
      },
      201,
    );
    const one = await get<JournalStats>(owner, '/api/journal/stats');
    expect(one.summary).toMatchObject({
      trades: 1,
      wins: 1,
      winRate: 100,
      profitFactor: null,
      maxDrawdown: '0',
    });
    const spying = await get<JournalStats>(other, `/api/journal/stats?accountId=${usd.id}`);
    expect(spying.summary.trades).toBe(0);
    expect(await get<Insight[]>(other, `/api/journal/insights?accountId=${usd.id}`)).toEqual([]);
    expect((await other.client.json('GET', '/api/journal/stats?groupBy=nada')).status).toBe(400);
  });

  it('put sessions in each city’s own time across a daylight-saving change', async () => {
    const user = await trader('edge.sesiones');
    const usd = await account(user, { initialBalance: '1000.00' });
    // 13:30 UTC is 8:30 in New York in summer (EDT, open) but 8:30 only from November… 12:30 UTC is 8:30 EDT
    // (session) on 30 October 2026 and 7:30 EST (before the session) on 2 November 2026.
    for (const time of ['2026-10-30T12:30:00Z', '2026-11-02T12:30:00Z']) {
      await send(
        user,
        'POST',
        '/api/journal/trades',
        {
          accountId: usd.id,
          symbol: 'EURUSD',
          side: 'buy',
          openTime: time,
          closeTime: time.replace('12:30', '12:45'),
          entryPrice: '1.1',
          exitPrice: '1.1010',
          volume: '1',
        },
        201,
      );
    }
    const bySession = await get<JournalStats>(user, '/api/journal/stats?groupBy=session');
    // Both are inside London's session (12:30 UTC is 13:30 BST, then 12:30 GMT); only the first overlaps New York.
    expect(bySession.groups?.map((group) => [group.key, group.trades])).toEqual([
      ['londres', 1],
      ['londres-nueva-york', 1],
    ]);
  });

  it('compares two sides with Welch’s test explained in one line, and links insights to their trades', async () => {
    const user = await trader('edge.comparar');
    const usd = await account(user, { initialBalance: '1000.00' });
    for (let index = 0; index < 40; index++) {
      const win = index % 2 === 0 || index % 10 === 1;
      await send(
        user,
        'POST',
        '/api/journal/trades',
        {
          accountId: usd.id,
          symbol: 'EURUSD',
          side: 'buy',
          openTime: at(200 - index * 4 + 1),
          closeTime: at(200 - index * 4),
          entryPrice: '1.10000',
          exitPrice: win ? '1.10200' : '1.09900',
          stopLoss: '1.09900',
          volume: '1',
          tags: [index < 20 ? 'primera' : 'segunda'],
        },
        201,
      );
    }
    const comparison = await get<StatsComparison>(
      user,
      '/api/journal/stats/compare?a.tag=primera&b.tag=segunda',
    );
    expect(comparison.a.trades).toBe(20);
    expect(comparison.b.trades).toBe(20);
    expect(comparison.test.on).toBe('r');
    expect(comparison.test.likelyNoise).toBe(true);
    expect(comparison.test.explanation).toMatch(/casualidad/);
    expect((await user.client.json('GET', '/api/journal/stats/compare?c.tag=x')).status).toBe(400);
    const insights = await get<Insight[]>(user, '/api/journal/insights');
    for (const insight of insights) {
      expect(insight.text).toMatch(/\d/);
      const behind = await get<{ totals: { count: number } }>(
        user,
        `/api/journal/trades?${new URLSearchParams(insight.filters).toString()}`,
      );
      expect(behind.totals.count, insight.text).toBe(insight.trades);
    }
  });
});

describe('EdgePilot insights', () => {
  it('name the days with and without the plan, the losing streak and the breakevens, each with its trades', async () => {
    const user = await trader('edge.hallazgos');
    const usd = await account(user, { initialBalance: '1000.00' });
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const reflection = (followedPlan: boolean) => ({
      moodBefore: null,
      moodAfter: null,
      sleepHours: null,
      stress: null,
      followedPlan,
      wentWell: '',
      wentWrong: '',
      lesson: '',
    });
    // Two days ago six wins with the plan; yesterday five losses in a row and a breakeven without it.
    const exits = [
      ...Array.from({ length: 6 }, (_, index) => ({ date: day(2), minute: index, exit: '1.1030' })),
      ...Array.from({ length: 5 }, (_, index) => ({ date: day(1), minute: index, exit: '1.0980' })),
      { date: day(1), minute: 5, exit: '1.1000' },
    ];
    for (const { date, minute, exit } of exits) {
      await send(
        user,
        'POST',
        '/api/journal/trades',
        {
          accountId: usd.id,
          symbol: 'EURUSD',
          side: 'buy',
          closeTime: `${date}T10:0${minute}:00.000Z`,
          entryPrice: '1.1000',
          exitPrice: exit,
          volume: '1',
        },
        201,
      );
    }
    await send(user, 'PUT', `/api/journal/reflections/${day(2)}`, reflection(true), 200);
    await send(user, 'PUT', `/api/journal/reflections/${day(1)}`, reflection(false), 200);
    const insights = await get<Insight[]>(user, '/api/journal/insights');
    expect(insights.map((insight) => [insight.id, insight.trades, insight.tone])).toEqual([
      ['plan:false', 6, 'negative'],
      ['plan:true', 6, 'positive'],
      ['streak', 12, 'neutral'],
      ['breakevens', 1, 'neutral'],
    ]);
    expect(insights[0]?.text).toBe('Los días que no sigues tu plan: -166,67 USD de media en 6 operaciones.');
    expect(insights[2]?.text).toMatch(/racha fue de 5 operaciones/);
    expect(insights[2]?.filters).toEqual({ outcome: 'loss' });
  });
});

describe('EdgePilot figures kept between requests', () => {
  it('are computed again whenever the data under them changes, however it changes', async () => {
    const user = await trader('edge.version');
    const usd = await account(user, { name: 'Versionada', initialBalance: '1000.00' });
    const today = new Date().toISOString().slice(0, 10);
    const created = await send<Trade>(
      user,
      'POST',
      '/api/journal/trades',
      {
        accountId: usd.id,
        symbol: 'EURUSD',
        side: 'buy',
        closeTime: new Date(Date.now() - 180_000).toISOString(),
        entryPrice: '1.1',
        exitPrice: '1.1010',
        volume: '1',
      },
      201,
    );
    const stats = () => get<JournalStats>(user, '/api/journal/stats?timeZone=UTC');
    const first = await stats();
    expect([first.summary.trades, first.summary.net]).toEqual([1, '100']);
    expect(await stats()).toEqual(first);

    // A trade written by hand in SQL, past the API: the trigger raises the version all the same.
    await sql(
      stack,
      `INSERT INTO journal.trades (user_id, account_id, symbol, raw_symbol, side, close_time, entry_price, exit_price,
         volume, commission, swap, taxes, profit, net, tags, source)
       SELECT user_id, account_id, symbol, raw_symbol, 'sell', close_time + interval '1 minute', entry_price, exit_price,
         volume, 0, 0, 0, -250, -250, '{}', 'manual' FROM journal.trades WHERE id = $1`,
      [created.id],
    );
    const second = await stats();
    expect([second.summary.trades, second.summary.net, second.summary.maxDrawdown]).toEqual([
      2,
      '-150',
      '250',
    ]);
    expect(second.summary.maxDrawdownPercent).toBe('22.73'); // 250 of a 1,100 peak

    // A new initial balance moves the curve and the drawdown's share.
    await send(user, 'PATCH', `/api/journal/accounts/${usd.id}`, { initialBalance: '10000.00' }, 200);
    const third = await stats();
    expect(third.equity.at(-1)?.equity).toBe('9850');
    expect(third.summary.maxDrawdownPercent).toBe('2.48'); // 250 of 10,100

    // A reflection changes the breakdown by plan; a deleted trade leaves the figures.
    const plan = () => get<JournalStats>(user, '/api/journal/stats?groupBy=plan&timeZone=UTC');
    expect((await plan()).groups?.map((group) => group.key)).toEqual(['none']);
    await send(
      user,
      'PUT',
      `/api/journal/reflections/${today}`,
      {
        moodBefore: null,
        moodAfter: null,
        sleepHours: null,
        stress: null,
        followedPlan: false,
        wentWell: '',
        wentWrong: 'Entré sin confirmación.',
        lesson: '',
      },
      200,
    );
    expect((await plan()).groups?.map((group) => [group.key, group.trades])).toEqual([['false', 2]]);
    await sql(stack, 'DELETE FROM journal.trades WHERE id = $1', [created.id]);
    expect((await stats()).summary.trades).toBe(1);
  });
});

describe('daily reflection', () => {
  it('is one per local day, linked to that day’s trades, editable, and counts for the streak', async () => {
    const user = await trader('edge.reflexion');
    const usd = await account(user, { initialBalance: '1000.00' });
    const today = new Date().toISOString().slice(0, 10);
    await send(
      user,
      'POST',
      '/api/journal/trades',
      {
        accountId: usd.id,
        symbol: 'EURUSD',
        side: 'buy',
        closeTime: new Date(Date.now() - 60_000).toISOString(),
        entryPrice: '1.1',
        exitPrice: '1.1010',
        volume: '1',
      },
      201,
    );
    const body = {
      moodBefore: 4,
      moodAfter: 3,
      sleepHours: 7.5,
      stress: 2,
      followedPlan: true,
      wentWell: 'Esperé la confirmación.',
      wentWrong: '',
      lesson: 'Paciencia.',
    };
    const saved = await send<Reflection>(user, 'PUT', `/api/journal/reflections/${today}`, body, 200);
    expect(saved).toMatchObject({ date: today, sleepHours: 7.5, followedPlan: true });
    const edited = await send<Reflection>(
      user,
      'PUT',
      `/api/journal/reflections/${today}`,
      { ...body, lesson: 'Paciencia y plan.' },
      200,
    );
    expect(edited.lesson).toBe('Paciencia y plan.');
    const day = await get<ReflectionDay>(user, `/api/journal/reflections/${today}?timeZone=UTC`);
    expect(day.reflection?.lesson).toBe('Paciencia y plan.');
    expect(day.trades).toHaveLength(1);
    expect(day.net).toBe('100');
    expect(await get<Reflection[]>(user, `/api/journal/reflections?from=${today}&to=${today}`)).toHaveLength(
      1,
    );
    for (const bad of [
      { ...body, moodBefore: 6 },
      { ...body, sleepHours: 25 },
      { ...body, followedPlan: 'sí' },
    ]) {
      expect((await user.client.json('PUT', `/api/journal/reflections/${today}`, bad)).status).toBe(400);
    }
    expect((await user.client.json('PUT', '/api/journal/reflections/2999-01-01', body)).status).toBe(400);
    const byPlan = await get<JournalStats>(user, '/api/journal/stats?groupBy=plan&timeZone=UTC');
    expect(byPlan.groups?.map((group) => [group.key, group.trades])).toEqual([['true', 1]]);
    await eventually(async () => (await get<StreakView>(user, '/api/xp/streak')).activeToday, 15_000);
  });
});
