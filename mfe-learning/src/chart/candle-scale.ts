import type { CandleChart } from '@pipcrafters/contracts';

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the axes: prices on the right, times below. */
  margin: { top: number; right: number; bottom: number; left: number };
}

export interface CandleGeometry {
  /** Centre of the candle. */
  x: number;
  bodyTop: number;
  bodyBottom: number;
  wickTop: number;
  wickBottom: number;
  bullish: boolean;
}

export interface CandleScale {
  min: number;
  max: number;
  /** Vertical position of a price (higher prices higher up). */
  y: (price: number) => number;
  /** Width of a candle's body. */
  bodyWidth: number;
  candles: CandleGeometry[];
  /** Round prices for the grid and the axis. */
  priceTicks: number[];
  /** Which candles get a time label, evenly spaced so the labels never overlap. */
  timeTicks: number[];
}

/** A round step (1, 2 or 5 times a power of ten) that cuts `span` into about `count` parts. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || count < 1) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  // Float noise of decimal prices (0,0060000001) must not push a step of 1 to 2.
  const fraction = raw / power - 1e-9;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** The round prices between `min` and `max`, about `count` of them. */
export function priceTicks(min: number, max: number, count: number): number[] {
  const step = niceStep(max - min, count);
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  const ticks: number[] = [];
  for (let tick = Math.ceil(min / step) * step; tick <= max + step / 1e6; tick += step) {
    ticks.push(Number(tick.toFixed(decimals)));
  }
  return ticks;
}

/**
 * Where each candle, price and label goes in a box: the price range covers every high, low and horizontal line with
 * a little air above and below, candles share the width evenly and leave a gap between them.
 */
export function scaleCandles(chart: CandleChart, box: ChartBox, labelWidth = 56): CandleScale {
  const { width, height, margin } = box;
  const plotWidth = Math.max(1, width - margin.left - margin.right);
  const plotHeight = Math.max(1, height - margin.top - margin.bottom);
  const prices = [
    ...chart.candles.flatMap((candle) => [candle.high, candle.low]),
    ...(chart.lines ?? []).map((line) => line.price),
  ];
  let low = prices.length ? Math.min(...prices) : 0;
  let high = prices.length ? Math.max(...prices) : 1;
  if (high === low) {
    high += Math.abs(high) * 0.001 || 1;
    low -= Math.abs(low) * 0.001 || 1;
  }
  const air = (high - low) * 0.05;
  const min = low - air;
  const max = high + air;
  const y = (price: number) => margin.top + ((max - price) / (max - min)) * plotHeight;

  const count = chart.candles.length;
  const slot = plotWidth / Math.max(1, count);
  const bodyWidth = Math.max(1, Math.min(slot * 0.7, 24));
  const candles = chart.candles.map((candle, index) => {
    const bullish = candle.close >= candle.open;
    const top = y(Math.max(candle.open, candle.close));
    const bottom = y(Math.min(candle.open, candle.close));
    return {
      x: margin.left + slot * (index + 0.5),
      // A doji still shows a line.
      bodyTop: top,
      bodyBottom: Math.max(bottom, top + 1),
      wickTop: y(candle.high),
      wickBottom: y(candle.low),
      bullish,
    };
  });

  const everyNth = Math.max(1, Math.ceil(labelWidth / slot));
  const timeTicks: number[] = [];
  for (let index = 0; index < count; index += everyNth) timeTicks.push(index);

  return {
    min,
    max,
    y,
    bodyWidth,
    candles,
    priceTicks: priceTicks(min, max, Math.max(2, Math.floor(plotHeight / 48))),
    timeTicks,
  };
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * Formats the candles' times for the axis in the learner's zone: daily candles by day ("2 mar"), intraday ones by
 * hour ("08:00"), with the day as well when the chart spans several days ("2 mar, 08:00").
 */
export function timeLabeler(times: string[], timeZone?: string): (time: string) => string {
  const instants = times.map((time) => Date.parse(time)).filter(Number.isFinite);
  const interval = instants.length > 1 ? Math.abs((instants[1] ?? 0) - (instants[0] ?? 0)) : DAY_MS;
  const span = instants.length > 1 ? Math.max(...instants) - Math.min(...instants) : 0;
  const dateOnly = times.every((time) => /^\d{4}-\d{2}-\d{2}$/.test(time));
  const options: Intl.DateTimeFormatOptions =
    interval >= DAY_MS
      ? { day: 'numeric', month: 'short', timeZone: dateOnly ? 'UTC' : timeZone }
      : span >= DAY_MS
        ? { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone }
        : { hour: '2-digit', minute: '2-digit', timeZone };
  const format = new Intl.DateTimeFormat('es-ES', options);
  return (time) => {
    const date = new Date(time);
    return Number.isNaN(date.getTime()) ? time : format.format(date);
  };
}
