import { createHmac, timingSafeEqual } from 'node:crypto';

/** Links are made for whole hours (the same URL for an hour, so the browser's cache holds) ... */
const WINDOW_SECONDS = 3600;
/** ... and stay valid for two to three hours: a page open that long still shows its images. */
const WINDOWS_AHEAD = 3;

/**
 * Signed, expiring links to a strategy's example images. The strategies API takes the access token only as a
 * bearer header, which an `<img>` cannot send; so the image GET is public at the gateway and here, and what admits
 * it is an HMAC of the strategy, the image and the expiry that only this service can make (its key is derived from
 * INTERNAL_SECRET and never leaves it). The URLs are handed out inside strategies, to their owner, over the bearer
 * API.
 */
export class ScreenshotLinks {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.key = createHmac('sha256', secret).update('pipcrafters:strategies:screenshot-links').digest();
  }

  private signature(strategyId: string, screenshotId: string, expires: number): Buffer {
    return createHmac('sha256', this.key).update(`${strategyId}/${screenshotId}/${expires}`).digest();
  }

  private nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }

  url(strategyId: string, screenshotId: string): string {
    const expires = (Math.floor(this.nowSeconds() / WINDOW_SECONDS) + WINDOWS_AHEAD) * WINDOW_SECONDS;
    const signature = this.signature(strategyId, screenshotId, expires).toString('base64url');
    return `/api/strategies/${strategyId}/screenshots/${screenshotId}?expires=${expires}&signature=${signature}`;
  }

  /** Seconds the link has left, or null when it is forged, altered, expired or for another image. */
  secondsLeft(strategyId: string, screenshotId: string, expires: number, signature: string): number | null {
    const left = expires - this.nowSeconds();
    if (!Number.isSafeInteger(expires) || left <= 0 || left > WINDOWS_AHEAD * WINDOW_SECONDS) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.signature(strategyId.toLowerCase(), screenshotId.toLowerCase(), expires);
    return given.length === expected.length && timingSafeEqual(given, expected) ? left : null;
  }
}
