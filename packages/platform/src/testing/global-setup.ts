import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { startThrowawayPlatform, type ThrowawayPlatform } from '../platform.js';
import { INTEGRATION_ADMIN, INTEGRATION_LIMITS, type StackInfo } from './stack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

let platform: ThrowawayPlatform | undefined;

/** One throwaway PostgreSQL, identity service and gateway, as real processes, for the whole integration run. */
export async function setup(project: TestProject): Promise<void> {
  platform = await startThrowawayPlatform('it', {
    echo: process.env.STACK_LOGS ? 'all' : 'none',
    env: {
      LOG_LEVEL: 'warn',
      ...INTEGRATION_LIMITS,
      ADMIN_EMAIL: INTEGRATION_ADMIN.email,
      ADMIN_PASSWORD: INTEGRATION_ADMIN.password,
    },
  });
  const identity = platform.services.identity;
  if (!identity) throw new Error('identity no arrancó');
  project.provide('stack', {
    gatewayUrl: platform.url,
    identityUrl: identity.url,
    serviceUrls: Object.fromEntries(
      Object.values(platform.services).map((service) => [service.name, service.url]),
    ),
    internalSecret: platform.secrets.internalSecret,
    jwtPrivateKey: platform.secrets.jwtPrivateKey,
    jwtPublicKey: platform.secrets.jwtPublicKey,
    databaseUrl: platform.databaseUrl,
    dataDir: platform.dataDir,
    pids: {
      ...Object.fromEntries(
        Object.values(platform.services).map((service) => [service.name, service.process.child.pid ?? 0]),
      ),
      gateway: platform.gateway.child.pid ?? 0,
    },
  });
}

export async function teardown(): Promise<void> {
  await platform?.stop();
}
