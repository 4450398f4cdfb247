import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `../shared/fixtures/community/` beside the repository: hostile inputs, read at run time, never copied in. */
export const COMMUNITY_FIXTURES = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../shared/fixtures/community',
);

export function fixture(path: string): Buffer {
  const file = resolve(COMMUNITY_FIXTURES, path);
  if (!existsSync(file))
    throw new Error(`Falta el fichero de prueba ${file} (../shared/fixtures/community/)`);
  return readFileSync(file);
}

export interface ImageCase {
  id: string;
  file: string | null;
  claimedMime?: string;
  dataUrlPrefix?: string;
  dataUrl?: string;
  generate?: { prefix: string; base64Of: string; approxChars: number };
  expect: 'accept' | 'refuse';
  width?: number;
  height?: number;
}

/** The 24 `attachmentUrl` cases of images/CASES.json. */
export function imageCases(): ImageCase[] {
  return (JSON.parse(fixture('images/CASES.json').toString('utf8')) as { cases: ImageCase[] }).cases;
}

/** The data URL a case sends: its file's bytes behind its prefix, its literal URL, or the one it says to build. */
export function caseDataUrl(item: ImageCase): string {
  if (item.file) return `${item.dataUrlPrefix}${fixture(`images/${item.file}`).toString('base64')}`;
  if (item.dataUrl !== undefined) return item.dataUrl;
  if (item.generate) {
    // "valid.png followed by 12 MiB of zero bytes"
    const bytes = Buffer.concat([fixture('images/valid.png'), Buffer.alloc(12 * 1024 * 1024)]);
    return `${item.generate.prefix}${bytes.toString('base64')}`;
  }
  throw new Error(`Caso de imagen sin datos: ${item.id}`);
}

export interface XssCase {
  id: string;
  input: string;
  kind: string;
}

/** The 180 hostile Markdown strings of xss-markdown.json. */
export function xssCases(): XssCase[] {
  return JSON.parse(fixture('xss-markdown.json').toString('utf8')) as XssCase[];
}
