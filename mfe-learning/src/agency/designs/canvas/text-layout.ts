/**
 * Text for the canvas, measured with whatever the caller lends (the canvas' own `measureText` in the browser, a fixed
 * advance in the unit tests): word wrap that breaks a word too long for the line, and the largest font size whose
 * wrapped lines fit a box. A text that does not fit even at the smallest size is cut at the last line that fits and
 * ends in "…", so nothing is ever drawn outside its box.
 */

/** Fonts every machine has: no font is downloaded, the system's sans-serif stands in for the others. */
export const FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", "Liberation Sans", Arial, sans-serif';

export interface FontSpec {
  size: number;
  weight: 400 | 500 | 600 | 700 | 800;
  italic?: boolean;
}

/** The width of `text` drawn in `font` (a CSS font shorthand), in pixels. */
export type MeasureText = (text: string, font: string) => number;

export function fontCss({ size, weight, italic }: FontSpec): string {
  return `${italic ? 'italic ' : ''}${weight} ${size}px ${FONT_FAMILY}`;
}

const ELLIPSIS = '…';

/** Splits a word wider than the line into pieces that fit, by characters (surrogate pairs kept whole). */
function breakWord(word: string, maxWidth: number, font: string, measure: MeasureText): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const character of Array.from(word)) {
    if (piece && measure(piece + character, font) > maxWidth) {
      pieces.push(piece);
      piece = character;
    } else piece += character;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * The text as lines no wider than `maxWidth`: words kept whole where they fit, line breaks in the text kept, runs of
 * spaces read as one. An empty text is no lines.
 */
export function wrapText(text: string, maxWidth: number, font: string, measure: MeasureText): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    const words = paragraph.split(/\s+/).filter(Boolean);
    if (words.length === 0) {
      if (lines.length > 0) lines.push('');
      continue;
    }
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate, font) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      if (measure(word, font) <= maxWidth) line = word;
      else {
        const pieces = breakWord(word, maxWidth, font, measure);
        lines.push(...pieces.slice(0, -1));
        line = pieces.at(-1) ?? '';
      }
    }
    if (line) lines.push(line);
  }
  while (lines.at(-1) === '') lines.pop();
  return lines;
}

/** The line cut short enough that it and "…" fit. */
function withEllipsis(line: string, maxWidth: number, font: string, measure: MeasureText): string {
  const characters = Array.from(line.trimEnd());
  while (characters.length > 0 && measure(`${characters.join('').trimEnd()}${ELLIPSIS}`, font) > maxWidth)
    characters.pop();
  return `${characters.join('').trimEnd()}${ELLIPSIS}`;
}

export interface FitOptions {
  maxSize: number;
  minSize: number;
  weight: FontSpec['weight'];
  italic?: boolean;
  /** Line height as a multiple of the font size. */
  lineHeight?: number;
  /** At most this many lines, whatever the room. */
  maxLines?: number;
}

export interface FittedText {
  lines: string[];
  font: FontSpec;
  /** In pixels. */
  lineHeight: number;
  /** The block's height: lines × line height. */
  height: number;
  /** Whether the text had to be cut to fit at the smallest size. */
  truncated: boolean;
}

/**
 * The largest size from `maxSize` down to `minSize` at which the wrapped text fits `width` × `height` (and
 * `maxLines`). At `minSize` a text still too long keeps the lines that fit, the last ending in "…".
 */
export function fitText(
  text: string,
  box: { width: number; height: number },
  options: FitOptions,
  measure: MeasureText,
): FittedText {
  const ratio = options.lineHeight ?? 1.2;
  const step = Math.max(1, Math.round(options.maxSize / 40));
  const fitted = (size: number) => {
    const font: FontSpec = { size, weight: options.weight, italic: options.italic };
    const lineHeight = Math.round(size * ratio);
    const lines = wrapText(text, box.width, fontCss(font), measure);
    return { font, lineHeight, lines };
  };
  const limit = (lineHeight: number) =>
    Math.min(options.maxLines ?? Number.POSITIVE_INFINITY, Math.floor(box.height / lineHeight));

  for (let size = options.maxSize; size > options.minSize; size -= step) {
    const attempt = fitted(size);
    if (attempt.lines.length <= limit(attempt.lineHeight))
      return { ...attempt, height: attempt.lines.length * attempt.lineHeight, truncated: false };
  }
  const smallest = fitted(options.minSize);
  const room = Math.max(0, limit(smallest.lineHeight));
  if (smallest.lines.length <= room)
    return { ...smallest, height: smallest.lines.length * smallest.lineHeight, truncated: false };
  const kept = smallest.lines.slice(0, room);
  if (room > 0)
    kept[room - 1] = withEllipsis(`${kept[room - 1] ?? ''}`, box.width, fontCss(smallest.font), measure);
  return { ...smallest, lines: kept, height: kept.length * smallest.lineHeight, truncated: true };
}
