import { describe, expect, it } from 'vitest';
import { caseDataUrl, fixture, imageCases } from '../testing/fixtures';
import { parseImageDataUrl, sniffImageType } from './data-url';

const png = fixture('images/valid.png');

describe('parseImageDataUrl', () => {
  it('reads a base64 data URL of PNG, JPEG, WebP or GIF, whatever the case of its type', () => {
    expect(parseImageDataUrl(`data:image/png;base64,${png.toString('base64')}`)).toEqual({
      ok: true,
      claimed: 'png',
      bytes: png,
    });
    const gif = parseImageDataUrl(`data:image/GIF;base64,${Buffer.from('GIF89a').toString('base64')}`);
    expect(gif.ok && gif.claimed).toBe('gif');
  });

  it('refuses anything else: other types, unencoded data, other URLs', () => {
    for (const url of [
      `data:image/svg+xml;base64,${png.toString('base64')}`,
      `data:text/html;base64,${png.toString('base64')}`,
      `data:image/jpg;base64,${png.toString('base64')}`,
      'data:image/png,plain',
      'data:image/png;charset=utf-8;base64,AAAA',
      ' data:image/png;base64,AAAA',
      'javascript:alert(1)',
      'https://example.com/tracker.png',
      '/api/community/images/0b7c6f3e-5a8d-4c1e-9f2a-7d3b1e6c4a90',
      '',
    ]) {
      expect(parseImageDataUrl(url), url).toEqual({ ok: false, problem: 'not-a-data-url' });
    }
  });

  it('refuses base64 that is not canonical, and an empty image', () => {
    for (const body of ['!!!!not*base64!!!!', 'AAA', 'AA AA', 'AAAA\n', 'A===', '=AAA']) {
      expect(parseImageDataUrl(`data:image/png;base64,${body}`), body).toEqual({
        ok: false,
        problem: 'bad-base64',
      });
    }
    expect(parseImageDataUrl('data:image/png;base64,')).toEqual({ ok: false, problem: 'empty' });
  });

  it('refuses an image over the limit from the length of its text, before decoding it', () => {
    const base64 = 'A'.repeat(4 * 1000);
    expect(parseImageDataUrl(`data:image/png;base64,${base64}`, 3000).ok).toBe(true);
    expect(parseImageDataUrl(`data:image/png;base64,${base64}`, 2999)).toEqual({
      ok: false,
      problem: 'too-large',
    });
    expect(parseImageDataUrl(`data:image/png;base64,${'A'.repeat(3996)}AA==`, 2998).ok).toBe(true);
  });
});

describe('sniffImageType', () => {
  it('tells each fixture by its bytes', () => {
    const expected: Record<string, string | null> = {
      'valid.png': 'png',
      'valid.jpg': 'jpeg',
      'valid.webp': 'webp',
      'polyglot.gif': 'gif',
      'svg-script.svg': null,
      'html-as.png': null,
      'png-magic-then-html.png': 'png',
    };
    for (const [file, type] of Object.entries(expected)) {
      expect(sniffImageType(fixture(`images/${file}`)), file).toBe(type);
    }
  });

  it('every case of CASES.json that is not a base64 data URL of an image type is refused by the parser', () => {
    for (const item of imageCases()) {
      const parsed = parseImageDataUrl(caseDataUrl(item));
      if (!parsed.ok) expect(item.expect, item.id).toBe('refuse');
    }
  });
});
