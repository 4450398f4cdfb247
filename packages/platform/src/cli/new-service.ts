import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteDefinition, ServiceDefinition } from '@pipcrafters/contracts';
import { readPlatformTable } from '../build.js';
import { generateCompose } from '../compose.js';
import { ROOT } from '../paths.js';
import { ScaffoldError, scaffoldService } from '../scaffold.js';

/** `npm run new:service <name>`: the folder and the table row; compose and the workspace link follow from them. */
const name = process.argv[2] ?? '';
try {
  const written = scaffoldService(ROOT, name);
  const table = readPlatformTable() as unknown as {
    services: ServiceDefinition[];
    remotes: Omit<RemoteDefinition, 'folder'>[];
  };
  const remotes = table.remotes.map((remote) => ({ ...remote, folder: `mfe-${remote.name}` }));
  writeFileSync(join(ROOT, 'docker-compose.yml'), generateCompose(table.services, remotes));
  console.log(
    `› Creado el servicio ${name}:\n${[...written, 'docker-compose.yml'].map((f) => `  ${f}`).join('\n')}`,
  );
  // The generated JSON and TypeScript in the house format (biome), so the new folder passes `npm run lint` as is.
  spawnSync(
    join(ROOT, 'node_modules/.bin/biome'),
    ['format', '--write', `services/${name}`, written.at(-1) ?? ''],
    {
      cwd: ROOT,
      stdio: 'ignore',
    },
  );
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
  if (install.status !== 0)
    console.error('› npm install falló: ejecútalo a mano para enlazar el nuevo paquete.');
  console.log(
    `\nSiguiente: sus módulos en services/${name}/src/service.ts, sus rutas bajo /api/${name} (amplía pathPrefixes en la tabla si necesita más) y npm start.`,
  );
} catch (error) {
  if (error instanceof ScaffoldError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
