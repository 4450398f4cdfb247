import { isUnderPath } from './paths';

/** Back-end services behind the gateway and the public path prefixes each owns (ARCHITECTURE.md). */
export interface ServiceDefinition {
  name: string;
  /** Default loopback port in the embedded mode. */
  defaultPort: number;
  /** Public path prefixes the gateway forwards to this service unchanged. */
  pathPrefixes: string[];
}

export const SERVICES: readonly ServiceDefinition[] = [
  {
    name: 'identity',
    defaultPort: 3101,
    pathPrefixes: ['/api/auth', '/api/user', '/api/admin/users', '/api/admin/requests'],
  },
  {
    name: 'progress',
    defaultPort: 3102,
    pathPrefixes: ['/api/xp', '/api/missions', '/api/recommendations', '/api/notifications'],
  },
];

export function serviceForPath(pathname: string): ServiceDefinition | undefined {
  return SERVICES.find((service) => service.pathPrefixes.some((prefix) => isUnderPath(pathname, prefix)));
}
