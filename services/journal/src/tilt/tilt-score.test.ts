import type { StrategySession, TiltSignalKey } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { scoreTilt, type TiltInput, type TiltTradeRow } from './tilt-score';

/** Every case below is worked out by hand from the weights in tilt-score.ts. */

const NOW = new Date('2026-03-11T18:00:00Z'); // a Wednesday, before Europe's and after the US's clock change

/** A EURUSD trade closed `closedAgo` hours before `now`, opened `held` hours before that. */
function trade(
  id: string,
  closedAgo: number,
  net: string,
  { volume = '1', held = 0.25, sessions = [] as StrategySession[], now = NOW } = {},
): TiltTradeRow {
  const closeTime = new Date(now.getTime() - closedAgo * 3_600_000);
  return {
    id,
    instrument: 'EURUSD',
    direction: 'buy',
    openTime: new Date(closeTime.getTime() - held * 3_600_000),
    closeTime,
    volume,
    netProfit: net,
    currency: 'USD',
    sessions,
  };
}

const input = (trades: TiltTradeRow[], overrides: Partial<TiltInput> = {}): TiltInput => ({
  now: NOW,
  trades,
  normalPerHour: null,
  medianVolume: '1',
  ...overrides,
});

const signal = (meter: ReturnType<typeof scoreTilt>, key: TiltSignalKey) =>
  meter.signals.find((item) => item.key === key);
const reasons = (meter: ReturnType<typeof scoreTilt>) =>
  Object.fromEntries(meter.trades.map((item) => [item.id, item.reasons]));

describe('scoreTilt', () => {
  it('a trader with no trades: 0, calm, empty lists', () => {
    const meter = scoreTilt(input([], { medianVolume: null }));
    expect(meter).toEqual({
      score: 0,
      level: 'calm',
      window: { from: '2026-03-10T18:00:00.000Z', to: '2026-03-11T18:00:00.000Z' },
      signals: [],
      trades: [],
    });
  });

  it('history but nothing in the last 24 hours: every signal at 0, no trades', () => {
    const meter = scoreTilt(input([trade('a', 30, '-10'), trade('b', 26, '-10')], { normalPerHour: 1 }));
    expect(meter.score).toBe(0);
    expect(meter.level).toBe('calm');
    expect(meter.trades).toEqual([]);
    expect(meter.signals.map((item) => [item.key, item.value, item.points])).toEqual([
      ['losing-streak', 0, 0],
      ['pace', 0, 0],
      ['size-after-loss', 0, 0],
      ['outside-sessions', 0, 0],
    ]);
    expect(signal(meter, 'pace')?.detail).toBe('Sin operaciones en las últimas 24 horas.');
  });

  it('losing streak: three losses in a row, one of them before the window, count 30 (warning)', () => {
    // 30 h ago a win, 27 h ago a loss, then two losses today: the run is 3 (a breakeven earlier ends nothing here).
    const meter = scoreTilt(
      input([trade('w', 30, '25'), trade('l1', 27, '-10'), trade('l2', 5, '-12.5'), trade('l3', 1, '-3')]),
    );
    expect(signal(meter, 'losing-streak')).toMatchObject({ value: 3, normal: null, points: 30 });
    expect(signal(meter, 'losing-streak')?.detail).toBe('3 pérdidas seguidas en tus últimas operaciones.');
    expect(meter.score).toBe(30);
    expect(meter.level).toBe('warning');
    expect(reasons(meter)).toEqual({
      l1: ['losing-streak'],
      l2: ['losing-streak'],
      l3: ['losing-streak'],
    });
    expect(meter.trades.map((item) => item.outcome)).toEqual(['loss', 'loss', 'loss']);

    // A breakeven between them ends the run: 2 losses → 10 points, calm.
    const broken = scoreTilt(
      input([trade('l1', 6, '-10'), trade('b', 5, '0'), trade('l2', 3, '-10'), trade('l3', 1, '-10')]),
    );
    expect(signal(broken, 'losing-streak')).toMatchObject({ value: 2, points: 10 });
    expect(broken.level).toBe('calm');
    // The latest trade a win: no streak at all.
    const won = scoreTilt(input([trade('l1', 3, '-10'), trade('l2', 2, '-10'), trade('w', 1, '5')]));
    expect(signal(won, 'losing-streak')).toMatchObject({ value: 0, points: 0 });
  });

  it('pace: 5 trades in 2 active hours is 2.5 an hour, against a normal of 1 → 30; only the busy hour’s trades', () => {
    // Opened 10:05, 10:15, 10:30, 10:45 (one hour) and 14:10 (another), all winners.
    const at = (id: string, opened: string) => {
      const openTime = new Date(`2026-03-11T${opened}:00Z`);
      return { ...trade(id, 0, '5'), openTime, closeTime: new Date(openTime.getTime() + 5 * 60_000) };
    };
    const trades = [at('a', '10:05'), at('b', '10:15'), at('c', '10:30'), at('d', '10:45'), at('e', '14:10')];
    const meter = scoreTilt(input(trades, { normalPerHour: 1 }));
    expect(signal(meter, 'pace')).toMatchObject({ value: 2.5, normal: 1, points: 30 });
    expect(signal(meter, 'pace')?.detail).toContain('2,5 operaciones por hora activa');
    expect(meter.score).toBe(30);
    expect(Object.keys(reasons(meter))).toEqual(['a', 'b', 'c', 'd']);

    // Three times the normal → 40; 1.5 times → 15; below that nothing.
    expect(signal(scoreTilt(input(trades, { normalPerHour: 0.8 })), 'pace')?.points).toBe(40); // 2.5 / 0.8 = 3.1
    expect(signal(scoreTilt(input(trades, { normalPerHour: 1.5 })), 'pace')?.points).toBe(15); // 1.67
    expect(signal(scoreTilt(input(trades, { normalPerHour: 2 })), 'pace')?.points).toBe(0); // 1.25
    // Without a normal there is nothing to compare with: no points, and the detail says why.
    const unknown = scoreTilt(input(trades, { normalPerHour: null }));
    expect(signal(unknown, 'pace')).toMatchObject({ value: 2.5, normal: null, points: 0 });
    expect(signal(unknown, 'pace')?.detail).toContain('aún no hay historial suficiente');
    // Two trades are never a frenzy, however fast.
    expect(signal(scoreTilt(input(trades.slice(0, 2), { normalPerHour: 0.5 })), 'pace')?.points).toBe(0);
  });

  it('size after a loss: 1.5 times the median volume right after a loss, opened once it had closed', () => {
    const meter = scoreTilt(
      input(
        [
          trade('loss1', 8, '-20', { volume: '1' }),
          trade('big', 6, '30', { volume: '1.5' }), // after a loss, exactly 1.5 × 1 → counts
          trade('big-after-win', 5, '10', { volume: '3' }), // after a win → does not
          trade('loss2', 4, '-20', { volume: '1' }),
          trade('almost', 3, '10', { volume: '1.49' }), // after a loss, below 1.5 → does not
          trade('loss3', 2, '-20', { volume: '1' }),
          // Opened 1.5 h before its close at 1 h ago: before loss3 closed (2 h ago) → not "after" it.
          trade('overlap', 1, '10', { volume: '2', held: 1.5 }),
        ],
        { medianVolume: '1' },
      ),
    );
    expect(signal(meter, 'size-after-loss')).toMatchObject({ value: 1, normal: 1, points: 30 });
    expect(signal(meter, 'size-after-loss')?.detail).toBe(
      'Una operación abierta justo después de una pérdida con 1,5 veces o más tu volumen habitual (1 lote de mediana).',
    );
    expect(reasons(meter)).toEqual({ big: ['size-after-loss'] });
    expect(meter.score).toBe(30);
    expect(meter.trades[0]).toMatchObject({ id: 'big', volume: '1.5', netProfit: '30', outcome: 'win' });
  });

  it('outside the plan’s sessions follows London’s summer time: 07:30 UTC is outside in winter, inside in summer', () => {
    const london: StrategySession[] = ['londres'];
    const at = (id: string, iso: string, sessions: StrategySession[], now: Date) => {
      const openTime = new Date(iso);
      return {
        ...trade(id, 0, '5', { sessions, now }),
        openTime,
        closeTime: new Date(openTime.getTime() + 10 * 60_000),
      };
    };
    // Thursday 15 January 2026 (GMT): 07:30 UTC is 07:30 in London, before 8:00; 16:30 is inside.
    const winterNow = new Date('2026-01-15T20:00:00Z');
    const winter = scoreTilt({
      now: winterNow,
      normalPerHour: null,
      medianVolume: '1',
      trades: [
        at('early', '2026-01-15T07:30:00Z', london, winterNow),
        at('late', '2026-01-15T16:30:00Z', london, winterNow),
        at('no-plan', '2026-01-15T03:00:00Z', [], winterNow),
      ],
    });
    expect(signal(winter, 'outside-sessions')).toMatchObject({ value: 1, normal: null, points: 10 });
    expect(reasons(winter)).toEqual({ early: ['outside-sessions'] });
    expect(winter.level).toBe('calm');

    // Wednesday 15 July 2026 (BST, UTC+1): 07:30 UTC is 08:30 in London, inside; 16:30 UTC is 17:30, outside.
    const summerNow = new Date('2026-07-15T20:00:00Z');
    const summer = scoreTilt({
      now: summerNow,
      normalPerHour: null,
      medianVolume: '1',
      trades: [
        at('early', '2026-07-15T07:30:00Z', london, summerNow),
        at('late', '2026-07-15T16:30:00Z', london, summerNow),
      ],
    });
    expect(reasons(summer)).toEqual({ late: ['outside-sessions'] });

    // A trade may fit any of its strategy's sessions: 16:30 UTC in July is inside New York's (12:30 EDT).
    const both = scoreTilt({
      now: summerNow,
      normalPerHour: null,
      medianVolume: '1',
      trades: [at('late', '2026-07-15T16:30:00Z', ['londres', 'nueva-york'], summerNow)],
    });
    expect(signal(both, 'outside-sessions')).toMatchObject({ value: 0, points: 0 });
    expect(signal(both, 'outside-sessions')?.detail).toBe(
      'Todas tus operaciones con estrategia se abrieron dentro de sus sesiones.',
    );
  });

  it('signals add up: a streak of 3 with a bigger losing trade in it is 30 + 30 = 60, tilt; the score stops at 100', () => {
    const meter = scoreTilt(
      input([
        trade('w', 10, '15'),
        trade('l1', 6, '-10', { volume: '1' }),
        trade('l2', 4, '-25', { volume: '2' }),
        trade('l3', 2, '-10', { volume: '1' }),
      ]),
    );
    expect(meter.signals.map((item) => item.points)).toEqual([30, 0, 30, 0]);
    expect(meter.score).toBe(60);
    expect(meter.level).toBe('tilt');
    expect(reasons(meter)).toEqual({
      l1: ['losing-streak'],
      l2: ['losing-streak', 'size-after-loss'],
      l3: ['losing-streak'],
    });

    // Five losses (50), three of them bigger right after a loss (50) and three outside their sessions (30): 130 → 100.
    const tokyo: StrategySession[] = ['tokio'];
    const worst = scoreTilt(
      input([
        trade('l1', 9, '-10'),
        trade('l2', 7, '-10', { volume: '2', sessions: tokyo }),
        trade('l3', 5, '-10', { volume: '2', sessions: tokyo }),
        trade('l4', 3, '-10', { volume: '2', sessions: tokyo }),
        trade('l5', 1, '-10'),
      ]),
    );
    // Opened 10:45, 12:45 and 14:45 UTC: 19:45–23:45 in Tokyo, after its 18:00 close.
    expect(worst.signals.map((item) => item.points)).toEqual([50, 0, 50, 30]);
    expect(worst.score).toBe(100);
    expect(worst.level).toBe('tilt');
    expect(worst.trades).toHaveLength(5);
  });
});
