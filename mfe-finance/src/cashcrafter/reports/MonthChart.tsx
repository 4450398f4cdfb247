import { formatNumber, Skeleton, Text } from '@pipcrafters/ui';
import type { AutoscaleInfo } from 'lightweight-charts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { formatMonth, formatShortMonth } from '../../format/dates';
import { type TimeValue, timeMonth, widenFlatRange } from './chart-data';
import { useThemeColors } from './theme-colors';

export interface MonthSeries {
  title: string;
  /** Bars from the axis (income up, expenses down), or a line. */
  kind: 'bars' | 'line';
  color: string;
  dashed?: boolean;
  data: TimeValue[];
}

const monthOfTime = (time: unknown) => (typeof time === 'number' ? timeMonth(time) : '');

/**
 * Monthly series drawn with lightweight-charts, imported on first use so that only a visitor of a chart downloads
 * it. The colours come from the theme's CSS variables, so the chart follows the shell's dark or light theme; the legend and the
 * caption are HTML, read by screen readers (the canvas is not).
 */
export function MonthChart({
  series,
  label,
  caption,
  height = 300,
  testId,
}: {
  /** Memoised by the caller: a new array draws the chart again. */
  series: MonthSeries[];
  label: string;
  caption: ReactNode;
  height?: number;
  testId: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const {
    text: colorTextSecondary,
    surface: colorBgContainer,
    border: colorBorderSecondary,
    font: fontFamily,
  } = useThemeColors();

  useEffect(() => {
    let disposed = false;
    let remove: (() => void) | undefined;
    setReady(false);
    import('lightweight-charts')
      .then(({ createChart, HistogramSeries, LineSeries, LineStyle, ColorType }) => {
        const element = container.current;
        if (disposed || !element) return;
        const chart = createChart(element, {
          autoSize: true,
          layout: {
            background: { type: ColorType.Solid, color: colorBgContainer },
            textColor: colorTextSecondary,
            fontFamily,
          },
          grid: { vertLines: { visible: false }, horzLines: { color: colorBorderSecondary } },
          rightPriceScale: { borderColor: colorBorderSecondary },
          timeScale: {
            borderColor: colorBorderSecondary,
            fixLeftEdge: true,
            fixRightEdge: true,
            tickMarkFormatter: (time: unknown) => formatShortMonth(monthOfTime(time)),
          },
          localization: {
            locale: 'es-ES',
            priceFormatter: (price: number) => formatNumber(price, 0),
            timeFormatter: (time: unknown) => formatMonth(monthOfTime(time)),
          },
          handleScroll: false,
          handleScale: false,
        });
        const autoscaleInfoProvider = (original: () => AutoscaleInfo | null) => {
          const info = original();
          return info?.priceRange ? { ...info, priceRange: widenFlatRange(info.priceRange) } : info;
        };
        for (const line of series) {
          const drawn =
            line.kind === 'bars'
              ? chart.addSeries(HistogramSeries, {
                  color: line.color,
                  priceLineVisible: false,
                  autoscaleInfoProvider,
                })
              : chart.addSeries(LineSeries, {
                  color: line.color,
                  lineWidth: 2,
                  lineStyle: line.dashed ? LineStyle.Dashed : LineStyle.Solid,
                  priceLineVisible: false,
                  autoscaleInfoProvider,
                });
          drawn.setData(line.data as never);
        }
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
  }, [series, colorTextSecondary, colorBgContainer, colorBorderSecondary, fontFamily]);

  if (failed)
    return <Text style={{ color: 'var(--pc-error)' }}>No se pudo cargar el gráfico. {caption}</Text>;
  return (
    <figure style={{ margin: 0 }} aria-label={label}>
      <ul
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 16,
          listStyle: 'none',
          margin: '0 0 8px',
          padding: 0,
        }}
      >
        {series.map((line) => (
          <li key={line.title} style={{ display: 'flex', alignItems: 'center', gap: 6, fontSize: 13 }}>
            <span
              aria-hidden
              style={{
                display: 'inline-block',
                width: 14,
                height: line.kind === 'bars' ? 10 : 0,
                background: line.kind === 'bars' ? line.color : undefined,
                borderTop:
                  line.kind === 'line' ? `2px ${line.dashed ? 'dashed' : 'solid'} ${line.color}` : undefined,
              }}
            />
            {line.title}
          </li>
        ))}
      </ul>
      <div style={{ position: 'relative', height }}>
        <div
          ref={container}
          data-testid={testId}
          data-ready={ready}
          style={{ width: '100%', height: '100%' }}
        />
        {ready ? null : (
          <div style={{ position: 'absolute', inset: 0 }}>
            <Skeleton rows={5} />
          </div>
        )}
      </div>
      <figcaption>
        <Text secondary style={{ fontSize: 12 }}>
          {caption}
        </Text>
      </figcaption>
    </figure>
  );
}
