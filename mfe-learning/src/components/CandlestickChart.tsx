import type { CandleChart } from '@pipcrafters/contracts';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { scaleCandles, timeLabeler } from '../chart/candle-scale';
import { formatPrice, priceDecimals } from '../format/numbers';

const HEIGHT = 300;
const MARGIN = { top: 12, right: 68, bottom: 28, left: 8 };

/** The width the chart has, followed as the window or the layout changes. */
function useContainerWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth || fallback);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width) || fallback);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback]);
  return { ref, width };
}

/** What the chart shows, for whoever cannot see it. */
function describe(chart: CandleChart, decimals: number, label: (time: string) => string): string {
  const { candles } = chart;
  const first = candles[0];
  const last = candles[candles.length - 1];
  if (!first || !last) return `${chart.title}: sin velas.`;
  const price = (value: number) => formatPrice(value, decimals);
  const high = Math.max(...candles.map((candle) => candle.high));
  const low = Math.min(...candles.map((candle) => candle.low));
  const lines = (chart.lines ?? []).map((line) => `${line.label} en ${price(line.price)}`);
  return [
    `Gráfico de velas de ${chart.symbol}, ${candles.length} velas de ${label(first.time)} a ${label(last.time)}.`,
    `Abre en ${price(first.open)} y cierra en ${price(last.close)}; máximo ${price(high)}, mínimo ${price(low)}.`,
    lines.length ? `Líneas: ${lines.join('; ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A candlestick chart drawn as SVG: prices on the right in Spanish format, times in the learner's zone below, green
 * bullish and red bearish candles, and the lesson's horizontal lines with their labels; coloured with the theme's
 * CSS variables (set as styles: SVG presentation attributes do not take `var()`).
 */
export function CandlestickChart({ chart }: { chart: CandleChart }) {
  const { ref, width } = useContainerWidth(640);
  const titleId = useId();
  const descriptionId = useId();
  const decimals = priceDecimals(
    chart.candles.flatMap((candle) => [candle.open, candle.high, candle.low, candle.close]),
  );
  const label = timeLabeler(chart.candles.map((candle) => candle.time));
  const scale = scaleCandles(chart, { width, height: HEIGHT, margin: MARGIN });
  const plotRight = width - MARGIN.right;
  const fontSize = 11;

  return (
    <figure style={{ margin: '16px 0' }}>
      <div ref={ref} style={{ width: '100%' }}>
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-labelledby={`${titleId} ${descriptionId}`}
          style={{ display: 'block', maxWidth: '100%', fontFamily: 'var(--pc-font)' }}
        >
          <title id={titleId}>{chart.title}</title>
          <desc id={descriptionId}>{describe(chart, decimals, label)}</desc>
          {scale.priceTicks.map((tick) => (
            <g key={tick}>
              <line
                x1={MARGIN.left}
                x2={plotRight}
                y1={scale.y(tick)}
                y2={scale.y(tick)}
                style={{ stroke: 'var(--pc-border-secondary)' }}
                strokeWidth={1}
              />
              <text
                x={plotRight + 6}
                y={scale.y(tick)}
                dominantBaseline="middle"
                fontSize={fontSize}
                style={{ fill: 'var(--pc-text-secondary)' }}
              >
                {formatPrice(tick, decimals)}
              </text>
            </g>
          ))}
          <line
            x1={MARGIN.left}
            x2={plotRight}
            y1={HEIGHT - MARGIN.bottom}
            y2={HEIGHT - MARGIN.bottom}
            style={{ stroke: 'var(--pc-border)' }}
          />
          {scale.timeTicks.map((index) => {
            const candle = chart.candles[index];
            const geometry = scale.candles[index];
            if (!candle || !geometry) return null;
            return (
              <text
                key={candle.time}
                x={geometry.x}
                y={HEIGHT - MARGIN.bottom + 16}
                textAnchor="middle"
                fontSize={fontSize}
                style={{ fill: 'var(--pc-text-secondary)' }}
              >
                {label(candle.time)}
              </text>
            );
          })}
          {scale.candles.map((geometry, index) => {
            const colour = geometry.bullish ? 'var(--pc-success)' : 'var(--pc-error)';
            return (
              <g
                key={chart.candles[index]?.time ?? index}
                data-candle={geometry.bullish ? 'alcista' : 'bajista'}
              >
                <line
                  x1={geometry.x}
                  x2={geometry.x}
                  y1={geometry.wickTop}
                  y2={geometry.wickBottom}
                  style={{ stroke: colour }}
                  strokeWidth={1.5}
                />
                <rect
                  x={geometry.x - scale.bodyWidth / 2}
                  y={geometry.bodyTop}
                  width={scale.bodyWidth}
                  height={geometry.bodyBottom - geometry.bodyTop}
                  style={{ fill: geometry.bullish ? colour : 'var(--pc-surface)', stroke: colour }}
                  strokeWidth={1.5}
                />
              </g>
            );
          })}
          {(chart.lines ?? []).map((line) => (
            <g key={`${line.label}-${line.price}`}>
              <line
                x1={MARGIN.left}
                x2={plotRight}
                y1={scale.y(line.price)}
                y2={scale.y(line.price)}
                style={{ stroke: 'var(--pc-warning)' }}
                strokeWidth={1.5}
                strokeDasharray="6 4"
              />
              <text
                x={MARGIN.left + 4}
                y={scale.y(line.price) - 5}
                fontSize={fontSize}
                fontWeight={600}
                style={{ fill: 'var(--pc-text)', stroke: 'var(--pc-surface)' }}
                strokeWidth={3}
                paintOrder="stroke"
              >
                {`${line.label} · ${formatPrice(line.price, decimals)}`}
              </text>
            </g>
          ))}
        </svg>
      </div>
      <figcaption style={{ color: 'var(--pc-text-secondary)', fontSize: 13, marginTop: 4 }}>
        {chart.title} · velas verdes alcistas (cierre por encima de la apertura), rojas y huecas bajistas
      </figcaption>
    </figure>
  );
}
