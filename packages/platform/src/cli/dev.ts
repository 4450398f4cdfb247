import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { DEFAULT_GATEWAY_PORT, platformPorts, REMOTES, remoteUrlVariable } from '@pipcrafters/contracts';
import { dataDirFor, ROOT } from '../paths.js';
import { startPlatform } from '../platform.js';
import { leaveSignalsToLauncher } from '../postgres.js';
import { silenceEchoes } from '../processes.js';
import { portSetting } from './settings.js';

/**
 * Development: the same back end as `npm start` (built by launch.ts), with Rspack dev servers (hot reload) for the
 * shell and every remote of the table, on ports derived from PORT; each dev server proxies /api and /socket.io to
 * this platform's gateway.
 */
const gatewayPort = portSetting('PORT', DEFAULT_GATEWAY_PORT);
const ports = platformPorts(gatewayPort);
const shellOrigin = `http://localhost:${ports.devShell}`;

const remoteUrls = Object.fromEntries(
  REMOTES.map((remote) => [
    remoteUrlVariable(remote.name),
    `http://localhost:${ports.devRemotes[remote.name]}/mf-manifest.json`,
  ]),
);
const platform = await startPlatform({
  dataDir: dataDirFor(gatewayPort),
  gatewayPort,
  databaseUrl: process.env.DATABASE_URL,
  persistent: true,
  postgresPort: process.env.PGPORT_EMBEDDED ? portSetting('PGPORT_EMBEDDED', 0) : undefined,
  servicePorts: 'derived',
  seedDemo: process.env.SEED_DEMO !== 'false',
  echo: 'problems',
  env: {
    NODE_ENV: 'development',
    // The shell's dev server, and each remote's own (a remote opened alone signs out and writes too).
    ALLOWED_ORIGINS: [ports.devShell, ...Object.values(ports.devRemotes)]
      .flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`])
      .join(','),
    ...remoteUrls,
  },
  supervise: { log: (line) => console.error(line), giveUp: () => void shutdown(1) },
}).catch((error: unknown) => {
  console.error(`No se pudo arrancar PipCrafters: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

const devServers: ChildProcess[] = ['shell', ...REMOTES.map((remote) => remote.folder)].map((folder) =>
  spawn(join(ROOT, 'node_modules/.bin/rspack'), ['serve'], {
    cwd: join(ROOT, folder),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', PORT: String(gatewayPort) },
  }),
);

console.log(`\nPipCrafters (desarrollo) en ${shellOrigin} · API en ${platform.url}\n`);

let stopping = false;
async function shutdown(code = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  silenceEchoes();
  for (const server of devServers) server.kill('SIGTERM');
  await platform.stop();
  process.exit(code);
}
leaveSignalsToLauncher();
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
