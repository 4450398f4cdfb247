import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { frontendFolders } from '../build.js';
import { ROOT } from '../paths.js';

/**
 * `npm run typecheck`: the back end was just built by `tsc -b` (launch.ts); then every other TypeScript project,
 * the front ends taken from the one table, so a new remote is checked without editing a script.
 */
const projects = [
  'tsconfig.tests.json',
  'packages/platform',
  'packages/ui',
  'packages/api-client',
  'packages/federation',
  ...frontendFolders(),
  'e2e',
];
const tsc = join(ROOT, 'node_modules', '.bin', 'tsc');
let failed = 0;
for (const project of projects) {
  const result = spawnSync(tsc, ['-p', project], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`› Errores de tipos en ${project}`);
    failed += 1;
  }
}
if (failed > 0) process.exit(1);
console.log(`› Tipos correctos en ${projects.length} proyectos y el back end.`);
