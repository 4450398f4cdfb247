import { isUnderPath } from './paths';
import table from './platform.json';

/** Back-end services behind the gateway and the public path prefixes each owns (ARCHITECTURE.md). */
export interface ServiceDefinition {
  /** Also its folder (`services/<name>`), its PostgreSQL schema and its `SERVICE_<NAME>_URL` at the gateway. */
  name: string;
  /** Public path prefixes the gateway forwards to this service unchanged. */
  pathPrefixes: readonly string[];
  /** Only this service receives JWT_PRIVATE_KEY (it mints access tokens); every other one gets none. */
  signsAccessTokens?: boolean;
  /**
   * Services this one reads over HTTP with the user's identity (service-kit's ServiceClient): it is given their
   * `SERVICE_<NAME>_URL`, and nothing else of theirs.
   */
  reads?: readonly string[];
  /** Keeps uploaded files: a folder under the launcher's data (FILES_DIR), or S3 (MinIO) in docker-compose.yml. */
  storesFiles?: boolean;
  /**
   * Its signed-in routes accept the access token only as `Authorization: Bearer` (a session cookie alone is a
   * 401), at the gateway and again at the service: the spec's contract for `/api/strategies`.
   */
  bearerOnly?: boolean;
}

/** One row per service, in `platform.json`: the order fixes each one's port (see `platformPorts`). */
export const SERVICES: readonly ServiceDefinition[] = table.services;

export function serviceForPath(pathname: string): ServiceDefinition | undefined {
  return SERVICES.find((service) => service.pathPrefixes.some((prefix) => isUnderPath(pathname, prefix)));
}

/** The workspace folder of a service. */
export const serviceFolder = (name: string) => `services/${name}`;
