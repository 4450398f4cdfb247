import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { apiFetch } from '@pipcrafters/api-client';
import { REMOTE_ROUTES_MODULE, type RemotesConfig } from '@pipcrafters/contracts';
import type { RemoteRoute, RemoteRoutesModule } from '@pipcrafters/ui';
import { retryWithBackoff, withTimeout } from './retry';

export const REMOTE_LOAD_RETRIES = 2;
export const REMOTE_RETRY_BASE_DELAY_MS = 500;
/** Per attempt, config included: a remote that hangs fails like one that is down. */
export const REMOTE_LOAD_TIMEOUT_MS = 8_000;

let configPromise: Promise<Map<string, string>> | null = null;
/** Remotes whose last load failed: they are registered again (force) so nothing stale is reused. */
const failedRemotes = new Set<string>();

/** GET /api/config/remotes once per page; a failure is not remembered, the next call asks again. */
export function loadRemotesConfig(): Promise<Map<string, string>> {
  configPromise ??= apiFetch<RemotesConfig>('/api/config/remotes')
    .then((config) => {
      const entries = new Map(config.remotes.map((remote) => [remote.name, remote.entry]));
      registerRemotes(config.remotes.map(({ name, entry }) => ({ name, entry })));
      return entries;
    })
    .catch((error: unknown) => {
      configPromise = null;
      throw error;
    });
  return configPromise;
}

async function loadRoutesOnce(name: string): Promise<RemoteRoute[]> {
  const entries = await loadRemotesConfig();
  const entry = entries.get(name);
  if (!entry) throw new Error(`El módulo "${name}" no está configurado.`);
  if (failedRemotes.has(name)) registerRemotes([{ name, entry }], { force: true });
  const module = await loadRemote<RemoteRoutesModule>(`${name}/${REMOTE_ROUTES_MODULE.replace('./', '')}`);
  if (!module || !Array.isArray(module.default)) throw new Error(`El módulo "${name}" no expone sus rutas.`);
  return module.default;
}

async function attemptLoad(name: string): Promise<RemoteRoute[]> {
  try {
    const routes = await withTimeout(
      loadRoutesOnce(name),
      REMOTE_LOAD_TIMEOUT_MS,
      `El módulo "${name}" tardó demasiado en cargar.`,
    );
    failedRemotes.delete(name);
    return routes;
  } catch (error) {
    failedRemotes.add(name);
    throw error;
  }
}

/** The remote's route table, retried with backoff; the caller decides when to try again after a failure. */
export function loadRemoteRoutes(name: string): Promise<RemoteRoute[]> {
  return retryWithBackoff(() => attemptLoad(name), {
    retries: REMOTE_LOAD_RETRIES,
    baseDelayMs: REMOTE_RETRY_BASE_DELAY_MS,
  });
}
