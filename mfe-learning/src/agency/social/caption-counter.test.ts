import { describe, expect, it } from 'vitest';
import { countCaption, describeCount, parseHashtags } from './caption-counter';

describe('countCaption', () => {
  it('counts the caption, a blank line and the hashtags, against the network’s limit', () => {
    // 10 + 2 + 7 + 1 + 6 = 26
    expect(countCaption('Hola mundo', ['#riesgo', '#forex'], 'instagram')).toEqual({
      length: 26,
      limit: 2200,
      remaining: 2174,
      state: 'ok',
    });
    expect(countCaption('  Hola  ', [], 'linkedin').length).toBe(4);
  });

  it('weighs links as 23 and emoji as 2 on X, and counts them as they are elsewhere', () => {
    const text = 'Mira https://pipcrafters.dev/aprende/lesson/gestion-del-riesgo 📈';
    expect(countCaption(text, [], 'x').length).toBe(5 + 23 + 1 + 2);
    expect(countCaption(text, [], 'tiktok').length).toBe(Array.from(text).length);
  });

  it('warns in the last tenth and says how far over the limit a caption is', () => {
    expect(countCaption('a'.repeat(251), [], 'x').state).toBe('ok');
    expect(countCaption('a'.repeat(252), [], 'x').state).toBe('near');
    expect(countCaption('a'.repeat(280), [], 'x').state).toBe('near');
    const over = countCaption('a'.repeat(281), [], 'x');
    expect(over).toMatchObject({ length: 281, remaining: -1, state: 'over' });
    expect(describeCount(over)).toEqual({ short: '281 / 280', long: '1 carácter de más (límite 280)' });
    expect(describeCount(countCaption('a'.repeat(3100), [], 'linkedin')).long).toBe(
      '100 caracteres de más (límite 3000)',
    );
    expect(describeCount(countCaption('abc', [], 'linkedin'))).toEqual({
      short: '3 / 3000',
      long: '3 de 3000 caracteres',
    });
  });
});

describe('parseHashtags', () => {
  it('splits on spaces and commas, adds the # and drops repeats', () => {
    expect(parseHashtags('#Riesgo trading, #riesgo ;gestión  #forex_2026')).toEqual({
      hashtags: ['#Riesgo', '#trading', '#gestión', '#forex_2026'],
      invalid: [],
    });
  });

  it('sets aside words that cannot be hashtags', () => {
    expect(parseHashtags('#ok #no-vale #¡hola! ##doble')).toEqual({
      hashtags: ['#ok'],
      invalid: ['#no-vale', '#¡hola!', '##doble'],
    });
    expect(parseHashtags(`#${'a'.repeat(61)}`).invalid).toHaveLength(1);
  });

  it('keeps at most 30', () => {
    const many = Array.from({ length: 35 }, (_, index) => `#tema${index}`).join(' ');
    expect(parseHashtags(many).hashtags).toHaveLength(30);
  });
});
