import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BACKEND_PACKAGES, LAUNCHER_BUNDLE, ROOT } from './paths.js';
import { isAlive } from './processes.js';

/**
 * Builds what `npm start`, `dev`, `bench` and the tests run, straight from a fresh clone: nothing here imports a
 * workspace package (their `dist/` may not exist yet); the lists come from the one table, read as plain JSON.
 */

interface PlatformTable {
  services: { name: string }[];
  remotes: { name: string }[];
}

/** packages/contracts/src/platform.json, read as data so it works before contracts is compiled. */
export function readPlatformTable(): PlatformTable {
  return JSON.parse(
    readFileSync(join(ROOT, 'packages/contracts/src/platform.json'), 'utf8'),
  ) as PlatformTable;
}

/** Every TypeScript back-end project, in build order: shared packages, each service of the table, the gateway. */
export function backendProjects(table = readPlatformTable()): string[] {
  return [...BACKEND_PACKAGES, ...table.services.map((service) => `services/${service.name}`), 'gateway'];
}

/** The shell, then each remote of the table (`mfe-<name>`). */
export function frontendFolders(table = readPlatformTable()): string[] {
  return ['shell', ...table.remotes.map((remote) => `mfe-${remote.name}`)];
}

/** Inputs every front end is built from besides its own folder. */
const SHARED_FRONTEND_INPUTS = [
  'packages/ui/src',
  'packages/api-client/src',
  'packages/contracts/src',
  'packages/federation/src',
];
const STAMP = '.build-stamp';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`Falló: ${command} ${args.join(' ')} (en ${cwd})`);
}

function frontendIsStale(folder: string): boolean {
  const stamp = join(ROOT, folder, 'dist', STAMP);
  if (!existsSync(stamp)) return true;
  const inputs = [join(ROOT, folder), ...SHARED_FRONTEND_INPUTS.map((input) => join(ROOT, input))];
  return Math.max(...inputs.map(newestMtime)) > statSync(stamp).mtimeMs;
}

const LOCK = join(ROOT, '.build-lock');

/**
 * One build at a time per checkout: two commands started together (`npm start` twice, `npm test` beside
 * `npm run dev`) would otherwise write the same dist/ folders at once. The lock is a folder holding the owner's pid;
 * a lock whose owner is gone is taken over.
 */
function withBuildLock(work: () => void): void {
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  let announced = false;
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(join(LOCK, 'pid'), String(process.pid));
      break;
    } catch {
      const owner = Number.parseInt(
        existsSync(join(LOCK, 'pid')) ? readFileSync(join(LOCK, 'pid'), 'utf8') : '',
        10,
      );
      if (owner > 0 && !isAlive(owner)) {
        rmSync(LOCK, { recursive: true, force: true });
        continue;
      }
      if (!announced) console.log('› Otra orden está construyendo en esta copia; esperando a que termine...');
      announced = true;
      Atomics.wait(sleeper, 0, 0, 500);
    }
  }
  try {
    work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/** Compiles the back end (incremental `tsc -b` over the table's projects). */
export function buildBackend(): void {
  withBuildLock(compileBackend);
}

function compileBackend(): void {
  console.log('› Compilando servicios y gateway (tsc -b)...');
  run(join(ROOT, 'node_modules', '.bin', 'tsc'), ['-b', ...backendProjects()], ROOT);
}

/**
 * `npm start`'s launcher (cli/start.ts and the platform modules it imports) bundled into LAUNCHER_BUNDLE with esbuild;
 * packages stay imports of node_modules. It takes a few milliseconds, so it is done on every build.
 */
export function bundleLauncher(): void {
  run(
    join(ROOT, 'node_modules', '.bin', 'esbuild'),
    [
      'packages/platform/src/cli/start.ts',
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--target=node20',
      '--packages=external',
      '--log-level=warning',
      `--outfile=${LAUNCHER_BUNDLE}`,
    ],
    ROOT,
  );
}

/** Builds what is not built yet or changed since: the TypeScript back end (incremental) and each front end. */
export function buildAll(options: { force?: boolean } = {}): void {
  withBuildLock(() => {
    compileBackend();
    bundleLauncher();
    const rspack = join(ROOT, 'node_modules', '.bin', 'rspack');
    for (const folder of frontendFolders()) {
      if (!options.force && !frontendIsStale(folder)) continue;
      console.log(`› Construyendo ${folder}...`);
      run(rspack, ['build'], join(ROOT, folder));
      writeFileSync(join(ROOT, folder, 'dist', STAMP), new Date().toISOString());
    }
  });
}
