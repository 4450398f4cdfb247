import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ScaffoldError } from './scaffold.js';

/**
 * `npm run new:remote <name> [etiqueta]`: a new remote is its folder plus one row of
 * packages/contracts/src/platform.json. Its folder holds only what is its own (a one-line rspack.config.cjs, its
 * package.json and tsconfig.json, and src/routes.tsx): the standalone page, the shell API fallbacks and the whole
 * build configuration live in packages/ui and packages/federation. Nothing here imports a workspace package, so it
 * runs on a fresh clone.
 */

const NAME = /^[a-z][a-z0-9]{1,30}$/;
const TABLE = 'packages/contracts/src/platform.json';
/** Container names and first path segments the platform already uses outside the table. */
const RESERVED = ['shell', 'api', 'remotes', 'auth', 'dashboard', 'profile', 'notifications'];

export interface RemoteRow {
  name: string;
  label: string;
  routePrefixes: string[];
}

interface Table {
  services: { name: string }[];
  remotes: { name: string; routePrefixes: string[] }[];
  [key: string]: unknown;
}

const capitalized = (name: string) => `${name[0]?.toUpperCase()}${name.slice(1)}`;
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
/** A single-quoted TypeScript string literal, as the house format writes them. */
const quoted = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** The row a remote named `name` adds to the table. */
export function remoteRow(name: string, label = capitalized(name)): RemoteRow {
  return { name, label, routePrefixes: [`/${name}`] };
}

/**
 * The files of a remote, by path relative to the repository root. The skeleton (package.json, rspack.config.cjs,
 * tsconfig.json) is what every remote has; routes.tsx starts as one "Próximamente" page.
 */
export function remoteFiles(name: string, label = capitalized(name)): Record<string, string> {
  const folder = `mfe-${name}`;
  return {
    [`${folder}/package.json`]: json({
      name: `@pipcrafters/${folder}`,
      version: '0.1.0',
      private: true,
      scripts: { build: 'rspack build', dev: 'rspack serve' },
      dependencies: { '@pipcrafters/ui': '*' },
      devDependencies: { '@pipcrafters/federation': '*' },
    }),
    [`${folder}/rspack.config.cjs`]:
      "module.exports = require('@pipcrafters/federation').createRemoteConfig(__dirname);\n",
    [`${folder}/tsconfig.json`]: '{ "extends": "../tsconfig.web.json", "include": ["src"] }\n',
    [`${folder}/src/routes.tsx`]: `import { comingSoonRoutes, type RemoteRoute } from '@pipcrafters/ui';

const routes: RemoteRoute[] = comingSoonRoutes([
  {
    path: ${quoted(name)},
    title: ${quoted(label)},
    description: 'Estamos construyendo esta sección de PipCrafters.',
  },
]);

export default routes;
`,
  };
}

/**
 * Creates `mfe-<name>/` and adds its row to the table; refuses a malformed or taken name (a remote's or a
 * service's, or one the platform reserves) and a route some other area owns, before writing anything.
 */
export function scaffoldRemote(root: string, name: string, label?: string): string[] {
  if (!NAME.test(name)) {
    throw new ScaffoldError(
      `"${name}" no vale como nombre de remoto: minúsculas y dígitos, empezando por letra (2–31 caracteres).`,
    );
  }
  const table = JSON.parse(readFileSync(join(root, TABLE), 'utf8')) as Table;
  if (
    RESERVED.includes(name) ||
    table.remotes.some((remote) => remote.name === name) ||
    table.services.some((service) => service.name === name) ||
    existsSync(join(root, `mfe-${name}`))
  ) {
    throw new ScaffoldError(
      `Ya existe un remoto, un servicio o una ruta de la plataforma llamada "${name}".`,
    );
  }
  const row = remoteRow(name, label?.trim() || undefined);
  const [prefix = ''] = row.routePrefixes;
  const owner = table.remotes.find((remote) =>
    remote.routePrefixes.some(
      (other) => other === prefix || other.startsWith(`${prefix}/`) || prefix.startsWith(`${other}/`),
    ),
  );
  if (owner) throw new ScaffoldError(`La ruta ${prefix} ya pertenece al remoto ${owner.name}.`);

  const files = remoteFiles(name, row.label);
  for (const [path, text] of Object.entries(files)) {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  table.remotes.push(row);
  writeFileSync(join(root, TABLE), json(table));
  return [...Object.keys(files), TABLE];
}
