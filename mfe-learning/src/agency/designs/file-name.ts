import type { DesignFormatKey } from '@pipcrafters/contracts';

/**
 * The PNG's file name, `<name>-1080x1080.png`: the design's name without accents, in lower case, words joined by
 * hyphens, and "diseno" when nothing of it is left.
 */
export function pngFileName(name: string, format: DesignFormatKey): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'diseno'}-${format}.png`;
}
