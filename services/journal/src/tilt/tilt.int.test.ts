import { randomUUID } from 'node:crypto';
import { STRATEGY_SESSIONS, type StrategySession, type TiltMeter, type Trade } from '@pipcrafters/contracts';
import type { SignedIn } from '@pipcrafters/platform/src/testing/gateway-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionsOpenAt } from '../stats/sessions';
import { account, get, journalEvents, send, strategySaved, trader } from '../testing/journal-api';

const events = journalEvents();
beforeAll(() => events.start());
afterAll(() => events.stop());

const HOUR = 3_600_000;

/** A EURUSD buy of `volume` lots from 1.10000 with a 10-pip stop, opened at `open` and closed 5 minutes later. */
const eurusd = (
  accountId: string,
  open: Date,
  pips: number,
  volume = '1',
  extra: Record<string, unknown> = {},
) => ({
  accountId,
  symbol: 'EURUSD',
  side: 'buy',
  openTime: open.toISOString(),
  closeTime: new Date(open.getTime() + 5 * 60_000).toISOString(),
  entryPrice: '1.10000',
  exitPrice: (1.1 + pips * 0.0001).toFixed(5),
  stopLoss: '1.09900',
  volume,
  ...extra,
});

const record = (user: SignedIn, body: Record<string, unknown>) =>
  send<Trade>(user, 'POST', '/api/journal/trades', body, 201);

const meter = (user: SignedIn) => get<TiltMeter>(user, '/api/journal/tilt');
const points = (tilt: TiltMeter) =>
  Object.fromEntries(tilt.signals.map((signal) => [signal.key, signal.points]));

describe('GET /api/journal/tilt', () => {
  it('a trader with no trades gets 0, calm and empty lists', async () => {
    const user = await trader('tilt.vacio');
    const before = Date.now();
    const tilt = await meter(user);
    expect(tilt).toMatchObject({ score: 0, level: 'calm', signals: [], trades: [] });
    const from = Date.parse(tilt.window.from);
    const to = Date.parse(tilt.window.to);
    expect(to - from).toBe(24 * HOUR);
    expect(to).toBeGreaterThanOrEqual(before - 1000);
  });

  it('reads the streak, the pace, a bigger trade after a loss and a trade outside its sessions from trades made through the API; another trader’s trades never count', async () => {
    const user = await trader('tilt.senales');
    const usd = await account(user);
    const now = Date.now();
    // Six winners in the week before, each in an hour of its own: a normal of 1 trade per active hour.
    for (const hoursAgo of [30, 40, 50, 60, 70, 80])
      await record(user, eurusd(usd.id, new Date(now - hoursAgo * HOUR), 10));
    // The start of the clock hour two hours back: three trades open inside it, well within the window.
    const busy = Math.floor(now / HOUR) * HOUR - 2 * HOUR;
    const opened = new Date(busy + 25 * 60_000);
    // A strategy whose only session is closed when the last trade opens (at most two of the three overlap).
    const closed = STRATEGY_SESSIONS.find(
      (session) => !sessionsOpenAt(opened).includes(session),
    ) as StrategySession;
    const strategy = {
      id: randomUUID(),
      name: 'Solo una sesión',
      status: 'activa' as const,
      version: 1,
      rules: [],
      checklist: [],
      risk: { maxRiskPercent: null, maxDailyLossPercent: null, minRewardRisk: null, maxOpenTrades: null },
      sessions: [closed],
      instruments: ['EURUSD'],
    };
    await events.deliver(strategySaved(user, strategy));

    const win = await record(user, eurusd(usd.id, new Date(busy - 3 * HOUR + 10 * 60_000), 20));
    const first = await record(user, eurusd(usd.id, new Date(busy + 5 * 60_000), -10));
    const bigger = await record(user, eurusd(usd.id, new Date(busy + 15 * 60_000), -10, '2'));
    const outside = await record(user, eurusd(usd.id, opened, -10, '1', { strategyId: strategy.id }));

    const tilt = await meter(user);
    // Streak 3 → 30; pace 4 trades in 2 active hours = 2 against 1 → 30; one bigger trade after a loss → 30; one
    // trade outside its strategy's session → 10: 100, tilt.
    expect(tilt.signals.map(({ key, value, normal }) => ({ key, value, normal }))).toEqual([
      { key: 'losing-streak', value: 3, normal: null },
      { key: 'pace', value: 2, normal: 1 },
      { key: 'size-after-loss', value: 1, normal: 1 },
      { key: 'outside-sessions', value: 1, normal: null },
    ]);
    expect(points(tilt)).toEqual({
      'losing-streak': 30,
      pace: 30,
      'size-after-loss': 30,
      'outside-sessions': 10,
    });
    expect(tilt.score).toBe(100);
    expect(tilt.level).toBe('tilt');
    expect(tilt.signals.every((signal) => signal.detail.length > 10)).toBe(true);
    expect(tilt.trades.map((trade) => [trade.id, trade.reasons])).toEqual([
      [first.id, ['losing-streak', 'pace']],
      [bigger.id, ['losing-streak', 'pace', 'size-after-loss']],
      [outside.id, ['losing-streak', 'pace', 'outside-sessions']],
    ]);
    expect(tilt.trades[1]).toEqual({
      id: bigger.id,
      instrument: 'EURUSD',
      direction: 'buy',
      openTime: bigger.openTime,
      closeTime: bigger.closeTime,
      volume: bigger.volume,
      netProfit: bigger.net,
      currency: 'USD',
      outcome: 'loss',
      reasons: ['losing-streak', 'pace', 'size-after-loss'],
    });
    expect(tilt.trades.map((trade) => trade.id)).not.toContain(win.id);

    // Another trader's losing run, in the same hours, changes nothing here, and theirs has none of these trades.
    const other = await trader('tilt.otro');
    const eur = await account(other, { currency: 'EUR' });
    for (const minutes of [0, 10, 20, 30, 40])
      await record(other, eurusd(eur.id, new Date(busy + minutes * 60_000), -10, '5'));
    const again = await meter(user);
    expect(again.signals).toEqual(tilt.signals);
    expect(again.trades).toEqual(tilt.trades);
    const theirs = await meter(other);
    expect(theirs.signals.find((signal) => signal.key === 'losing-streak')?.value).toBe(5);
    expect(theirs.trades.every((trade) => trade.currency === 'EUR')).toBe(true);
    expect(theirs.trades.map((trade) => trade.id)).not.toContain(first.id);

    // A winner now ends the streak: the meter follows the journal at once.
    await record(user, eurusd(usd.id, new Date(Date.now() - 10 * 60_000), 15));
    const after = await meter(user);
    expect(after.signals.find((signal) => signal.key === 'losing-streak')).toMatchObject({
      value: 0,
      points: 0,
    });
  });
});
