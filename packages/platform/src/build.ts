import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FRONTENDS, ROOT } from './paths.js';

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

/** Builds what is not built yet or changed since: the TypeScript back end (incremental) and each front end. */
export function buildAll(options: { force?: boolean } = {}): void {
  const tsc = join(ROOT, 'node_modules', '.bin', 'tsc');
  console.log('› Compilando servicios y gateway (tsc -b)...');
  run(tsc, ['-b', 'tsconfig.json'], ROOT);
  const rspack = join(ROOT, 'node_modules', '.bin', 'rspack');
  for (const folder of FRONTENDS) {
    if (!options.force && !frontendIsStale(folder)) continue;
    console.log(`› Construyendo ${folder}...`);
    run(rspack, ['build'], join(ROOT, folder));
    writeFileSync(join(ROOT, folder, 'dist', STAMP), new Date().toISOString());
  }
}
