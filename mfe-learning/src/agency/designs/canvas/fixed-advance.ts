import type { MeasureText } from './text-layout';

/** For the unit tests: every character half as wide as the font is tall, a fixed advance like a monospace font. */
export const fixedAdvance: MeasureText = (text, font) => {
  const size = Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 10);
  return Array.from(text).length * size * 0.5;
};
