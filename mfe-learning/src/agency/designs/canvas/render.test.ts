import { describe, expect, it } from 'vitest';
import { layoutCard } from './design-layout';
import { fixedAdvance } from './fixed-advance';
import { canvasMeasure, drawCard } from './render';

/** A 2D context that records what is drawn: the calls and the state each fill is made with. */
function recordingContext() {
  const calls: { name: string; args: unknown[]; fillStyle?: unknown; font?: string }[] = [];
  const state: Record<string, unknown> = {};
  const context = new Proxy(state, {
    get(target, property: string) {
      if (property in target) return target[property];
      if (property === 'measureText')
        return (text: string) => ({ width: fixedAdvance(text, String(state.font)) });
      return (...args: unknown[]) =>
        calls.push({ name: property, args, fillStyle: state.fillStyle, font: state.font as string });
    },
    set(target, property: string, value) {
      target[property] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
  return { context, calls };
}

describe('drawCard', () => {
  const content = {
    template: 'equity-curve' as const,
    headline: 'Mi curva de capital en 2026',
    body: 'Tres meses siguiendo el plan.',
    palette: { background: '#0f172a', foreground: '#f8fafc', accent: '#38bdf8' },
    figures: [{ label: 'Operaciones', value: '42 operaciones', tone: 'neutral' as const }],
    series: [1, 3, 2, 5],
  };

  it('fills the background first, then draws every line within its width and the curve', () => {
    const { context, calls } = recordingContext();
    const layout = layoutCard(content, { width: 1080, height: 1350 }, canvasMeasure(context));
    drawCard(context, layout);
    expect(calls.find((call) => call.name === 'fillRect')).toMatchObject({
      args: [0, 0, 1080, 1350],
      fillStyle: '#0f172a',
    });
    const texts = calls.filter((call) => call.name === 'fillText');
    const lines = layout.elements.flatMap((element) => (element.kind === 'text' ? element.lines : []));
    expect(texts.map((call) => call.args[0])).toEqual(lines);
    for (const call of texts) expect(call.args[3]).toBeGreaterThan(0);
    expect(texts.map((call) => call.args[0]).join(' ')).toContain('Mi curva de capital en 2026');
    expect(calls.filter((call) => call.name === 'stroke')).toHaveLength(1);
    // What was measured is what was drawn: the font of each line is the one it was wrapped with.
    for (const call of texts) expect(call.font).toMatch(/^(italic )?\d00 \d+px /);
  });
});
