import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';

export type ContentEncoding = 'br' | 'gzip';

/** Text formats worth compressing. Source maps are left out: large, and only fetched by developer tools. */
const COMPRESSIBLE = /\.(?:js|mjs|cjs|css|html|json|svg|txt|xml|wasm|webmanifest)$/i;
/** Below this, compression saves less than it costs. */
const MIN_COMPRESSED_BYTES = 1024;
/** Larger files are sent as they are rather than held in memory. */
const MAX_COMPRESSED_BYTES = 16 * 1024 * 1024;
/** Compressed copies kept in memory, in bytes (every build of the platform is far below this). */
const CACHE_BYTES = 128 * 1024 * 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * The encoding to answer with, from an Accept-Encoding header: brotli, else gzip, when the client takes them
 * (q > 0, `*` included); undefined for the file as it is.
 */
export function preferredEncoding(
  acceptEncoding: string | string[] | undefined,
): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === '') continue;
    let weight = 1;
    for (const parameter of parameters) {
      const [key, value] = parameter.split('=');
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(value?.trim());
        weight = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    weights.set(coding, weight);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = Math.max(weightOf('gzip'), weights.get('x-gzip') ?? 0);
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return undefined;
}

/** Whether a built file is served compressed to clients that accept it (by name; size is checked on serving). */
export function isCompressible(filePath: string): boolean {
  return COMPRESSIBLE.test(filePath);
}

async function compress(data: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(data, { level: 9 });
  return brotliAsync(data, {
    params: {
      // Quality 9: close to the best ratio at a small fraction of the time of 11 (paid once per file).
      [constants.BROTLI_PARAM_QUALITY]: 9,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

const SIBLING_EXTENSION: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

interface FileVersion {
  path: string;
  encoding: ContentEncoding;
  mtimeMs: number;
}

/**
 * Compressed copies of built files, made once per file version (path, modification time) and encoding, and kept in
 * memory. A precompressed sibling (`app.js.br`, `app.js.gz`) at least as new as the file is used as it is.
 * Concurrent requests for one copy share the work; a failure is not remembered.
 */
export class CompressedFileCache {
  private readonly cache: LRUCache<string, Buffer, FileVersion>;

  constructor(maxBytes = CACHE_BYTES) {
    this.cache = new LRUCache<string, Buffer, FileVersion>({
      maxSize: maxBytes,
      sizeCalculation: (body) => Math.max(1, body.length),
      fetchMethod: (_key, _stale, { context }) => this.load(context),
    });
  }

  async get(version: FileVersion): Promise<Buffer> {
    const key = `${version.encoding}:${version.mtimeMs}:${version.path}`;
    const body = await this.cache.fetch(key, { context: version });
    if (!body) throw new Error(`No se pudo comprimir ${version.path}`);
    return body;
  }

  private async load({ path, encoding, mtimeMs }: FileVersion): Promise<Buffer> {
    const sibling = `${path}${SIBLING_EXTENSION[encoding]}`;
    const siblingStats = await stat(sibling).catch(() => undefined);
    if (siblingStats?.isFile() && siblingStats.mtimeMs >= mtimeMs) return readFile(sibling);
    return compress(await readFile(path), encoding);
  }
}

/** The file a request path names under a folder, or undefined when it would leave it or names a dotfile. */
export function fileUnder(root: string, requestPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.endsWith('/')) return undefined;
  if (decoded.split(/[\\/]/).some((segment) => segment.startsWith('.'))) return undefined;
  const base = resolve(root);
  const file = resolve(join(base, decoded));
  return file.startsWith(base + sep) ? file : undefined;
}

export interface CompressedFilesOptions {
  cache: CompressedFileCache;
  cacheControl: (filePath: string) => string;
}

/**
 * Sends a compressible file compressed (brotli or gzip, as the client prefers) with Vary, ETag, Last-Modified
 * and Cache-Control; answers false when it is not for this handler (not compressible, too small or large,
 * missing, or the client takes no compression) so the caller sends it as it is.
 */
export async function sendCompressed(
  request: Request,
  response: Response,
  file: string,
  options: CompressedFilesOptions,
): Promise<boolean> {
  if (!isCompressible(file)) return false;
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return false;
  const stats = await stat(file).catch(() => undefined);
  if (!stats?.isFile() || stats.size < MIN_COMPRESSED_BYTES || stats.size > MAX_COMPRESSED_BYTES)
    return false;

  response.setHeader('Vary', 'Accept-Encoding');
  response.setHeader('Cache-Control', options.cacheControl(file));
  response.setHeader(
    'ETag',
    `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}-${encoding}"`,
  );
  response.setHeader('Last-Modified', stats.mtime.toUTCString());
  if (request.fresh) {
    response.status(304).end();
    return true;
  }
  const body = await options.cache.get({ path: file, encoding, mtimeMs: stats.mtimeMs });
  response.status(200);
  response.type(extname(file));
  response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', String(body.length));
  if (request.method === 'HEAD') response.end();
  else response.end(body);
  return true;
}

/** Middleware serving the compressible files of a folder compressed; everything else goes to `next`. */
export function compressedFiles(root: string, options: CompressedFilesOptions): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      next();
      return;
    }
    const file = fileUnder(root, request.path);
    if (!file || !isCompressible(file) || !preferredEncoding(request.headers['accept-encoding'])) {
      next();
      return;
    }
    sendCompressed(request, response, file, options).then(
      (sent) => {
        if (!sent) next();
      },
      (error: unknown) => next(error),
    );
  };
}
