import { isUnderPath } from './paths';

/** Every federated remote, the container name it registers under and the routes it owns (ARCHITECTURE.md). */
export interface RemoteDefinition {
  /** Module Federation container name, also the key in /api/config/remotes. */
  name: string;
  /** Workspace folder, also the path segment under /remotes/. */
  folder: string;
  /** Spanish name of the area, used in loading and error cards. */
  label: string;
  /** Path prefixes owned by the remote; a path belongs to a remote when it equals or starts with prefix + '/'. */
  routePrefixes: string[];
}

export const REMOTES: readonly RemoteDefinition[] = [
  {
    name: 'learning',
    folder: 'mfe-learning',
    label: 'Aprendizaje',
    routePrefixes: [
      '/aprende',
      '/tutor-ia',
      '/mindcrafter',
      '/misiones',
      '/documentation',
      '/biblioteca',
      '/models',
    ],
  },
  {
    name: 'journal',
    folder: 'mfe-journal',
    label: 'Trading Journal',
    routePrefixes: ['/pipjournal', '/daily-reflection', '/edgepilot', '/tests/trades'],
  },
  { name: 'strategies', folder: 'mfe-strategies', label: 'Estrategias', routePrefixes: ['/estrategias'] },
  { name: 'community', folder: 'mfe-community', label: 'Comunidad', routePrefixes: ['/community'] },
  {
    name: 'finance',
    folder: 'mfe-finance',
    label: 'Finanzas',
    routePrefixes: ['/cashcrafter', '/financehub'],
  },
  { name: 'admin', folder: 'mfe-admin', label: 'Administración', routePrefixes: ['/admin'] },
];

/** The module every remote exposes: its route table (see RemoteRoute in @pipcrafters/ui). */
export const REMOTE_ROUTES_MODULE = './routes';

export function remoteForPath(pathname: string): RemoteDefinition | undefined {
  return REMOTES.find((remote) => remote.routePrefixes.some((prefix) => isUnderPath(pathname, prefix)));
}

/** GET /api/config/remotes */
export interface RemotesConfig {
  remotes: { name: string; entry: string }[];
}
