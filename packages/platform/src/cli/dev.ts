import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REMOTES } from '@pipcrafters/contracts';
import { DATA_DIR, ROOT } from '../paths.js';
import { startPlatform } from '../platform.js';

/** Development: the same back end as `npm start`, with Rspack dev servers (hot reload) for the shell and remotes. */
const SHELL_PORT = 3000;
const remotePort = (index: number) => SHELL_PORT + 1 + index;

const compiled = spawnSync(join(ROOT, 'node_modules/.bin/tsc'), ['-b', 'tsconfig.json'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (compiled.status !== 0) process.exit(1);

const remoteUrls = Object.fromEntries(
  REMOTES.map((remote, index) => [
    `REMOTE_${remote.name.toUpperCase()}_URL`,
    `http://localhost:${remotePort(index)}/mf-manifest.json`,
  ]),
);
const platform = await startPlatform({
  dataDir: DATA_DIR,
  gatewayPort: Number(process.env.PORT ?? 8080),
  databaseUrl: process.env.DATABASE_URL,
  persistent: true,
  postgresPort: Number(process.env.PGPORT_EMBEDDED ?? 5488),
  servicePorts: 'default',
  seedDemo: process.env.SEED_DEMO !== 'false',
  echo: 'problems',
  env: {
    NODE_ENV: 'development',
    ALLOWED_ORIGINS: `http://localhost:${SHELL_PORT},http://127.0.0.1:${SHELL_PORT}`,
    ...remoteUrls,
  },
});

const devServers: ChildProcess[] = [
  ['shell', SHELL_PORT] as const,
  ...REMOTES.map((remote, index) => [remote.folder, remotePort(index)] as const),
].map(([folder]) =>
  spawn(join(ROOT, 'node_modules/.bin/rspack'), ['serve'], {
    cwd: join(ROOT, folder),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  }),
);

console.log(`\nPipCrafters (desarrollo) en http://localhost:${SHELL_PORT} · API en ${platform.url}\n`);

const shutdown = async () => {
  for (const server of devServers) server.kill('SIGTERM');
  await platform.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
