import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from './paths.js';

export interface ComposeService {
  image?: string;
  build?: { context: string; target?: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] | string };
  ports?: string[];
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

/** The compose file as Docker Compose reads it: YAML with merge keys, `x-` extensions dropped. */
export function readComposeFile(path = join(ROOT, 'docker-compose.yml')): ComposeFile {
  const document = parse(readFileSync(path, 'utf8'), { merge: true }) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(document).filter(([key]) => !key.startsWith('x-')),
  ) as unknown as ComposeFile;
}

const VARIABLE = /\$\{([A-Z0-9_]+)(?:(:?[-?])([^}]*))?\}/g;

/** Compose's variable interpolation (${VAR}, ${VAR:-default}, ${VAR:?error}); a missing required one throws. */
export function interpolate(value: string, env: Record<string, string | undefined>): string {
  return value.replace(
    VARIABLE,
    (_match, name: string, operator: string | undefined, argument: string | undefined) => {
      const current = env[name];
      const unset = operator?.startsWith(':') ? !current : current === undefined;
      if (operator?.endsWith('?') && unset) throw new Error(`${name}: ${argument ?? 'obligatoria'}`);
      if (operator?.endsWith('-') && unset) return argument ?? '';
      return current ?? '';
    },
  );
}

/** A service's environment after interpolation. */
export function serviceEnvironment(
  service: ComposeService,
  env: Record<string, string | undefined>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([key, value]) => [key, interpolate(String(value), env)]),
  );
}
