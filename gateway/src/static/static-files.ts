import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { isUnderPath, REMOTES } from '@pipcrafters/contracts';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { CompressedFileCache, compressedFiles, isCompressible, sendCompressed } from './compressed-files';

/** Bundler output named by content hash (`[name].[contenthash:8].js`) never changes: cache it for a year. */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entry points (index.html, mf-manifest.json, remoteEntry.js...) are checked on every load. */
const REVALIDATE = 'no-cache';

/** Cache policy of one built file. */
export function cacheControlFor(filePath: string): string {
  const name = filePath.split(/[\\/]/).pop() ?? '';
  if (name === 'mf-manifest.json' || name.startsWith('remoteEntry') || name.endsWith('.html'))
    return REVALIDATE;
  return CONTENT_HASHED.test(name) ? IMMUTABLE : REVALIDATE;
}

/**
 * Source maps are never served, whatever a build folder holds: they would hand out the front ends' full sources.
 * The builds emit none (packages/federation); this holds for a folder built otherwise, and keeps a request for one
 * from getting the page instead of a 404.
 */
export function isSourceMapPath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not valid percent-encoding: no file is served for it anyway.
  }
  return /\.map\/?$/i.test(decoded);
}

/** Paths the single-page app never answers: the API, remotes and the realtime endpoint. */
export function isSpaPath(path: string): boolean {
  return !['/api', '/remotes', '/socket.io'].some((prefix) => isUnderPath(path, prefix));
}

const setHeaders = (response: ServerResponse, filePath: string) => {
  response.setHeader('Cache-Control', cacheControlFor(filePath));
  // The same URL may be answered compressed to another client: caches must keep the variants apart.
  if (isCompressible(filePath)) response.setHeader('Vary', 'Accept-Encoding');
};

const notFound = (_request: Request, response: Response) => {
  response.status(404).type('text/plain').send('Not Found');
};

/**
 * Serves every remote's build at /remotes/<name>/ and the shell at / with a fallback to its index.html, so
 * the browser only ever talks to this one origin. A build that is missing is reported, never fatal.
 * Text files go out brotli- or gzip-compressed to clients that accept it, compressed once per file version and
 * kept in memory (or taken from a precompressed `.br`/`.gz` sibling); /api and /socket.io never touch the disk.
 */
export function serveStaticFiles(app: Express, staticRoot: string): void {
  const logger = new Logger('StaticFiles');
  const compression = { cache: new CompressedFileCache(), cacheControl: cacheControlFor };
  const noSourceMaps = (request: Request, response: Response, next: NextFunction) => {
    if (isSourceMapPath(request.path)) notFound(request, response);
    else next();
  };
  app.use('/remotes', noSourceMaps);
  for (const remote of REMOTES) {
    const folder = join(staticRoot, remote.folder, 'dist');
    if (existsSync(folder)) {
      app.use(
        `/remotes/${remote.name}`,
        compressedFiles(folder, compression),
        express.static(folder, { index: false, setHeaders }),
      );
    } else {
      logger.warn(
        `No existe la compilación de ${remote.folder} (${folder}); /remotes/${remote.name}/ responderá 404.`,
      );
    }
  }
  app.use('/remotes', notFound);

  const shell = join(staticRoot, 'shell', 'dist');
  const index = join(shell, 'index.html');
  if (!existsSync(index)) {
    logger.warn(`No existe la compilación del shell (${index}); solo se servirá la API.`);
    return;
  }
  const shellFiles = express.Router();
  shellFiles.use(
    noSourceMaps,
    compressedFiles(shell, compression),
    express.static(shell, { index: false, setHeaders }),
  );
  shellFiles.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      next();
      return;
    }
    sendCompressed(request, response, index, { ...compression, cacheControl: () => REVALIDATE }).then(
      (sent) => {
        if (sent) return;
        response.setHeader('Cache-Control', REVALIDATE);
        response.setHeader('Vary', 'Accept-Encoding');
        response.sendFile(index);
      },
      (error: unknown) => next(error),
    );
  });
  // The API and the realtime endpoint skip the shell's files entirely (no file-system look-up per call).
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (isSpaPath(request.path)) shellFiles(request, response, next);
    else next();
  });
}
