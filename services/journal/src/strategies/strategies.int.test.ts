import { randomUUID } from 'node:crypto';
import {
  DEMO_STRATEGIES,
  type JournalStats,
  type JournalStrategy,
  type StrategyStats,
  type Trade,
  type TradePage,
} from '@pipcrafters/contracts';
import { domainEvent } from '@pipcrafters/platform/src/testing/event-sender';
import { loginDemo } from '@pipcrafters/platform/src/testing/gateway-client';
import { stableUuid } from '@pipcrafters/service-kit/src/stable-uuid';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { account, get, journalEvents, message, send, strategySaved, trader } from '../testing/journal-api';

const stack = inject('stack');
const events = journalEvents();
beforeAll(() => events.start());
afterAll(() => events.stop());

type Copy = Omit<JournalStrategy, 'deleted'>;
const copy = (overrides: Partial<Copy> = {}): Copy => ({
  id: randomUUID(),
  name: 'Ruptura de Londres',
  status: 'activa',
  version: 1,
  rules: [
    { id: 'e1', text: 'Rango asiático de 20 a 50 pips', kind: 'entry' },
    { id: 'e2', text: 'Cierre de M15 fuera del rango', kind: 'entry' },
    { id: 'x1', text: 'Objetivo a 2R', kind: 'exit' },
  ],
  checklist: [{ id: 'c1', text: 'Sin noticias' }],
  risk: { maxRiskPercent: '1', maxDailyLossPercent: '3', minRewardRisk: '2', maxOpenTrades: 2 },
  sessions: ['londres'],
  instruments: ['EURUSD'],
  ...overrides,
});
const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3600_000).toISOString();

/** A EURUSD buy of 1 lot from 1.10000 with a 10-pip stop: `pips` in its favour make 10 USD each, R = pips / 10. */
const eurusd = (accountId: string, hoursAgo: number, pips: number, extra: Record<string, unknown> = {}) => ({
  accountId,
  symbol: 'EURUSD',
  side: 'buy',
  openTime: at(hoursAgo + 0.5),
  closeTime: at(hoursAgo),
  entryPrice: '1.10000',
  exitPrice: (1.1 + pips * 0.0001).toFixed(5),
  stopLoss: '1.09900',
  volume: '1',
  ...extra,
});

describe('the journal’s copy of the strategies', () => {
  it('follows the saved and deleted events: versions never go back, a rename reaches the trades, a deletion keeps the name', async () => {
    const user = await trader('estr.copia');
    const first = copy({ version: 2 });
    await events.deliver(strategySaved(user, first));
    expect(await get<JournalStrategy[]>(user, '/api/journal/strategies')).toEqual([
      { ...first, deleted: false },
    ]);

    // An older version arriving late changes nothing; the same event twice neither.
    const late = strategySaved(user, { ...first, version: 1, name: 'Nombre viejo' });
    await events.deliver(late, late);
    expect((await get<JournalStrategy[]>(user, '/api/journal/strategies'))[0]?.name).toBe(first.name);

    const usd = await account(user);
    const trade = await send<Trade>(
      user,
      'POST',
      '/api/journal/trades',
      eurusd(usd.id, 2, 20, { strategyId: first.id, followedRules: ['e1', 'x1'] }),
      201,
    );
    expect(trade).toMatchObject({
      strategyId: first.id,
      strategyName: 'Ruptura de Londres',
      strategyVersion: 2,
      followedRules: ['e1', 'x1'],
    });

    // A new version renames it: the trade shows the new name and keeps the version it was assigned at.
    await events.deliver(strategySaved(user, { ...first, version: 3, name: 'Ruptura asiática' }));
    expect(await get<Trade>(user, `/api/journal/trades/${trade.id}`)).toMatchObject({
      strategyName: 'Ruptura asiática',
      strategyVersion: 2,
    });

    const deleted = domainEvent('strategies.strategy.deleted', {
      userId: user.userId,
      strategyId: first.id,
      name: 'Ruptura asiática',
    });
    await events.deliver(deleted, deleted);
    // A save of the same version redelivered after the deletion does not bring it back.
    await events.deliver(strategySaved(user, { ...first, version: 3, name: 'Ruptura asiática' }));
    const [kept] = await get<JournalStrategy[]>(user, '/api/journal/strategies');
    expect(kept).toMatchObject({ id: first.id, name: 'Ruptura asiática', deleted: true, version: 3 });
    expect(await get<Trade>(user, `/api/journal/trades/${trade.id}`)).toMatchObject({
      strategyId: first.id,
      strategyName: 'Ruptura asiática',
      followedRules: ['e1', 'x1'],
    });
    // Its trade can still be edited (the strategy is kept), but nothing new can be assigned to it.
    await send<Trade>(
      user,
      'PATCH',
      `/api/journal/trades/${trade.id}`,
      { strategyId: first.id, notes: 'ok' },
      200,
    );
    expect(
      await message(user, 'POST', '/api/journal/trades', eurusd(usd.id, 1, 5, { strategyId: first.id }), 400),
    ).toBe('Esa estrategia no es una de las tuyas o se eliminó: elige una de tus estrategias.');

    // Someone else never sees it.
    const other = await trader('estr.otra');
    expect(await get<JournalStrategy[]>(other, '/api/journal/strategies')).toEqual([]);
  });

  it('a deletion that arrives before the strategy leaves it deleted when the save comes', async () => {
    const user = await trader('estr.orden');
    const strategy = copy();
    await events.deliver(
      domainEvent('strategies.strategy.deleted', {
        userId: user.userId,
        strategyId: strategy.id,
        name: strategy.name,
      }),
    );
    await events.deliver(strategySaved(user, strategy));
    expect(await get<JournalStrategy[]>(user, '/api/journal/strategies')).toMatchObject([
      { id: strategy.id, deleted: true, rules: strategy.rules },
    ]);
  });
});

describe('assigning trades to a strategy', () => {
  it('accepts only the caller’s strategies and their entry or exit rules; null clears; bulk assigns', async () => {
    const user = await trader('estr.asigna');
    const other = await trader('estr.ajena');
    const mine = copy();
    const second = copy({ name: 'Retroceso', rules: [{ id: 'r1', text: 'Toca la EMA', kind: 'entry' }] });
    const foreign = copy();
    await events.deliver(
      strategySaved(user, mine),
      strategySaved(user, second),
      strategySaved(other, foreign),
    );
    const usd = await account(user);
    const post = (extra: Record<string, unknown>) => eurusd(usd.id, 3, 10, extra);

    expect(await message(user, 'POST', '/api/journal/trades', post({ strategyId: foreign.id }), 400)).toBe(
      'Esa estrategia no es una de las tuyas o se eliminó: elige una de tus estrategias.',
    );
    expect(
      await message(user, 'POST', '/api/journal/trades', post({ strategyId: randomUUID() }), 400),
    ).toContain('elige una de tus estrategias');
    expect(await message(user, 'POST', '/api/journal/trades', post({ strategyId: 'no-es-un-id' }), 400)).toBe(
      'La estrategia es el identificador de una de tus estrategias.',
    );
    // A checklist item is not a rule a trade follows; nor is another strategy's rule.
    expect(
      await message(
        user,
        'POST',
        '/api/journal/trades',
        post({ strategyId: mine.id, followedRules: ['c1'] }),
        400,
      ),
    ).toBe('Las reglas seguidas deben ser reglas de entrada o de salida de la estrategia de la operación.');
    expect(
      await message(
        user,
        'POST',
        '/api/journal/trades',
        post({ strategyId: mine.id, followedRules: ['r1'] }),
        400,
      ),
    ).toContain('reglas de entrada o de salida');
    expect(await message(user, 'POST', '/api/journal/trades', post({ followedRules: ['e1'] }), 400)).toBe(
      'Para marcar las reglas seguidas, asigna antes una estrategia a la operación.',
    );
    expect(
      await message(
        user,
        'POST',
        '/api/journal/trades',
        post({ strategyId: mine.id, followedRules: 'e1' }),
        400,
      ),
    ).toBe('Las reglas seguidas son una lista de hasta 50 identificadores de reglas.');

    const trade = await send<Trade>(
      user,
      'POST',
      '/api/journal/trades',
      post({ strategyId: mine.id, followedRules: ['e2', 'e1', 'e1'] }),
      201,
    );
    expect(trade).toMatchObject({ strategyId: mine.id, strategyVersion: 1, followedRules: ['e2', 'e1'] });
    // Reviewing again, then another strategy: the review of the first does not carry over.
    const patch = (body: unknown, status = 200) =>
      send<Trade>(user, 'PATCH', `/api/journal/trades/${trade.id}`, body, status);
    expect((await patch({ followedRules: [] })).followedRules).toEqual([]);
    expect(await patch({ strategyId: second.id })).toMatchObject({
      strategyId: second.id,
      strategyName: 'Retroceso',
      followedRules: null,
    });
    expect((await patch({ followedRules: ['r1'] })).followedRules).toEqual(['r1']);
    expect(await patch({ strategyId: null })).toMatchObject({
      strategyId: null,
      strategyName: null,
      strategyVersion: null,
      followedRules: null,
    });
    expect((await patch({ strategyId: foreign.id }, 400)) as unknown).toMatchObject({
      message: 'Esa estrategia no es una de las tuyas o se eliminó: elige una de tus estrategias.',
    });

    const another = await send<Trade>(user, 'POST', '/api/journal/trades', post({}), 201);
    const bulk = (body: unknown, status = 200) =>
      send<{ updated: number }>(user, 'POST', '/api/journal/trades/bulk', body, status);
    expect(await bulk({ ids: [trade.id, another.id], action: 'strategy', strategyId: mine.id })).toEqual({
      updated: 2,
    });
    const listed = await get<TradePage>(user, `/api/journal/trades?strategyId=${mine.id}`);
    expect(listed.items.map((item) => [item.strategyName, item.strategyVersion])).toEqual([
      ['Ruptura de Londres', 1],
      ['Ruptura de Londres', 1],
    ]);
    expect(await bulk({ ids: [trade.id], action: 'strategy', strategyId: foreign.id }, 400)).toMatchObject({
      message: 'Esa estrategia no es una de las tuyas o se eliminó: elige una de tus estrategias.',
    });
    expect(await bulk({ ids: [trade.id], action: 'strategy' }, 400)).toMatchObject({
      message: 'Para asignar una estrategia indica strategyId (o null para quitarla).',
    });
    expect(await bulk({ ids: [trade.id, another.id], action: 'strategy', strategyId: null })).toEqual({
      updated: 2,
    });
    expect((await get<TradePage>(user, `/api/journal/trades?strategyId=${mine.id}`)).items).toEqual([]);
  });
});

describe('a strategy’s figures from the journal', () => {
  it('per rule, followed against broken, equal hand-computed values; EdgePilot names the strategies', async () => {
    const user = await trader('estr.reglas');
    const strategy = copy();
    const otherStrategy = copy({ name: 'Otra' });
    await events.deliver(strategySaved(user, strategy), strategySaved(user, otherStrategy));
    const usd = await account(user);
    const trade = (hoursAgo: number, pips: number, extra: Record<string, unknown>) =>
      send<Trade>(user, 'POST', '/api/journal/trades', eurusd(usd.id, hoursAgo, pips, extra), 201);
    const assigned = (followedRules: string[] | null) => ({ strategyId: strategy.id, followedRules });
    // T1 +200 (2 R) followed all; T2 −100 (−1 R) followed e1; T3 +100 (1 R) followed e1, e2;
    // T4 −100 (−1 R) followed none; T5 +300 (3 R) not reviewed; one trade of another strategy, one without.
    await trade(10, 20, assigned(['e1', 'e2', 'x1']));
    await trade(9, -10, assigned(['e1']));
    await trade(8, 10, assigned(['e1', 'e2']));
    await trade(7, -10, assigned([]));
    await trade(6, 30, assigned(null));
    await trade(5, -10, { strategyId: otherStrategy.id, followedRules: ['e1'] });
    await trade(4, 50, {});

    const stats = await get<StrategyStats>(
      user,
      `/api/journal/strategies/${strategy.id}/stats?accountId=${usd.id}`,
    );
    expect(stats.strategy).toEqual({ ...strategy, deleted: false });
    // Five trades: 200 − 100 + 100 − 100 + 300 = 400; R (2 − 1 + 1 − 1 + 3) / 5 = 0.8.
    expect(stats.summary).toMatchObject({
      trades: 5,
      net: '400',
      wins: 3,
      losses: 2,
      winRate: 60,
      expectancyR: '0.8',
    });
    expect(stats.equity.map((point) => point.equity)).toEqual(['10200', '10100', '10200', '10100', '10400']);
    const figures = Object.fromEntries(
      stats.rules.map((rule) => [
        rule.rule.id,
        [rule.followed, rule.broken].map((side) => [
          side.trades,
          side.net,
          side.winRate,
          side.expectancy,
          side.expectancyR,
        ]),
      ]),
    );
    expect(figures).toEqual({
      // Followed by T1, T2, T3: 200 − 100 + 100 = 200, 2 of 3, 66.67 a trade, (2 − 1 + 1) / 3 R; broken by T4.
      e1: [
        [3, '200', 66.7, '66.67', '0.67'],
        [1, '-100', 0, '-100', '-1'],
      ],
      // Followed by T1, T3: 300; broken by T2, T4: −200.
      e2: [
        [2, '300', 100, '150', '1.5'],
        [2, '-200', 0, '-100', '-1'],
      ],
      // Followed by T1: 200; broken by T2, T3, T4: −100, 1 of 3, (−1 + 1 − 1) / 3 R.
      x1: [
        [1, '200', 100, '200', '2'],
        [3, '-100', 33.3, '-33.33', '-0.33'],
      ],
    });
    expect(stats.rules.map((rule) => rule.rule)).toEqual(strategy.rules);
    expect(stats.rules.every((rule) => rule.followed.smallSample && rule.broken.smallSample)).toBe(true);

    const byStrategy = await get<JournalStats>(user, '/api/journal/stats?groupBy=strategy');
    expect(byStrategy.groups?.map((group) => [group.label, group.trades, group.net])).toEqual([
      ['Ruptura de Londres', 5, '400'],
      ['Otra', 1, '-100'],
      ['Sin estrategia', 1, '500'],
    ]);
    // A rename shows at once: the copy's change raises the data version the figures are kept under.
    await events.deliver(strategySaved(user, { ...strategy, version: 2, name: 'Ruptura renombrada' }));
    const renamed = await get<JournalStats>(user, '/api/journal/stats?groupBy=strategy');
    expect(renamed.groups?.[0]?.label).toBe('Ruptura renombrada');
    expect(
      (await get<StrategyStats>(user, `/api/journal/strategies/${strategy.id}/stats`)).strategy.name,
    ).toBe('Ruptura renombrada');
    // Results by version: the five trades were assigned under version 1; one more under version 2.
    await trade(3, 20, assigned(['e1']));
    const byVersion = await get<StrategyStats>(user, `/api/journal/strategies/${strategy.id}/stats`);
    expect(byVersion.versions.map((group) => [group.label, group.trades, group.net])).toEqual([
      ['Versión 1', 5, '400'],
      ['Versión 2', 1, '200'],
    ]);

    const other = await trader('estr.reglas.otro');
    for (const path of [
      `/api/journal/strategies/${strategy.id}/stats`,
      `/api/journal/strategies/${randomUUID()}/stats`,
      '/api/journal/strategies/x/stats',
    ]) {
      expect(await message(other, 'GET', path, undefined, 404)).toBe('Estrategia no encontrada.');
    }
  });

  it('the demo trader’s trades are assigned to the demo strategies, with the rules they followed', async () => {
    const demo = await loginDemo(stack, 'trader');
    const strategies = await get<JournalStrategy[]>(demo, '/api/journal/strategies');
    const ids = DEMO_STRATEGIES.map(({ key }) => stableUuid('demo-strategy', demo.userId, key));
    expect(strategies.map((strategy) => strategy.id)).toEqual(expect.arrayContaining(ids));
    const [breakout] = ids;
    const stats = await get<StrategyStats>(demo, `/api/journal/strategies/${breakout}/stats`);
    expect(stats.summary.trades).toBeGreaterThan(10);
    expect(stats.rules.length).toBeGreaterThan(0);
    const rule = stats.rules[0];
    expect(rule?.rule.id).toBe(stableUuid('demo-rule', demo.userId, 'ruptura-londres', 'entry', '0'));
    expect(stats.rules.some((item) => item.followed.trades > 0 && item.broken.trades > 0)).toBe(true);
    const page = await get<TradePage>(demo, `/api/journal/trades?strategyId=${breakout}&pageSize=100`);
    expect(page.items.every((item) => ['EURUSD', 'GBPUSD'].includes(item.symbol))).toBe(true);
    expect(page.items.some((item) => item.followedRules === null)).toBe(true);
  });
});
