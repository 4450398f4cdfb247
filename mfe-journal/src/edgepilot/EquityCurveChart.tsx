import type { EquityPoint } from '@pipcrafters/contracts';
import { formatNumber, Skeleton, Text } from '@pipcrafters/ui';
import { useEffect, useRef, useState } from 'react';
import { formatAmount } from '../components/money';
import { useThemeColors } from '../hooks/useThemeColors';
import { equitySeries } from './chart-data';

const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', year: '2-digit', timeZone });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** A `#rrggbb` token colour with some transparency (any other notation is used as it is). */
function withAlpha(color: string, alpha: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!match) return color;
  const [, red, green, blue] = match.map((part) => Number.parseInt(part, 16));
  return `rgba(${red}, ${green}, ${blue}, ${alpha})`;
}

function curveRange(points: readonly EquityPoint[], currency: string | null): string | null {
  const first = points[0];
  const last = points.at(-1);
  return first && last
    ? `de ${formatAmount(first.equity, currency)} a ${formatAmount(last.equity, currency)}`
    : null;
}

/**
 * The equity curve (initial balance + cumulative net) with its drawdown in a pane underneath, and optionally a second
 * curve to compare it with (the trades test's history without a rule), dashed. lightweight-charts is imported on
 * first use, so only the visitors of a chart download it; colours follow the shell's theme (dark or light).
 */
export function EquityCurveChart({
  points,
  currency,
  timeZone,
  title = 'Capital',
  compare,
}: {
  points: EquityPoint[];
  currency: string | null;
  timeZone: string;
  /** The curve's name in the chart and its description. */
  title?: string;
  compare?: { points: EquityPoint[]; title: string };
}) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);
  const {
    primary: colorPrimary,
    error: colorError,
    textSecondary: colorTextSecondary,
    surface: colorBgContainer,
    borderSecondary: colorBorderSecondary,
    font: fontFamily,
  } = useThemeColors();

  useEffect(() => {
    let disposed = false;
    let remove: (() => void) | undefined;
    const data = equitySeries(points);
    const compared = compare ? equitySeries(compare.points).equity : null;
    import('lightweight-charts')
      .then(({ createChart, AreaSeries, LineSeries, LineStyle, ColorType }) => {
        const element = container.current;
        if (disposed || !element) return;
        const chart = createChart(element, {
          autoSize: true,
          layout: {
            background: { type: ColorType.Solid, color: colorBgContainer },
            textColor: colorTextSecondary,
            fontFamily,
            panes: { separatorColor: colorBorderSecondary },
          },
          grid: {
            vertLines: { color: colorBorderSecondary },
            horzLines: { color: colorBorderSecondary },
          },
          rightPriceScale: { borderColor: colorBorderSecondary },
          timeScale: {
            borderColor: colorBorderSecondary,
            tickMarkFormatter: (time: number) => dayFormat(timeZone).format(new Date(time * 1000)),
          },
          localization: {
            locale: 'es-ES',
            priceFormatter: (price: number) => formatNumber(price, 2),
            timeFormatter: (time: number) => dayFormat(timeZone).format(new Date(time * 1000)),
          },
          handleScroll: false,
          handleScale: false,
        });
        const equity = chart.addSeries(
          AreaSeries,
          {
            lineColor: colorPrimary,
            topColor: withAlpha(colorPrimary, 0.35),
            bottomColor: withAlpha(colorPrimary, 0.02),
            lineWidth: 2,
            title,
          },
          0,
        );
        equity.setData(data.equity as never);
        if (compare && compared) {
          const other = chart.addSeries(
            LineSeries,
            { color: colorTextSecondary, lineWidth: 2, lineStyle: LineStyle.Dashed, title: compare.title },
            0,
          );
          other.setData(compared as never);
        }
        const drawdown = chart.addSeries(
          AreaSeries,
          {
            lineColor: colorError,
            topColor: withAlpha(colorError, 0.05),
            bottomColor: withAlpha(colorError, 0.4),
            lineWidth: 1,
            title: 'Drawdown',
          },
          1,
        );
        drawdown.setData(data.drawdown as never);
        chart.panes()[1]?.setHeight(90);
        chart.timeScale().fitContent();
        remove = () => chart.remove();
        setReady(true);
      })
      .catch(() => {
        if (!disposed) setFailed(true);
      });
    return () => {
      disposed = true;
      remove?.();
    };
  }, [
    points,
    compare,
    title,
    timeZone,
    colorPrimary,
    colorError,
    colorTextSecondary,
    colorBgContainer,
    colorBorderSecondary,
    fontFamily,
  ]);

  const range = curveRange(points, currency);
  const deepest = points.reduce((low, point) => Math.min(low, Number(point.drawdown)), 0);
  const comparedRange = compare ? curveRange(compare.points, currency) : null;
  const description = [
    range
      ? `${compare ? `${title}: curva` : 'Curva'} de capital ${range}; mayor distancia bajo el máximo: ${formatAmount(deepest, currency)}.`
      : `${compare ? `${title}: sin` : 'Sin'} puntos que dibujar.`,
    comparedRange ? `${compare?.title} (línea discontinua): ${comparedRange}.` : '',
  ]
    .filter(Boolean)
    .join(' ');

  if (failed)
    return <Text style={{ color: 'var(--pc-error)' }}>No se pudo cargar el gráfico. {description}</Text>;
  return (
    <figure style={{ margin: 0 }}>
      <div style={{ position: 'relative', height: 340 }}>
        <div
          ref={container}
          data-testid="curva-capital"
          data-ready={ready}
          style={{ width: '100%', height: '100%' }}
        />
        {ready ? null : (
          <div style={{ position: 'absolute', inset: 0 }}>
            <Skeleton rows={6} />
          </div>
        )}
      </div>
      <figcaption>
        <Text secondary style={{ fontSize: 12 }}>
          {description} Arriba, el capital (saldo inicial + resultado acumulado); abajo, el drawdown: la
          distancia bajo el máximo alcanzado hasta ese momento.
        </Text>
      </figcaption>
    </figure>
  );
}
