import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPlatform } from '../platform.js';

/**
 * The platform exactly as `npm start` runs it (built front ends served by the gateway, embedded PostgreSQL,
 * demo seed), but on a throwaway cluster: the browser tests and the benchmark run against it.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'pipcrafters-e2e-'));
const platform = await startPlatform({
  dataDir,
  gatewayPort: Number(process.env.PORT ?? 8180),
  persistent: false,
  servicePorts: 'free',
  seedDemo: true,
  echo: process.env.STACK_LOGS ? 'all' : 'problems',
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
});
console.log(`Plataforma de pruebas en ${platform.url}`);

const shutdown = async () => {
  await platform.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
