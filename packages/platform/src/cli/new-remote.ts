import { spawnSync } from 'node:child_process';
import { ROOT } from '../paths.js';
import { ScaffoldError } from '../scaffold.js';
import { scaffoldRemote } from '../scaffold-remote.js';

/**
 * `npm run new:remote <name> [etiqueta]`: the remote's folder and its table row; docker-compose.yml, the workspace
 * link, its dev-server port and its place in every build and type-check list follow from them.
 */
const [name = '', label] = process.argv.slice(2);
const run = (command: string, args: string[]) => spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
try {
  const written = scaffoldRemote(ROOT, name, label);
  console.log(`› Creado el remoto ${name}:\n${written.map((file) => `  ${file}`).join('\n')}`);
  // The table in the house format (biome), so the change passes `npm run lint` as is.
  spawnSync(`${ROOT}/node_modules/.bin/biome`, ['format', '--write', `mfe-${name}`, written.at(-1) ?? ''], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  if (run('npm', ['run', 'compose']).status !== 0)
    console.error('› No se pudo regenerar docker-compose.yml: ejecuta npm run compose a mano.');
  if (run('npm', ['install', '--no-audit', '--no-fund']).status !== 0)
    console.error('› npm install falló: ejecútalo a mano para enlazar el nuevo paquete.');
  console.log(
    `\nSiguiente: sus páginas en mfe-${name}/src/routes.tsx (bajo /${name}; amplía routePrefixes en la tabla si ` +
      `necesita más), su entrada en el menú (shell/src/layout/navigation.ts) y npm run dev.`,
  );
} catch (error) {
  if (error instanceof ScaffoldError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
