import { describe, expect, it } from 'vitest';
import { ScreenshotLinks } from './screenshot-links';

const SECRET = 'un-secreto-interno-de-al-menos-32-caracteres';
const STRATEGY = '0b7c6f3e-5a8d-4c1e-9f2a-7d3b1e6c4a90';
const IMAGE = '7d3b1e6c-4a90-4c1e-9f2a-0b7c6f3e5a8d';

function parse(url: string) {
  const parsed = new URL(url, 'http://localhost');
  return {
    path: parsed.pathname,
    expires: Number(parsed.searchParams.get('expires')),
    signature: parsed.searchParams.get('signature') ?? '',
  };
}

describe('screenshot links', () => {
  it('admit the image they were made for, for two to three hours, with the same URL for an hour', () => {
    let now = Date.UTC(2026, 10, 26, 10, 20);
    const links = new ScreenshotLinks(SECRET, () => now);
    const url = links.url(STRATEGY, IMAGE);
    const { path, expires, signature } = parse(url);
    expect(path).toBe(`/api/strategies/${STRATEGY}/screenshots/${IMAGE}`);
    expect(expires).toBe(Date.UTC(2026, 10, 26, 13) / 1000);
    expect(links.secondsLeft(STRATEGY, IMAGE, expires, signature)).toBe(160 * 60);
    expect(links.secondsLeft(STRATEGY.toUpperCase(), IMAGE, expires, signature)).toBe(160 * 60);
    now += 30 * 60_000;
    expect(links.url(STRATEGY, IMAGE)).toBe(url);
    now += 40 * 60_000;
    expect(links.url(STRATEGY, IMAGE)).not.toBe(url);
    now = expires * 1000;
    expect(links.secondsLeft(STRATEGY, IMAGE, expires, signature)).toBeNull();
  });

  it('refuse a link for another image, a changed expiry, another key or a forged signature', () => {
    const links = new ScreenshotLinks(SECRET);
    const { expires, signature } = parse(links.url(STRATEGY, IMAGE));
    expect(links.secondsLeft(STRATEGY, STRATEGY, expires, signature)).toBeNull();
    expect(links.secondsLeft(IMAGE, IMAGE, expires, signature)).toBeNull();
    expect(links.secondsLeft(STRATEGY, IMAGE, expires + 3600, signature)).toBeNull();
    expect(links.secondsLeft(STRATEGY, IMAGE, expires + 0.5, signature)).toBeNull();
    expect(new ScreenshotLinks(`${SECRET}!`).secondsLeft(STRATEGY, IMAGE, expires, signature)).toBeNull();
    for (const forged of ['', 'AAAA', signature.slice(1), `${signature}A`, 'x'.repeat(43)]) {
      expect(links.secondsLeft(STRATEGY, IMAGE, expires, forged)).toBeNull();
    }
    // Nobody can make a link that outlives the window, even with the key: a leaked URL expires.
    expect(links.secondsLeft(STRATEGY, IMAGE, 2 ** 40, signature)).toBeNull();
  });
});
