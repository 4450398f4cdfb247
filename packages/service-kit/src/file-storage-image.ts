import type { Metadata } from 'sharp';

/** Images larger than this are refused before they are decoded (decompression bombs). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The formats an upload may be in, as sharp names them. */
export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif';
const DEFAULT_FORMATS: readonly ImageFormat[] = ['png', 'jpeg', 'webp'];

export type ImageProblem = 'not-an-image' | 'too-many-pixels';

export type CleanImage =
  | { ok: true; image: Buffer; width: number; height: number }
  | { ok: false; problem: ImageProblem };

export interface CleanImageOptions {
  /**
   * The formats taken (PNG, JPEG and WebP unless said otherwise). A GIF, when taken, keeps its first frame only: an
   * animation becomes a still image, and only that frame is ever decoded.
   */
  accept?: readonly ImageFormat[];
}

/** sharp (native) is loaded by the first upload, not by every process that imports this kit. */
const sharpModule = async () => (await import('sharp')).default;

/**
 * An uploaded image checked by its content (never its name or declared type): PNG, JPEG or WebP only (and GIF when
 * `options.accept` says so), within a pixel budget (decompression bombs are refused before decoding), then
 * re-encoded as WebP, turned upright, made at most `maxSide` pixels wide or tall (smaller ones stay as they are) and
 * stripped of every metadata block (EXIF, GPS, ICC comments), so nothing the camera or editor wrote is kept.
 */
export async function cleanImage(
  bytes: Buffer,
  maxSide = 2560,
  options: CleanImageOptions = {},
): Promise<CleanImage> {
  const accepted = new Set<string>(options.accept ?? DEFAULT_FORMATS);
  const sharp = await sharpModule();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, problem: 'not-an-image' };
  }
  if (!metadata.format || !accepted.has(metadata.format) || !metadata.width || !metadata.height) {
    return { ok: false, problem: 'not-an-image' };
  }
  // sharp decodes the first frame of an animated GIF only (its height is one frame's); any other image of several
  // pages or frames is refused, as its size is not what the header's width and height say.
  const severalFrames = (metadata.pages ?? 1) > 1 && metadata.format !== 'gif';
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS || severalFrames) {
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
