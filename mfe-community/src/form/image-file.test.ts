/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { imageFileProblem, sniffImageType } from './image-file';

/** `../shared/fixtures/community/images/` beside the repository, read at run time. */
const IMAGES = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/fixtures/community/images',
);
function head(name: string): Uint8Array {
  const file = resolve(IMAGES, name);
  if (!existsSync(file)) throw new Error(`Falta el fichero de prueba ${file}`);
  return new Uint8Array(readFileSync(file).subarray(0, 12));
}

describe('an attached image, checked before it is sent', () => {
  it('recognises PNG, JPEG and WebP by their bytes', () => {
    expect(sniffImageType(head('valid.png'))).toBe('image/png');
    expect(sniffImageType(head('valid.jpg'))).toBe('image/jpeg');
    expect(sniffImageType(head('valid.webp'))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('GIF89a\x01\x00'))).toBe('image/gif');
  });

  it('refuses an SVG and HTML dressed as a PNG', () => {
    expect(imageFileProblem({ type: 'image/svg+xml', size: 464 }, head('svg-script.svg'))).toBe(
      'Formato no admitido: elige una imagen PNG, JPEG, WebP o GIF.',
    );
    expect(imageFileProblem({ type: 'image/png', size: 177 }, head('html-as.png'))).toBe(
      'El archivo no es una imagen PNG, JPEG, WebP o GIF válida.',
    );
  });

  it('refuses more than 5 MB, saying how much it is', () => {
    expect(imageFileProblem({ type: 'image/png', size: 6.2 * 1024 * 1024 }, head('valid.png'))).toBe(
      'La imagen ocupa 6,2 MB y el máximo es 5 MB.',
    );
    expect(imageFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 }, head('valid.png'))).toBeNull();
  });

  it('accepts a valid image whatever its format among the four', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: 247 }, head('valid.jpg'))).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: 162 }, head('valid.webp'))).toBeNull();
  });
});
