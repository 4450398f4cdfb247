import sharp, { type Metadata } from 'sharp';

export const MAX_SCREENSHOT_PIXELS = 40_000_000;
/** Stored screenshots are at most this wide or tall (a 4K capture shrinks; smaller ones stay as they are). */
export const MAX_SCREENSHOT_SIDE = 2560;
const ACCEPTED = new Set(['png', 'jpeg', 'webp']);

export type ImageProblem = 'not-an-image' | 'too-many-pixels';

/**
 * An uploaded screenshot checked by its content (never its name or declared type): PNG, JPEG or WebP only, within a
 * pixel budget (decompression bombs are refused before decoding), then re-encoded as WebP, turned upright and
 * stripped of every metadata block (EXIF, GPS, ICC comments), so nothing the camera or editor wrote is kept.
 */
export async function cleanScreenshot(
  bytes: Buffer,
): Promise<
  { ok: true; image: Buffer; width: number; height: number } | { ok: false; problem: ImageProblem }
> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, problem: 'not-an-image' };
  }
  if (!metadata.format || !ACCEPTED.has(metadata.format) || !metadata.width || !metadata.height) {
    return { ok: false, problem: 'not-an-image' };
  }
  if (metadata.width * metadata.height > MAX_SCREENSHOT_PIXELS || (metadata.pages ?? 1) > 1) {
    return { ok: false, problem: 'too-many-pixels' };
  }
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_SCREENSHOT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({
        width: MAX_SCREENSHOT_SIDE,
        height: MAX_SCREENSHOT_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, image: data, width: info.width, height: info.height };
  } catch {
    return { ok: false, problem: 'not-an-image' };
  }
}
