import type { EquityPoint } from '@pipcrafters/contracts';
import { formatMoney, formatNumber } from '@pipcrafters/ui';
import { Skeleton, Typography, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { formatDate } from '../format/format';
import { equityLine } from './equity-line';

/** A `#rrggbb` token colour with some transparency (any other notation is used as it is). */
function withAlpha(color: string, alpha: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!match) return color;
  const [, red, green, blue] = match.map((part) => Number.parseInt(part, 16));
  return `rgba(${red}, ${green}, ${blue}, ${alpha})`;
}

/**
 * The strategy's equity curve (initial balance + cumulative net of its trades). lightweight-charts is imported on
 * first use, so it is downloaded only by those who open a strategy with trades; colours follow antd's token (dark
 * or light). A caption says in words what the curve shows.
 */
export function EquityChart({
  points,
  currency,
  timeZone,
}: {
  points: EquityPoint[];
  currency: string | null;
  timeZone: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);
  const { colorPrimary, colorTextSecondary, colorBgContainer, colorBorderSecondary, fontFamily } = token;

  useEffect(() => {
    let disposed = false;
    let remove: (() => void) | undefined;
    const data = equityLine(points);
    const day = (time: number) => formatDate(new Date(time * 1000).toISOString(), timeZone);
    import('lightweight-charts')
      .then(({ createChart, AreaSeries, ColorType }) => {
        const element = container.current;
        if (disposed || !element) return;
        const chart = createChart(element, {
          autoSize: true,
          layout: {
            background: { type: ColorType.Solid, color: colorBgContainer },
            textColor: colorTextSecondary,
            fontFamily,
          },
          grid: { vertLines: { color: colorBorderSecondary }, horzLines: { color: colorBorderSecondary } },
          rightPriceScale: { borderColor: colorBorderSecondary },
          timeScale: { borderColor: colorBorderSecondary, tickMarkFormatter: day },
          localization: {
            locale: 'es-ES',
            priceFormatter: (price: number) => formatNumber(price, 2),
            timeFormatter: day,
          },
          handleScroll: false,
          handleScale: false,
        });
        const equity = chart.addSeries(AreaSeries, {
          lineColor: colorPrimary,
          topColor: withAlpha(colorPrimary, 0.35),
          bottomColor: withAlpha(colorPrimary, 0.02),
          lineWidth: 2,
          title: 'Capital',
        });
        equity.setData(data as never);
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
    timeZone,
    colorPrimary,
    colorTextSecondary,
    colorBgContainer,
    colorBorderSecondary,
    fontFamily,
  ]);

  const first = points[0];
  const last = points.at(-1);
  const lowest = points.reduce((low, point) => Math.min(low, Number(point.drawdown)), 0);
  const description =
    first && last
      ? `Capital de ${formatMoney(first.equity, currency)} a ${formatMoney(last.equity, currency)}; mayor caída desde un máximo: ${formatMoney(lowest, currency)}.`
      : 'Sin puntos que dibujar.';

  if (failed)
    return <Typography.Text type="danger">No se pudo cargar el gráfico. {description}</Typography.Text>;
  return (
    <figure style={{ margin: 0 }}>
      <div style={{ position: 'relative', height: 280 }}>
        <div
          ref={container}
          data-testid="curva-estrategia"
          data-ready={ready}
          style={{ width: '100%', height: '100%' }}
        />
        {ready ? null : (
          <div style={{ position: 'absolute', inset: 0 }}>
            <Skeleton active paragraph={{ rows: 5 }} />
          </div>
        )}
      </div>
      <figcaption>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {description} Cada punto es el capital tras cerrar una operación de esta estrategia.
        </Typography.Text>
      </figcaption>
    </figure>
  );
}
