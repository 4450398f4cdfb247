import { REMOTES } from './remotes';
import { SERVICES } from './services';

/** The gateway's port when PORT is not set; every other port of a platform derives from the gateway's. */
export const DEFAULT_GATEWAY_PORT = 8080;

/**
 * Every port one platform uses, from one base (the gateway's PORT), so two platforms run side by side on one
 * machine when their PORTs are at least 100 apart:
 * - services: base + 1 + row (identity 8081, progress 8082, …; room for 18);
 * - embedded PostgreSQL: base + 19 (8099) unless PGPORT_EMBEDDED says otherwise;
 * - `npm run dev`: the shell's dev server at base + 20 (8100), each remote's at base + 21 + row (8101, …).
 */
export interface PlatformPorts {
  gateway: number;
  postgres: number;
  services: Record<string, number>;
  devShell: number;
  devRemotes: Record<string, number>;
}

export const MAX_SERVICES = 18;

/** `services` and `remotes` default to the table (other lists only in tests of what derives from it). */
export function platformPorts(
  base = DEFAULT_GATEWAY_PORT,
  services: readonly { name: string }[] = SERVICES,
  remotes: readonly { name: string }[] = REMOTES,
): PlatformPorts {
  if (!Number.isInteger(base) || base < 1 || base + 21 + remotes.length > 65_535) {
    throw new Error(`PORT debe ser un número entero entre 1 y ${65_535 - 21 - remotes.length}.`);
  }
  if (services.length > MAX_SERVICES) throw new Error(`Caben como mucho ${MAX_SERVICES} servicios.`);
  return {
    gateway: base,
    postgres: base + 19,
    services: Object.fromEntries(services.map((service, row) => [service.name, base + 1 + row])),
    devShell: base + 20,
    devRemotes: Object.fromEntries(remotes.map((remote, row) => [remote.name, base + 21 + row])),
  };
}

/** `SERVICE_<NAME>_URL` / `REMOTE_<NAME>_URL`: where the gateway finds a service or tells the shell a remote is. */
const urlVariable = (prefix: string, name: string) =>
  `${prefix}_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_URL`;
export const serviceUrlVariable = (service: string) => urlVariable('SERVICE', service);
export const remoteUrlVariable = (remote: string) => urlVariable('REMOTE', remote);
