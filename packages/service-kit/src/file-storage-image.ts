import type { Metadata } from 'sharp';

/** Images larger than this are refused before they are decoded (decompression bombs). */
export const MAX_IMAGE_PIXELS = 40_000_000;
const ACCEPTED = new Set(['png', 'jpeg', 'webp']);

export type ImageProblem = 'not-an-image' | 'too-many-pixels';

export type CleanImage =
  | { ok: true; image: Buffer; width: number; height: number }
  | { ok: false; problem: ImageProblem };

/** sharp (native) is loaded by the first upload, not by every process that imports this kit. */
const sharpModule = async () => (await import('sharp')).default;

/**
 * An uploaded image checked by its content (never its name or declared type): PNG, JPEG or WebP only, within a
 * pixel budget (decompression bombs are refused before decoding), then re-encoded as WebP, turned upright, made at
 * most `maxSide` pixels wide or tall (smaller ones stay as they are) and stripped of every metadata block (EXIF, GPS,
 * ICC comments), so nothing the camera or editor wrote is kept.
 */
export async function cleanImage(bytes: Buffer, maxSide = 2560): Promise<CleanImage> {
  const sharp = await sharpModule();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, problem: 'not-an-image' };
  }
  if (!metadata.format || !ACCEPTED.has(metadata.format) || !metadata.width || !metadata.height) {
    return { ok: false, problem: 'not-an-image' };
  }
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS || (metadata.pages ?? 1) > 1) {
    return { ok: false, problem: 'too-many-pixels' };
  }
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, image: data, width: info.width, height: info.height };
  } catch {
    return { ok: false, problem: 'not-an-image' };
  }
}
