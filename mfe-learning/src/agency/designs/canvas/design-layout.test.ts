import { DESIGN_TEMPLATES, type DesignTemplate } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { type CardContent, type CardLayout, curvePoints, layoutCard } from './design-layout';
import { fixedAdvance } from './fixed-advance';
import { fontCss } from './text-layout';

const SIZES = [
  { width: 1080, height: 1080 },
  { width: 1080, height: 1920 },
  { width: 1200, height: 675 },
];
const TEMPLATES = DESIGN_TEMPLATES;
const palette = { background: '#0f172a', foreground: '#f8fafc', accent: '#38bdf8' };

const content = (template: DesignTemplate, headline: string, body: string): CardContent => ({
  template,
  headline,
  body,
  palette,
  kicker: 'Módulo 2 · Gestión del riesgo',
  figures: [
    { label: 'Resultado', value: '+35,2 pips', tone: 'positive' },
    { label: 'R', value: '+1,8 R', tone: 'positive' },
    { label: 'Duración', value: '2 h 15 min', tone: 'neutral' },
  ],
  series: [0, 3, 2, 5, 4, 8, 7, 11],
});

/** Every text line within its wrap width and every element inside the canvas. */
function expectInside(layout: CardLayout, name: string) {
  for (const element of layout.elements) {
    if (element.kind === 'rect') {
      expect(element.x, name).toBeGreaterThanOrEqual(0);
      expect(element.y, name).toBeGreaterThanOrEqual(0);
      expect(element.x + element.width, name).toBeLessThanOrEqual(layout.width);
      expect(element.y + element.height, name).toBeLessThanOrEqual(layout.height);
    } else if (element.kind === 'text') {
      const font = fontCss(element.font);
      const left = element.align === 'center' ? element.x - element.width / 2 : element.x;
      for (const line of element.lines) {
        const width = fixedAdvance(line, font);
        expect(width, `${name}: «${line}»`).toBeLessThanOrEqual(element.width + 0.001);
        expect(left + width, `${name}: «${line}»`).toBeLessThanOrEqual(layout.width);
      }
      expect(left, name).toBeGreaterThanOrEqual(0);
      expect(element.y, name).toBeGreaterThanOrEqual(0);
      expect(element.y + element.lines.length * element.lineHeight, name).toBeLessThanOrEqual(layout.height);
    } else {
      for (const [x, y] of element.points) {
        expect(x, name).toBeGreaterThanOrEqual(0);
        expect(x, name).toBeLessThanOrEqual(layout.width);
        expect(y, name).toBeGreaterThanOrEqual(0);
        expect(y, name).toBeLessThanOrEqual(layout.height);
      }
    }
  }
}

/** Text blocks never overlap one another (the figures' labels and values sit inside their panels). */
function expectNoOverlap(layout: CardLayout, name: string) {
  const blocks = layout.elements.flatMap((element) =>
    element.kind === 'text'
      ? [
          {
            top: element.y,
            bottom: element.y + element.lines.length * element.lineHeight,
            left: element.align === 'center' ? element.x - element.width / 2 : element.x,
            right: (element.align === 'center' ? element.x - element.width / 2 : element.x) + element.width,
            text: element.lines.join(' '),
          },
        ]
      : [],
  );
  for (const [index, a] of blocks.entries())
    for (const b of blocks.slice(index + 1)) {
      const apart = a.bottom <= b.top || b.bottom <= a.top || a.right <= b.left || b.right <= a.left;
      expect(apart, `${name}: «${a.text}» y «${b.text}»`).toBe(true);
    }
}

const texts = (layout: CardLayout) =>
  layout.elements.flatMap((element) => (element.kind === 'text' ? [element.lines.join(' ')] : []));

describe('layoutCard', () => {
  for (const template of TEMPLATES)
    for (const size of SIZES) {
      const name = `${template} ${size.width}×${size.height}`;
      it(`${name}: a short text at its largest, inside the canvas`, () => {
        const layout = layoutCard(
          content(template, 'Protege tu cuenta', 'Arriesga el 1 % por operación.'),
          size,
          fixedAdvance,
        );
        expect(layout).toMatchObject({ width: size.width, height: size.height, background: '#0f172a' });
        expectInside(layout, name);
        expectNoOverlap(layout, name);
        expect(texts(layout)).toContain('PipCrafters');
        expect(texts(layout).join(' ')).toContain('Protege tu cuenta');
      });

      it(`${name}: a very long text wraps smaller and is cut, never overflowing`, () => {
        const long = 'La disciplina de seguir tu plan pesa más que cualquier indicador del gráfico. '.repeat(
          30,
        );
        const layout = layoutCard(content(template, long, long), size, fixedAdvance);
        expectInside(layout, name);
        expectNoOverlap(layout, name);
        expect(texts(layout).join(' ')).toContain('…');
      });
    }

  it('gives a longer headline a smaller type', () => {
    const size = (headline: string) => {
      const layout = layoutCard(content('quote', headline, ''), SIZES[0] as (typeof SIZES)[0], fixedAdvance);
      const block = layout.elements.find(
        (element) => element.kind === 'text' && element.lines.join(' ').startsWith(headline.slice(0, 10)),
      );
      return block?.kind === 'text' ? block.font.size : 0;
    };
    expect(size('Paciencia')).toBeGreaterThan(
      size('La paciencia es la parte del trading que ningún indicador te puede dar nunca'),
    );
  });

  it('draws the equity curve and the trade card’s three figures', () => {
    const equity = layoutCard(
      content('equity-curve', 'Mi curva', ''),
      { width: 1080, height: 1080 },
      fixedAdvance,
    );
    expect(equity.elements.filter((element) => element.kind === 'curve')).toHaveLength(1);
    const trade = layoutCard(
      content('trade-recap', 'EURUSD', ''),
      { width: 1200, height: 675 },
      fixedAdvance,
    );
    expect(texts(trade)).toEqual(expect.arrayContaining(['Resultado', '+35,2 pips', '+1,8 R', '2 h 15 min']));
  });

  it('gives the figures of a row one label size and one value size, the largest at which all fit', () => {
    const layout = layoutCard(
      content('trade-recap', 'EURUSD', ''),
      { width: 1080, height: 1080 },
      fixedAdvance,
    );
    const sizeOf = (text: string) => {
      const block = layout.elements.find((element) => element.kind === 'text' && element.lines[0] === text);
      return block?.kind === 'text' ? block.font.size : 0;
    };
    const values = ['+35,2 pips', '+1,8 R', '2 h 15 min'].map(sizeOf);
    expect(new Set(values).size).toBe(1);
    expect(values[0]).toBeGreaterThan(0);
    expect(new Set(['Resultado', 'R', 'Duración'].map(sizeOf)).size).toBe(1);
  });

  it('names the card in its footer, in Spanish', () => {
    expect(
      texts(layoutCard(content('trade-recap', 'X', ''), { width: 1080, height: 1080 }, fixedAdvance)),
    ).toContain('Resumen de operación');
  });
});

describe('curvePoints', () => {
  const box = { x: 10, y: 20, width: 100, height: 50 };

  it('spans the box: first at the left, highest value at the top, lowest at the bottom', () => {
    expect(curvePoints([0, 10, 5], box)).toEqual([
      [10, 70],
      [60, 20],
      [110, 45],
    ]);
  });

  it('draws a flat or single value across the middle and skips what is not a number', () => {
    expect(curvePoints([3, 3], box)).toEqual([
      [10, 45],
      [110, 45],
    ]);
    expect(curvePoints([7], box)).toEqual([
      [10, 45],
      [110, 45],
    ]);
    expect(curvePoints([Number.NaN], box)).toEqual([]);
  });
});
