import type { Role } from './auth';
import { isUnderPath } from './paths';
import table from './platform.json';

/** Every federated remote, the container name it registers under and the routes it owns (ARCHITECTURE.md). */
export interface RemoteDefinition {
  /** Module Federation container name, also the key in /api/config/remotes and the path segment under /remotes/. */
  name: string;
  /** Workspace folder: `mfe-<name>`. */
  folder: string;
  /** Spanish name of the area, used in loading and error cards. */
  label: string;
  /** Path prefixes owned by the remote; a path belongs to a remote when it equals or starts with prefix + '/'. */
  routePrefixes: readonly string[];
  /** The shell renders the remote only for users with this role (the gateway and services refuse its API anyway). */
  requiredRole?: Role;
}

/** One row per remote, in `platform.json`: the order fixes each one's dev-server port (see `platformPorts`). */
export const REMOTES: readonly RemoteDefinition[] = table.remotes.map((remote) => ({
  ...remote,
  folder: `mfe-${remote.name}`,
  requiredRole: 'requiredRole' in remote ? (remote.requiredRole as Role) : undefined,
}));

/** The module every remote exposes: its route table (see RemoteRoute in @pipcrafters/ui). */
export const REMOTE_ROUTES_MODULE = './routes';

export function remoteForPath(pathname: string): RemoteDefinition | undefined {
  return REMOTES.find((remote) => remote.routePrefixes.some((prefix) => isUnderPath(pathname, prefix)));
}

/** GET /api/config/remotes */
export interface RemotesConfig {
  remotes: { name: string; entry: string }[];
}
