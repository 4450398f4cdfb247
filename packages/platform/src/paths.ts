import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root (this file lives in packages/platform/src, and is bundled into packages/platform/dist/start.mjs:
 * the same depth).
 */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Where `npm start` keeps its PostgreSQL cluster, secrets and logs: `.data` for the default port, `.data-<PORT>`
 * for another one (so a second platform in the same checkout never touches the first one's cluster), or DATA_DIR.
 */
export function dataDirFor(
  gatewayPort: number,
  env: Record<string, string | undefined> = process.env,
): string {
  if (env.DATA_DIR) return resolve(env.DATA_DIR);
  return join(ROOT, gatewayPort === 8080 ? '.data' : `.data-${gatewayPort}`);
}

/**
 * Shared back-end packages, built (tsc -b) before every service and the gateway. Nothing in this file imports a
 * workspace package: the launchers load it before anything is built.
 */
export const BACKEND_PACKAGES = ['packages/contracts', 'packages/events', 'packages/service-kit'] as const;

/** Node entry of a back-end process, relative to the root: `services/<name>/dist/main.js` or the gateway's. */
export const serviceEntry = (name: string) => `services/${name}/dist/main.js`;
export const GATEWAY_ENTRY = 'gateway/dist/main.js';

/**
 * `npm start`'s launcher as one plain JavaScript file (build.ts bundles cli/start.ts into it on every build), so the
 * process that supervises the platform runs on Node alone: without tsx's loader thread and its compiled modules it
 * holds about 40 MB less for as long as the platform runs.
 */
export const LAUNCHER_BUNDLE = 'packages/platform/dist/start.mjs';
