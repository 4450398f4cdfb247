import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEMO_ACCOUNTS, REMOTES, remoteForPath } from '@pipcrafters/contracts';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { ROOT } from '../paths.js';
import { HttpClient } from '../testing/stack.js';

/** Written by every production front-end build (packages/federation/src/chunk-report.cjs), outside the public dist/. */
const CHUNK_REPORT_FILE = '.tmp/chunk-report.json';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface ChunkReportEntry {
  names: string[];
  reasons: string[];
  /** Bytes before minification of each package in the chunk. */
  packages: Record<string, number>;
  modules: number;
}

/** One script a page downloaded: its gzip size and, from the build's chunk report, what it holds and why. */
export interface ChunkWeight {
  app: string;
  file: string;
  gzipBytes: number;
  reasons: string[];
  packages: Record<string, number>;
}

export interface PageWeight {
  path: string;
  requests: number;
  scripts: number;
  scriptGzipBytes: number;
  scriptTransferredBytes: number;
  /** The part of scriptGzipBytes served from one remote's folder (/remotes/<name>/), when one is named. */
  remoteGzipBytes: number;
  /** The part served by the shell's origin: the shell's own chunks and every shared module it provides. */
  shellGzipBytes: number;
  chunks: ChunkWeight[];
}

/** The shell's and each remote's chunk reports, read once: `file → what it holds`, per app. */
function readChunkReports(): Map<string, Record<string, ChunkReportEntry>> {
  const apps = [{ name: 'shell', folder: 'shell' }, ...REMOTES];
  const reports = new Map<string, Record<string, ChunkReportEntry>>();
  for (const app of apps) {
    const file = join(ROOT, app.folder, CHUNK_REPORT_FILE);
    if (existsSync(file)) reports.set(app.name, JSON.parse(readFileSync(file, 'utf8')));
  }
  return reports;
}

/** Which app served a script: `/remotes/<name>/…` is that remote's, everything else the shell's. */
function appOfPath(pathname: string): string {
  return pathname.match(/^\/remotes\/([^/]+)\//)?.[1] ?? 'shell';
}

type DemoAccount = 'trader' | 'admin';

/** Signs a demo account in (the trader by default) through the API and gives the browser its session cookies. */
export async function signInContext(
  context: BrowserContext,
  baseUrl: string,
  account: DemoAccount = 'trader',
): Promise<void> {
  const client = new HttpClient(baseUrl);
  const response = await client.post('/api/auth/login', {
    email: DEMO_ACCOUNTS[account].email,
    password: DEMO_ACCOUNTS[account].password,
  });
  if (!response.ok) throw new Error(`No se pudo iniciar sesión para medir: ${response.status}`);
  await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: baseUrl })));
}

/**
 * A cold load of one page in Chromium (new context, HTTP cache disabled): requests, scripts, and the gzip size of
 * each script (as `gzip -6` compresses it), joined with the build's chunk report to say what each one holds.
 */
export async function measurePage(
  baseUrl: string,
  path: string,
  login: boolean | DemoAccount,
  remote?: string,
  shared?: Browser,
): Promise<PageWeight> {
  const reports = readChunkReports();
  const browser = shared ?? (await launchChromium());
  const context = await browser.newContext();
  try {
    if (login) await signInContext(context, baseUrl, login === true ? 'trader' : login);
    const target = await concretePath(context, baseUrl, path);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const weight: PageWeight = {
      path,
      requests: 0,
      scripts: 0,
      scriptGzipBytes: 0,
      scriptTransferredBytes: 0,
      remoteGzipBytes: 0,
      shellGzipBytes: 0,
      chunks: [],
    };
    const pending: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      weight.requests += 1;
      if (request.resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const response = await request.response();
          const body = await response?.body().catch(() => undefined);
          const sizes = await request.sizes();
          weight.scripts += 1;
          weight.scriptTransferredBytes += sizes.responseBodySize;
          if (!body) return;
          const gzip = gzipSync(body, { level: 6 }).length;
          weight.scriptGzipBytes += gzip;
          const pathname = new URL(request.url()).pathname;
          if (remote && pathname.startsWith(`/remotes/${remote}/`)) weight.remoteGzipBytes += gzip;
          const app = appOfPath(pathname);
          if (app === 'shell') weight.shellGzipBytes += gzip;
          const file = pathname.split('/').at(-1) ?? pathname;
          const entry = reports.get(app)?.[file];
          weight.chunks.push({
            app,
            file,
            gzipBytes: gzip,
            reasons:
              entry?.reasons ?? (file === 'theme-boot.js' ? ['public/ (antes del primer pintado)'] : []),
            packages: entry?.packages ?? {},
          });
        })(),
      );
    });
    await page.goto(`${baseUrl}${target}`, { waitUntil: 'networkidle' });
    if (login) await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    await Promise.all(pending);
    weight.chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return weight;
  } finally {
    await context.close();
    if (!shared) await browser.close();
  }
}

/** `/community/:post`: the newest post of the feed the account sees (the seed's ids differ on each platform). */
async function concretePath(context: BrowserContext, baseUrl: string, path: string): Promise<string> {
  if (!path.includes(':post')) return path;
  const response = await context.request.get(`${baseUrl}/api/community/posts?sort=new`);
  const [first] = (await response.json()) as { id: string }[];
  if (!first) throw new Error(`No hay posts en la comunidad para medir ${path}`);
  return path.replace(':post', encodeURIComponent(first.id));
}

function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The three biggest packages of a chunk with their share of its (unminified) bytes. */
function topPackages(packages: Record<string, number>): string {
  const total = Object.values(packages).reduce((sum, bytes) => sum + bytes, 0) || 1;
  return Object.entries(packages)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, bytes]) => `${name} ${Math.round((bytes / total) * 100)} %`)
    .join(', ');
}

/** Every script of a page, biggest first: which app and chunk, its gzip size, what it holds and why it is there. */
export function printChunkBreakdown(page: PageWeight): void {
  console.log(`Scripts de ${page.path} en frío, del más pesado al más ligero (${page.scripts} scripts)`);
  console.table(
    page.chunks.map((chunk) => ({
      app: chunk.app,
      archivo: chunk.file,
      gzip: kb(chunk.gzipBytes),
      contiene: topPackages(chunk.packages),
      'por qué': chunk.reasons.slice(0, 2).join('; '),
    })),
  );
}

/** The landing page and /auth: the public pages, each at most 200 KB of gzip JavaScript in at most 20 scripts. */
export const PUBLIC_PAGE_TARGET = { gzipBytes: 200 * 1024, scripts: 20 };

export function printPublicPageTargets(pages: PageWeight[]): void {
  for (const page of pages) {
    const ok =
      page.scriptGzipBytes <= PUBLIC_PAGE_TARGET.gzipBytes && page.scripts <= PUBLIC_PAGE_TARGET.scripts;
    console.log(
      `JS de ${page.path} en frío: ${kb(page.scriptGzipBytes)} gzip en ${page.scripts} scripts (objetivo ≤ 200 KB y ≤ 20 scripts) ${ok ? '✓' : '✗'}`,
    );
  }
}

/** Issue 19: a signed-in page's first load ≤ 300 KB of gzip JavaScript, of which its area's own ≤ 150 KB. */
export const SIGNED_IN_PAGE_TARGET = { gzipBytes: 300 * 1024, areaGzipBytes: 150 * 1024 };

/** The signed-in pages measured cold: the shell's dashboard and one or more pages of every area (admin as admin). */
export const SIGNED_IN_PAGES: { path: string; account: DemoAccount }[] = [
  { path: '/dashboard', account: 'trader' },
  { path: '/aprende', account: 'trader' },
  { path: '/aprende/lesson/que-es-un-pip', account: 'trader' },
  { path: '/pipjournal', account: 'trader' },
  { path: '/edgepilot', account: 'trader' },
  { path: '/estrategias', account: 'trader' },
  { path: '/community', account: 'trader' },
  { path: '/community/:post', account: 'trader' },
  { path: '/financehub', account: 'trader' },
  { path: '/cashcrafter', account: 'trader' },
  { path: '/tutor-ia', account: 'trader' },
  { path: '/mindcrafter', account: 'trader' },
  { path: '/admin', account: 'admin' },
];

const PUBLIC_PAGES = ['/', '/auth'];

/**
 * BENCH_ONLY=pages: cold loads of the public pages and of every signed-in page, one Chromium for all of them.
 * `BENCH_PAGES=/dashboard,/pipjournal` measures only those; `BENCH_PAGES_CHUNKS=1` prints every script of each
 * signed-in page (the public pages' always print).
 */
export async function runPagesBench(baseUrl: string): Promise<void> {
  const only = process.env.BENCH_PAGES?.split(',').map((path) => path.trim());
  const wanted = (path: string) => !only || only.includes(path);
  const chunks = process.env.BENCH_PAGES_CHUNKS === '1';
  const browser = await launchChromium();
  try {
    const publicPages: PageWeight[] = [];
    for (const path of PUBLIC_PAGES.filter(wanted)) {
      publicPages.push(await measurePage(baseUrl, path, false, undefined, browser));
    }
    const signedIn: PageWeight[] = [];
    for (const { path, account } of SIGNED_IN_PAGES.filter((page) => wanted(page.path))) {
      signedIn.push(await measurePage(baseUrl, path, account, remoteForPath(path)?.name, browser));
    }
    for (const page of publicPages) printChunkBreakdown(page);
    if (chunks) for (const page of signedIn) printChunkBreakdown(page);
    printPublicPageTargets(publicPages);
    printSignedInPageTargets(signedIn);
  } finally {
    await browser.close();
  }
}

/** Each signed-in page: scripts, gzip JS against ≤ 300 KB, the shell's share and its area's own against ≤ 150 KB. */
export function printSignedInPageTargets(pages: PageWeight[]): void {
  if (pages.length === 0) return;
  console.log('Páginas con sesión en frío (objetivo: ≤ 300 KB de JS gzip; lo propio del área ≤ 150 KB)');
  console.table(
    pages.map((page) => {
      const area = remoteForPath(page.path)?.name;
      const totalOk = page.scriptGzipBytes <= SIGNED_IN_PAGE_TARGET.gzipBytes;
      const areaOk = page.remoteGzipBytes <= SIGNED_IN_PAGE_TARGET.areaGzipBytes;
      return {
        ruta: page.path,
        scripts: page.scripts,
        'JS gzip': `${kb(page.scriptGzipBytes)} ${totalOk ? '✓' : '✗'}`,
        shell: kb(page.shellGzipBytes),
        área: area ? `${area} ${kb(page.remoteGzipBytes)} ${areaOk ? '✓' : '✗'}` : '— (el shell)',
      };
    }),
  );
}
