import { join } from 'node:path';
import { DEFAULT_GATEWAY_PORT, DEMO_ACCOUNTS } from '@pipcrafters/contracts';
import { dataDirFor } from '../paths.js';
import { startPlatform } from '../platform.js';
import { leaveSignalsToLauncher } from '../postgres.js';
import { silenceEchoes } from '../processes.js';
import { portSetting } from './settings.js';

// Built by launch.ts before this module loads.
const gatewayPort = portSetting('PORT', DEFAULT_GATEWAY_PORT);
const postgresPort = process.env.PGPORT_EMBEDDED ? portSetting('PGPORT_EMBEDDED', 0) : undefined;
const DATA_DIR = dataDirFor(gatewayPort);
console.log(
  process.env.DATABASE_URL
    ? '› Usando PostgreSQL externo (DATABASE_URL).'
    : '› Arrancando PostgreSQL embebido...',
);

let stopping = false;
async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log('\n› Deteniendo servicios y PostgreSQL...');
  silenceEchoes();
  await platform.stop();
  process.exit(code);
}

const platform = await startPlatform({
  dataDir: DATA_DIR,
  gatewayPort,
  databaseUrl: process.env.DATABASE_URL,
  persistent: true,
  postgresPort,
  servicePorts: 'derived',
  seedDemo: process.env.SEED_DEMO !== 'false',
  echo: 'problems',
  // Whatever ends unexpectedly is started again; the platform stops only on Ctrl-C or when something does not
  // come back.
  supervise: { log: (line) => console.error(line), giveUp: () => void shutdown(1) },
}).catch((error: unknown) => {
  console.error(`No se pudo arrancar PipCrafters: ${error instanceof Error ? error.message : String(error)}`);
  console.error(`Registros en ${join(DATA_DIR, 'logs')}`);
  process.exit(1);
});

const accounts = [
  ['Administración', DEMO_ACCOUNTS.admin],
  ['Trader activo', DEMO_ACCOUNTS.trader],
  ['Solicitud pendiente', DEMO_ACCOUNTS.applicant],
] as const;
console.log(`
PipCrafters está en marcha: ${platform.url}

Cuentas de demostración:
${accounts.map(([role, account]) => `  ${role.padEnd(20)} ${account.email.padEnd(28)} ${account.password}`).join('\n')}
${process.env.ADMIN_EMAIL ? `  Administración (ADMIN_EMAIL) ${process.env.ADMIN_EMAIL}\n` : ''}
Registros: ${join(DATA_DIR, 'logs')} · Ctrl-C para detenerlo todo.
`);

leaveSignalsToLauncher();
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
