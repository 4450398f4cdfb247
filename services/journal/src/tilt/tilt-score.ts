import {
  type StrategySession,
  TILT_SIGNAL_KEYS,
  type TiltMeter,
  type TiltSignal,
  type TiltSignalKey,
  type TiltTrade,
  type TradeSide,
  tiltLevel,
} from '@pipcrafters/contracts';
import Decimal from 'decimal.js';
import { JournalMessages } from '../messages';
import { sessionsOpenAt } from '../stats/sessions';
import { outcomeOf } from '../trades/trade-math';

/**
 * The tilt meter's scoring, a pure function of the trades the service read (tilt.service.ts) so each case can be
 * computed by hand. The window is the 24 hours up to `now`; a trade belongs to it when it closed inside it. "Normal"
 * comes from the user's last 90 days. Four signals, each worth points (weights below); score = min(100, sum), and
 * the level is the contract's `tiltLevel` (calm < 30 ≤ warning < 60 ≤ tilt). The weights are set so that any one
 * sign Clara's `tilted` reads as tilt (services/assistant/src/answers/local/tilt.ts: a streak of 3, one bigger
 * trade after a loss, twice the usual pace) puts the meter at "warning" by itself, and two of them at "tilt".
 *
 * - losing-streak: consecutive losses up to the latest trade (it may have begun before the window; a breakeven ends
 *   it), counted only when the latest trade is in the window. 2 → 10, 3 → 30, 4 → 40, 5 or more → 50.
 * - pace: trades of the window per active hour (clock hours, UTC, in which at least one of them opened), against the
 *   median trades per active hour before the window (null with fewer than 5 such hours: no points then). With at
 *   least 3 trades in the window: ≥ 1.5× → 15, ≥ 2× → 30, ≥ 3× → 40. Its trades: those of the hours busier than normal.
 * - size-after-loss: trades of the window opened after the trade before them (by closing time) closed at a loss,
 *   with a volume ≥ 1.5× the median volume of the 90 days. 1 → 30, then 10 more each, at most 50.
 * - outside-sessions: trades of the window whose strategy has sessions and whose opening falls in none of them
 *   (the journal's session hours, each in its city's time with its daylight saving). 10 each, at most 30.
 */

export const TILT_WINDOW_HOURS = 24;
export const TILT_HISTORY_DAYS = 90;
/** Active hours before the window needed for a normal pace. */
export const MIN_NORMAL_HOURS = 5;
/** A trade this many times the median volume, right after a loss, is a size increase. */
export const SIZE_FACTOR = 1.5;

const HOUR_MS = 3_600_000;

/** One trade as the service read it; `sessions` are its strategy's (empty without a strategy or sessions). */
export interface TiltTradeRow {
  id: string;
  instrument: string;
  direction: TradeSide;
  openTime: Date | null;
  closeTime: Date;
  volume: string;
  netProfit: string;
  currency: string;
  sessions: readonly StrategySession[];
}

export interface TiltInput {
  now: Date;
  /**
   * The window's trades and, before them, those the streak and "after a loss" need (the run of losses before the
   * window and the trade before it); any order.
   */
  trades: readonly TiltTradeRow[];
  /** Median trades per active hour before the window, or null without enough history. */
  normalPerHour: number | null;
  /** Median volume (lots) of the last 90 days' trades, window included; null when there are none. */
  medianVolume: string | null;
}

const numbers = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });
const round2 = (value: number) => Math.round(value * 100) / 100;

const openedAt = (trade: TiltTradeRow) => trade.openTime ?? trade.closeTime;
const hourOf = (trade: TiltTradeRow) => Math.floor(openedAt(trade).getTime() / HOUR_MS);

function streakPoints(losses: number): number {
  if (losses >= 5) return 50;
  if (losses === 4) return 40;
  if (losses === 3) return 30;
  if (losses === 2) return 10;
  return 0;
}

function pacePoints(ratio: number): number {
  if (ratio >= 3) return 40;
  if (ratio >= 2) return 30;
  if (ratio >= 1.5) return 15;
  return 0;
}

export function scoreTilt(input: TiltInput): TiltMeter {
  const to = input.now;
  const from = new Date(to.getTime() - TILT_WINDOW_HOURS * HOUR_MS);
  const window = { from: from.toISOString(), to: to.toISOString() };
  const ordered = [...input.trades]
    .filter((trade) => trade.closeTime.getTime() <= to.getTime())
    .sort((a, b) => a.closeTime.getTime() - b.closeTime.getTime() || a.id.localeCompare(b.id));
  const inWindow = (trade: TiltTradeRow) => trade.closeTime.getTime() > from.getTime();
  const recent = ordered.filter(inWindow);
  if (input.medianVolume === null && recent.length === 0)
    return { score: 0, level: 'calm', window, signals: [], trades: [] };

  const reasons = new Map<string, Set<TiltSignalKey>>();
  const flag = (trade: TiltTradeRow, key: TiltSignalKey) => {
    const set = reasons.get(trade.id) ?? new Set<TiltSignalKey>();
    set.add(key);
    reasons.set(trade.id, set);
  };

  // Losing streak: from the latest trade back, only when the latest trade is in the window.
  const streak: TiltTradeRow[] = [];
  const last = ordered.at(-1);
  if (last && inWindow(last)) {
    for (let index = ordered.length - 1; index >= 0; index -= 1) {
      const trade = ordered[index] as TiltTradeRow;
      if (outcomeOf(trade.netProfit) !== 'loss') break;
      streak.push(trade);
    }
  }
  const streakScore = streakPoints(streak.length);
  if (streakScore > 0) for (const trade of streak) flag(trade, 'losing-streak');

  // Pace: the window's trades per active hour against the usual.
  const perHour = new Map<number, TiltTradeRow[]>();
  for (const trade of recent) perHour.set(hourOf(trade), [...(perHour.get(hourOf(trade)) ?? []), trade]);
  const pace = perHour.size === 0 ? 0 : round2(recent.length / perHour.size);
  const normalPace = input.normalPerHour === null ? null : round2(input.normalPerHour);
  const paceScore =
    normalPace === null || normalPace <= 0 || recent.length < 3 ? 0 : pacePoints(pace / normalPace);
  if (paceScore > 0 && normalPace !== null) {
    for (const trades of perHour.values())
      if (trades.length > normalPace) for (const trade of trades) flag(trade, 'pace');
  }

  // Size after a loss: the trade right after a loss (by closing time), opened once it had closed.
  const median = input.medianVolume === null ? null : new Decimal(input.medianVolume);
  let bigger = 0;
  ordered.forEach((trade, index) => {
    const before = ordered[index - 1];
    if (!before || !inWindow(trade) || median === null || median.lte(0)) return;
    if (outcomeOf(before.netProfit) !== 'loss') return;
    if (openedAt(trade).getTime() < before.closeTime.getTime()) return;
    if (new Decimal(trade.volume).gte(median.times(SIZE_FACTOR))) {
      bigger += 1;
      flag(trade, 'size-after-loss');
    }
  });
  const sizeScore = bigger === 0 ? 0 : Math.min(50, 30 + (bigger - 1) * 10);

  // Outside the plan's sessions.
  const planned = recent.filter((trade) => trade.sessions.length > 0);
  const outside = planned.filter((trade) => {
    const open = sessionsOpenAt(openedAt(trade));
    return !trade.sessions.some((session) => open.includes(session));
  });
  for (const trade of outside) flag(trade, 'outside-sessions');
  const outsideScore = Math.min(30, outside.length * 10);

  const texts = JournalMessages.tilt;
  const medianNumber = median === null ? null : round2(median.toNumber());
  const signals: TiltSignal[] = [
    {
      key: 'losing-streak',
      value: streak.length,
      normal: null,
      points: streakScore,
      detail: recent.length === 0 ? texts.noTrades : texts.streak(streak.length),
    },
    {
      key: 'pace',
      value: pace,
      normal: normalPace,
      points: paceScore,
      detail:
        recent.length === 0
          ? texts.noTrades
          : texts.pace(numbers.format(pace), normalPace === null ? null : numbers.format(normalPace)),
    },
    {
      key: 'size-after-loss',
      value: bigger,
      normal: medianNumber,
      points: sizeScore,
      detail:
        recent.length === 0 ? texts.noTrades : texts.sizeAfterLoss(bigger, numbers.format(medianNumber ?? 0)),
    },
    {
      key: 'outside-sessions',
      value: outside.length,
      normal: null,
      points: outsideScore,
      detail: recent.length === 0 ? texts.noTrades : texts.outsideSessions(outside.length, planned.length),
    },
  ];
  const score = Math.min(
    100,
    signals.reduce((sum, signal) => sum + signal.points, 0),
  );
  const trades: TiltTrade[] = ordered
    .filter((trade) => reasons.has(trade.id))
    .map((trade) => ({
      id: trade.id,
      instrument: trade.instrument,
      direction: trade.direction,
      openTime: trade.openTime?.toISOString() ?? null,
      closeTime: trade.closeTime.toISOString(),
      volume: trade.volume,
      netProfit: trade.netProfit,
      currency: trade.currency,
      outcome: outcomeOf(trade.netProfit),
      reasons: [...(reasons.get(trade.id) ?? [])].sort(
        (a, b) => TILT_SIGNAL_KEYS.indexOf(a) - TILT_SIGNAL_KEYS.indexOf(b),
      ),
    }));
  return { score, level: tiltLevel(score), window, signals, trades };
}
