import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES } from '@pipcrafters/contracts';
import { ROOT } from '../paths.js';
import { startThrowawayPlatform } from '../platform.js';
import { serveRemoteElsewhere } from '../static-origin.js';
import { throwawayPlatformFileName } from '../testing/throwaway-file.js';

/**
 * The platform exactly as `npm start` runs it (built front ends served by the gateway, embedded PostgreSQL,
 * demo seed), but on a throwaway cluster: the browser tests and the benchmark run against it. The browser tests
 * also move one remote to another origin (MOVED_REMOTE), which `npm start` allows with REMOTE_<NAME>_URL.
 */
const gatewayPort = Number(process.env.PORT ?? 8180);

// MOVED_REMOTE=<name> serves that remote from another origin (the next port) to show remotes move at run time.
const moved = REMOTES.find((remote) => remote.name === process.env.MOVED_REMOTE);
const elsewhere = moved
  ? await serveRemoteElsewhere(join(ROOT, moved.folder, 'dist'), gatewayPort + 1)
  : undefined;
const remoteEnv: Record<string, string> =
  moved && elsewhere
    ? { [`REMOTE_${moved.name.toUpperCase()}_URL`]: `${elsewhere.url}/mf-manifest.json` }
    : {};

const platform = await startThrowawayPlatform('e2e', {
  gatewayPort,
  echo: process.env.STACK_LOGS ? 'all' : 'problems',
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', ...remoteEnv },
  supervise: { log: (line) => console.error(line), giveUp: () => void shutdown() },
});
// The browser tests read this run's database from here (to move a clock, as the integration tests do with SQL).
mkdirSync(join(ROOT, '.tmp'), { recursive: true });
const file = join(ROOT, '.tmp', throwawayPlatformFileName(gatewayPort));
writeFileSync(file, JSON.stringify({ url: platform.url, databaseUrl: platform.databaseUrl }));
console.log(
  `Plataforma de pruebas en ${platform.url}${elsewhere ? ` (${moved?.name} desde ${elsewhere.url})` : ''}`,
);

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  rmSync(file, { force: true });
  await platform.stop();
  await elsewhere?.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
