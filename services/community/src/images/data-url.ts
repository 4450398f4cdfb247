import { COMMUNITY_LIMITS } from '@pipcrafters/contracts';

/** The image types a post's data URL may claim. */
export const IMAGE_TYPES = ['png', 'jpeg', 'webp', 'gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** How the messages name each type. */
export const IMAGE_TYPE_NAMES: Record<ImageType, string> = {
  png: 'PNG',
  jpeg: 'JPEG',
  webp: 'WebP',
  gif: 'GIF',
};

export type DataUrlProblem = 'not-a-data-url' | 'bad-base64' | 'empty' | 'too-large';

export type ParsedDataUrl =
  | { ok: true; claimed: ImageType; bytes: Buffer }
  | { ok: false; problem: DataUrlProblem };

const DATA_URL = /^data:image\/(png|jpeg|webp|gif);base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * A post's `attachmentUrl` read strictly: `data:image/(png|jpeg|webp|gif);base64,` and canonical base64 (padded,
 * no spaces), nothing else (SVG, HTML, scripts, remote URLs, unencoded data URLs are not images here). The size is
 * checked from the text's length before anything is decoded.
 */
export function parseImageDataUrl(
  url: string,
  maxBytes: number = COMMUNITY_LIMITS.imageBytes,
): ParsedDataUrl {
  const prefix = DATA_URL.exec(url);
  if (!prefix) return { ok: false, problem: 'not-a-data-url' };
  const base64 = url.slice(prefix[0].length);
  if (base64.length === 0) return { ok: false, problem: 'empty' };
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if ((base64.length / 4) * 3 - padding > maxBytes) return { ok: false, problem: 'too-large' };
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) return { ok: false, problem: 'bad-base64' };
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  return { ok: true, claimed: (prefix[1] ?? '').toLowerCase() as ImageType, bytes };
}

/** The image type the bytes begin like (their signature), whatever anyone says they are. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  const starts = (signature: number[], offset = 0) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    return 'gif';
  }
  return null;
}
