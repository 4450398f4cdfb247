import {
  DESIGN_TEMPLATE_LABELS,
  type DesignPalette,
  type DesignTemplate,
  relativeLuminance,
} from '@pipcrafters/contracts';
import { withAlpha } from './colors';
import {
  type FitOptions,
  type FittedText,
  type FontSpec,
  fitText,
  fontCss,
  type MeasureText,
} from './text-layout';

/**
 * Where everything of a card goes, for each template and pixel size: pure arithmetic over a text measurer, so the
 * unit tests check that every text wraps inside its box and nothing leaves the canvas; `render.ts` only draws it.
 */

export type CardPalette = Pick<DesignPalette, 'background' | 'foreground' | 'accent'>;

/** A figure of the trade-recap and equity cards: "Resultado" "+35,2 pips". */
export interface CardFigure {
  label: string;
  value: string;
  tone: 'positive' | 'negative' | 'neutral';
}

export interface CardContent {
  template: DesignTemplate;
  headline: string;
  body: string;
  palette: CardPalette;
  /** The small line above the headline: the lesson's module, the trade's symbol and side. */
  kicker?: string;
  /** The trade-recap and equity cards' figures (two or three). */
  figures?: CardFigure[];
  /** The equity card's curve, oldest first. */
  series?: number[];
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type CardElement =
  | ({ kind: 'rect'; fill: string; radius: number } & Box)
  | {
      kind: 'text';
      /** Left edge (or centre, for `align: 'center'`) and top of the block. */
      x: number;
      y: number;
      /** The width the lines were wrapped to. */
      width: number;
      lines: string[];
      font: FontSpec;
      lineHeight: number;
      color: string;
      align: 'left' | 'center';
    }
  | {
      kind: 'curve';
      points: [number, number][];
      color: string;
      lineWidth: number;
      /** The area under the curve down to `baseline`, in this colour. */
      fill: string;
      baseline: number;
    };

export interface CardLayout {
  width: number;
  height: number;
  background: string;
  elements: CardElement[];
}

export const BRAND = 'PipCrafters';

/** Greens and reds readable on the card's background, light or dark. */
function toneColor(tone: CardFigure['tone'], palette: CardPalette): string {
  const light = relativeLuminance(palette.background) > 0.45;
  if (tone === 'positive') return light ? '#15803d' : '#4ade80';
  if (tone === 'negative') return light ? '#b91c1c' : '#f87171';
  return palette.foreground;
}

/** Builds a card top to bottom: each block takes its height from the cursor. */
class Column {
  readonly elements: CardElement[] = [];
  y: number;

  constructor(
    readonly box: Box,
    readonly measure: MeasureText,
  ) {
    this.y = box.y;
  }

  get left(): number {
    return this.box.y + this.box.height - this.y;
  }

  text(
    content: string,
    color: string,
    options: Parameters<typeof fitText>[2] & { gapAfter?: number; room?: number; align?: 'left' | 'center' },
  ): FittedText | null {
    if (!content.trim()) return null;
    const room = Math.max(0, Math.min(options.room ?? this.left, this.left));
    const fitted = fitText(content, { width: this.box.width, height: room }, options, this.measure);
    if (fitted.lines.length === 0) return null;
    const align = options.align ?? 'left';
    this.elements.push({
      kind: 'text',
      x: align === 'center' ? this.box.x + this.box.width / 2 : this.box.x,
      y: this.y,
      width: this.box.width,
      lines: fitted.lines,
      font: fitted.font,
      lineHeight: fitted.lineHeight,
      color,
      align,
    });
    this.y += fitted.height + (options.gapAfter ?? 0);
    return fitted;
  }

  gap(pixels: number) {
    this.y = Math.min(this.box.y + this.box.height, this.y + pixels);
  }

  /** Moves everything placed so far down, so the column's content sits in the middle of its box. */
  centreVertically() {
    const shift = Math.max(0, Math.floor(this.left / 2));
    for (const element of this.elements) {
      if (element.kind === 'curve') continue;
      element.y += shift;
    }
    this.y += shift;
  }
}

/** Figures side by side in panels: label above, value below, each fitted to its panel on one line. */
function figureRow(
  column: Column,
  figures: CardFigure[],
  palette: CardPalette,
  unit: number,
  height: number,
) {
  const gap = Math.round(unit * 0.025);
  const shown = figures.slice(0, 3);
  if (shown.length === 0 || height <= 0) return;
  const width = (column.box.width - gap * (shown.length - 1)) / shown.length;
  const padding = Math.round(Math.min(width, height) * 0.14);
  const innerWidth = width - 2 * padding;
  const innerHeight = height - 2 * padding;
  const labelGap = Math.round(unit * 0.01);
  // One size for every label and one for every value, the largest at which all of them fit: the panels read as a set.
  const sizeFor = (texts: string[], options: FitOptions, room: number) =>
    Math.min(
      ...texts.map(
        (text) => fitText(text, { width: innerWidth, height: room }, options, column.measure).font.size,
      ),
    );
  const labelOptions: FitOptions = {
    maxSize: Math.round(unit * 0.03),
    minSize: Math.round(unit * 0.018),
    weight: 500,
    maxLines: 1,
  };
  const labelSize = sizeFor(
    shown.map((figure) => figure.label),
    labelOptions,
    innerHeight / 2,
  );
  const valueOptions: FitOptions = {
    maxSize: Math.round(unit * 0.06),
    minSize: Math.round(unit * 0.022),
    weight: 700,
    maxLines: 1,
  };
  const valueSize = sizeFor(
    shown.map((figure) => figure.value),
    valueOptions,
    innerHeight - Math.round(labelSize * 1.2) - labelGap,
  );
  shown.forEach((figure, index) => {
    const x = column.box.x + index * (width + gap);
    column.elements.push({
      kind: 'rect',
      x,
      y: column.y,
      width,
      height,
      fill: withAlpha(palette.foreground, 0.08),
      radius: Math.round(unit * 0.02),
    });
    const inner = new Column(
      { x: x + padding, y: column.y + padding, width: innerWidth, height: innerHeight },
      column.measure,
    );
    inner.text(figure.label, withAlpha(palette.foreground, 0.75), {
      ...labelOptions,
      maxSize: labelSize,
      gapAfter: labelGap,
    });
    inner.text(figure.value, toneColor(figure.tone, palette), { ...valueOptions, maxSize: valueSize });
    inner.centreVertically();
    column.elements.push(...inner.elements);
  });
  column.y += height;
}

/** The equity series as points in the box, oldest at the left, highest at the top; a flat or single value drawn level. */
export function curvePoints(series: readonly number[], box: Box): [number, number][] {
  const values = series.filter(Number.isFinite);
  if (values.length === 0) return [];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min;
  const last = Math.max(1, values.length - 1);
  const points = values.map((value, index): [number, number] => [
    box.x + (values.length === 1 ? 0 : (index / last) * box.width),
    span === 0 ? box.y + box.height / 2 : box.y + box.height - ((value - min) / span) * box.height,
  ]);
  if (values.length === 1) points.push([box.x + box.width, points[0]?.[1] ?? box.y]);
  return points;
}

/**
 * The card's layout at `width` × `height`. Sizes follow the shorter side, so a story (1080 × 1920) has the square's
 * type with more room, and a landscape card (1200 × 675) smaller type that still fits.
 */
export function layoutCard(
  content: CardContent,
  size: { width: number; height: number },
  measure: MeasureText,
): CardLayout {
  const { width, height } = size;
  const { palette } = content;
  const unit = Math.min(width, height);
  const landscape = width > height * 1.2;
  const padding = Math.round(unit * 0.075);
  const muted = withAlpha(palette.foreground, 0.75);
  const elements: CardElement[] = [
    { kind: 'rect', x: 0, y: 0, width, height: Math.round(unit * 0.018), fill: palette.accent, radius: 0 },
  ];

  // Footer: the brand on the left, what the card is on the right, on one line each.
  const footerSize = Math.round(unit * 0.032);
  const footerHeight = Math.round(footerSize * 1.3);
  const footerY = height - padding - footerHeight;
  const half = (width - 2 * padding - Math.round(unit * 0.03)) / 2;
  const brand = new Column({ x: padding, y: footerY, width: half, height: footerHeight }, measure);
  brand.text(BRAND, palette.accent, {
    maxSize: footerSize,
    minSize: Math.round(footerSize * 0.6),
    weight: 800,
    maxLines: 1,
  });
  const label = new Column(
    { x: width - padding - half, y: footerY, width: half, height: footerHeight },
    measure,
  );
  label.text(DESIGN_TEMPLATE_LABELS[content.template], muted, {
    maxSize: footerSize,
    minSize: Math.round(footerSize * 0.6),
    weight: 500,
    maxLines: 1,
  });
  // Right-aligned by its measured width, so it ends at the margin.
  for (const element of label.elements)
    if (element.kind === 'text') {
      const widest = Math.max(...element.lines.map((line) => measure(line, fontCss(element.font))));
      element.x = width - padding - Math.min(widest, half);
    }

  const column = new Column(
    {
      x: padding,
      y: padding + Math.round(unit * 0.02),
      width: width - 2 * padding,
      height: footerY - padding - Math.round(unit * 0.06),
    },
    measure,
  );
  const kicker = (text: string | undefined) =>
    column.text(text ?? '', palette.accent, {
      maxSize: Math.round(unit * 0.036),
      minSize: Math.round(unit * 0.024),
      weight: 700,
      maxLines: 1,
      gapAfter: Math.round(unit * 0.03),
    });
  type TextOptions = Partial<Parameters<Column['text']>[2]>;
  /** The headline: heavy, tight lines, from `size` × the short side down. */
  const headline = (size: number, options: TextOptions) =>
    column.text(content.headline, palette.foreground, {
      maxSize: Math.round(unit * size),
      minSize: Math.round(unit * 0.03),
      weight: 800,
      lineHeight: 1.15,
      ...options,
    });
  /** A paragraph: regular weight, open lines. */
  const paragraph = (text: string, color: string, size: number, options: TextOptions = {}) =>
    column.text(text, color, {
      maxSize: Math.round(unit * size),
      minSize: Math.round(unit * 0.022),
      weight: 400,
      lineHeight: 1.4,
      ...options,
    });

  switch (content.template) {
    case 'quote': {
      column.text('“', palette.accent, {
        maxSize: Math.round(unit * (landscape ? 0.16 : 0.2)),
        minSize: Math.round(unit * 0.08),
        weight: 800,
        maxLines: 1,
        lineHeight: 0.8,
        gapAfter: Math.round(unit * 0.02),
      });
      headline(0.085, {
        weight: 700,
        lineHeight: 1.2,
        room: column.left - Math.round(unit * 0.12),
        gapAfter: Math.round(unit * 0.04),
      });
      paragraph(content.body ? `— ${content.body}` : '', muted, 0.04, {
        weight: 500,
        lineHeight: 1.2,
        maxLines: 3,
      });
      column.centreVertically();
      break;
    }
    case 'lesson': {
      kicker(content.kicker);
      headline(0.08, { maxLines: 5, room: column.left * 0.55, gapAfter: Math.round(unit * 0.04) });
      column.elements.push({
        kind: 'rect',
        x: column.box.x,
        y: column.y,
        width: Math.round(unit * 0.12),
        height: Math.round(unit * 0.008),
        fill: palette.accent,
        radius: 0,
      });
      column.gap(Math.round(unit * 0.045));
      paragraph(content.body, palette.foreground, 0.042);
      break;
    }
    case 'trade-recap': {
      kicker(content.kicker);
      const figuresHeight = Math.round(unit * (landscape ? 0.2 : 0.19));
      headline(0.075, {
        maxLines: 4,
        room: (column.left - figuresHeight) * 0.6,
        gapAfter: Math.round(unit * 0.04),
      });
      figureRow(column, content.figures ?? [], palette, unit, Math.min(figuresHeight, column.left));
      column.gap(Math.round(unit * 0.04));
      paragraph(content.body, palette.foreground, 0.04);
      break;
    }
    case 'equity-curve': {
      headline(0.07, { maxLines: 3, room: column.left * 0.3, gapAfter: Math.round(unit * 0.02) });
      paragraph(content.body, muted, 0.036, {
        lineHeight: 1.35,
        maxLines: 2,
        gapAfter: Math.round(unit * 0.03),
      });
      const figuresHeight = Math.round(unit * 0.17);
      const gap = Math.round(unit * 0.03);
      const chartHeight = Math.max(0, column.left - figuresHeight - gap);
      const chart: Box = { x: column.box.x, y: column.y, width: column.box.width, height: chartHeight };
      column.elements.push({
        kind: 'rect',
        ...chart,
        fill: withAlpha(palette.foreground, 0.05),
        radius: Math.round(unit * 0.02),
      });
      const inset = Math.round(unit * 0.03);
      const plot: Box = {
        x: chart.x + inset,
        y: chart.y + inset,
        width: Math.max(0, chart.width - 2 * inset),
        height: Math.max(0, chart.height - 2 * inset),
      };
      const points = curvePoints(content.series ?? [], plot);
      if (points.length > 0)
        column.elements.push({
          kind: 'curve',
          points,
          color: palette.accent,
          lineWidth: Math.max(2, Math.round(unit * 0.006)),
          fill: withAlpha(palette.accent, 0.18),
          baseline: plot.y + plot.height,
        });
      column.gap(chartHeight + gap);
      figureRow(column, content.figures ?? [], palette, unit, Math.min(figuresHeight, column.left));
      break;
    }
  }

  return {
    width,
    height,
    background: palette.background,
    elements: [...elements, ...column.elements, ...brand.elements, ...label.elements],
  };
}
