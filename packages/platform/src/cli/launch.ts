import { buildAll, buildBackend } from '../build.js';

/**
 * The one entry of every platform command (`npm start`, `dev`, `build`, `bench`, `typecheck`, the browser tests'
 * server). It builds first and only then loads the command, because the commands import workspace packages
 * (`@pipcrafters/contracts`…) whose `dist/` does not exist on a fresh clone or after `git clean -fdx`.
 */
const COMMANDS: Record<string, { build: 'all' | 'backend' | 'none'; summary: string }> = {
  start: { build: 'all', summary: 'la plataforma completa con PostgreSQL embebido' },
  dev: { build: 'backend', summary: 'el mismo back end con servidores de desarrollo (recarga en caliente)' },
  build: { build: 'none', summary: 'construye lo que falte (--force: todos los front ends)' },
  bench: { build: 'all', summary: 'mide pesos de página, rendimiento y latencias' },
  'bench-load': {
    build: 'backend',
    summary: 'carga mixta de 100 usuarios virtuales durante 60 s sobre 10.000 usuarios sembrados',
  },
  compose: { build: 'backend', summary: 'genera docker-compose.yml desde la tabla de servicios y remotos' },
  'new-service': { build: 'backend', summary: 'crea un servicio: su carpeta y su fila en la tabla' },
  typecheck: { build: 'backend', summary: 'comprobación de tipos de todos los proyectos' },
  'serve-throwaway': {
    build: 'backend',
    summary: 'la plataforma sobre una base desechable (pruebas de navegador)',
  },
};

const [command = '', ...rest] = process.argv.slice(2);
const spec = COMMANDS[command];
if (!spec) {
  console.error(`Orden desconocida: "${command}". Órdenes: ${Object.keys(COMMANDS).join(', ')}.`);
  process.exit(2);
}
try {
  if (command === 'build') buildAll({ force: rest.includes('--force') });
  else if (spec.build === 'all') buildAll();
  else if (spec.build === 'backend') buildBackend();
} catch (error) {
  console.error(
    `No se pudo construir PipCrafters: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
// The command sees its own arguments at process.argv[2…], as if run directly.
process.argv.splice(2, 1);
if (command !== 'build') await import(`./${command}.js`);
