import { join } from 'node:path';
import { serviceEntry } from '@pipcrafters/platform/src/paths';
import { freePort, startNodeProcess, waitForHttp } from '@pipcrafters/platform/src/processes';
import { type StackInfo, sql } from '@pipcrafters/platform/src/testing/stack';
import { IdentityApi } from './identity-api';

export interface IsolatedIdentity {
  /** Calls this identity directly, as the gateway would. */
  api: IdentityApi;
  /** Its own database, in the stack's PostgreSQL. */
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * One more identity process on a database of its own (in the stack's PostgreSQL), with no demo accounts and one
 * admin: for tests whose subject is the whole set of accounts (the last admin), which the shared stack's other
 * tests would disturb. Same secrets as the stack, so `IdentityApi` signs identities it accepts.
 */
export async function startIsolatedIdentity(
  stack: StackInfo,
  admin: { email: string; password: string },
): Promise<IsolatedIdentity> {
  const database = `identity_aislada_${process.pid}_${Date.now()}`;
  await sql(stack, `CREATE DATABASE "${database}"`);
  const url = new URL(stack.databaseUrl);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  const port = await freePort();
  const child = startNodeProcess({
    name: 'identity-aislada',
    script: serviceEntry('identity'),
    logFile: join(stack.dataDir, 'logs', `${database}.log`),
    echo: process.env.STACK_LOGS ? 'all' : 'none',
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      INTERNAL_SECRET: stack.internalSecret,
      JWT_PRIVATE_KEY: stack.jwtPrivateKey,
      JWT_PUBLIC_KEY: stack.jwtPublicKey,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
  });
  const stop = async () => {
    await child.stop();
    await sql(stack, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  };
  try {
    await waitForHttp(`http://127.0.0.1:${port}/health`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  const api = new IdentityApi({ ...stack, identityUrl: `http://127.0.0.1:${port}`, databaseUrl });
  return { api, databaseUrl, stop };
}
