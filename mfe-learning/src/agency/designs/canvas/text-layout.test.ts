import { describe, expect, it } from 'vitest';
import { fixedAdvance } from './fixed-advance';
import { fitText, fontCss, wrapText } from './text-layout';

const font10 = fontCss({ size: 10, weight: 400 });

describe('wrapText', () => {
  it('breaks between words, never wider than the line', () => {
    // 5 px a character: 60 px hold 12 characters.
    const lines = wrapText('El riesgo se decide antes de entrar al mercado', 60, font10, fixedAdvance);
    expect(lines).toEqual(['El riesgo se', 'decide antes', 'de entrar al', 'mercado']);
    for (const line of lines) expect(fixedAdvance(line, font10)).toBeLessThanOrEqual(60);
  });

  it('cuts a word longer than the line into pieces that fit', () => {
    const lines = wrapText('a supercalifragilisticoespialidoso b', 40, font10, fixedAdvance);
    expect(lines).toEqual(['a', 'supercal', 'ifragili', 'sticoesp', 'ialidoso', 'b']);
  });

  it('keeps the text’s own line breaks, reads runs of spaces as one and drops trailing blank lines', () => {
    expect(wrapText('uno   dos\n\ntres\n\n', 100, font10, fixedAdvance)).toEqual(['uno dos', '', 'tres']);
    expect(wrapText('   ', 100, font10, fixedAdvance)).toEqual([]);
  });

  it('keeps an emoji whole when it breaks a word', () => {
    const lines = wrapText('📈📈📈📈', 10, font10, fixedAdvance);
    expect(lines).toEqual(['📈📈', '📈📈']);
  });
});

describe('fitText', () => {
  const options = { maxSize: 40, minSize: 10, weight: 700 as const };

  it('takes the largest size that fits the box', () => {
    const short = fitText('Hola', { width: 400, height: 100 }, options, fixedAdvance);
    expect(short.font.size).toBe(40);
    expect(short.lines).toEqual(['Hola']);
    expect(short.truncated).toBe(false);

    const long = fitText(
      'La gestión del riesgo protege tu cuenta en los días malos y te deja operar en los buenos',
      { width: 400, height: 100 },
      options,
      fixedAdvance,
    );
    expect(long.font.size).toBeLessThan(40);
    expect(long.height).toBeLessThanOrEqual(100);
    for (const line of long.lines) expect(fixedAdvance(line, fontCss(long.font))).toBeLessThanOrEqual(400);
  });

  it('honours maxLines', () => {
    const fitted = fitText(
      'una dos tres cuatro cinco seis siete ocho',
      { width: 100, height: 1000 },
      { ...options, maxLines: 2 },
      fixedAdvance,
    );
    expect(fitted.lines.length).toBeLessThanOrEqual(2);
  });

  it('cuts a text too long for the smallest size, ending in an ellipsis inside the box', () => {
    const text = 'palabra '.repeat(200);
    const fitted = fitText(text, { width: 100, height: 60 }, options, fixedAdvance);
    expect(fitted.font.size).toBe(10);
    expect(fitted.truncated).toBe(true);
    expect(fitted.lines).toHaveLength(5);
    expect(fitted.height).toBeLessThanOrEqual(60);
    expect(fitted.lines.at(-1)?.endsWith('…')).toBe(true);
    for (const line of fitted.lines)
      expect(fixedAdvance(line, fontCss(fitted.font))).toBeLessThanOrEqual(100);
  });

  it('gives no lines when the box has no room for one', () => {
    const fitted = fitText('Hola', { width: 100, height: 5 }, options, fixedAdvance);
    expect(fitted.lines).toEqual([]);
    expect(fitted.height).toBe(0);
  });
});
