import { generateKeyPairSync } from 'node:crypto';
import { ConfigError, loadConfig } from '@pipcrafters/service-kit';
import { describe, expect, it } from 'vitest';
import { GatewayEnv, gatewayConfig } from './gateway-env';

const { publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

const required = {
  INTERNAL_SECRET: 'x'.repeat(32),
  JWT_PUBLIC_KEY: publicKey,
  DATABASE_URL: 'postgres://pipcrafters@127.0.0.1:5488/pipcrafters',
};

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(GatewayEnv, 'gateway', env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('GatewayEnv', () => {
  it('needs DATABASE_URL (realtime queue and socket.io adapter), with a Spanish message', () => {
    expect(problemsOf({ ...required, DATABASE_URL: undefined })).toContain(
      'DATABASE_URL: DATABASE_URL es obligatoria',
    );
    expect(problemsOf({ ...required, DATABASE_URL: '  ' })).toContain(
      'DATABASE_URL: DATABASE_URL es obligatoria',
    );
  });

  it('delivers realtime messages and re-validates sockets every 30 s unless told otherwise', () => {
    const config = gatewayConfig(loadConfig(GatewayEnv, 'gateway', required));
    expect(config.databaseUrl).toBe(required.DATABASE_URL);
    expect(config.realtimeDelivery).toBe(true);
    expect(config.realtimeRevalidateMs).toBe(30_000);

    const socketsOnly = gatewayConfig(
      loadConfig(GatewayEnv, 'gateway', {
        ...required,
        REALTIME_DELIVERY: 'false',
        REALTIME_REVALIDATE_MS: '1000',
      }),
    );
    expect(socketsOnly.realtimeDelivery).toBe(false);
    expect(socketsOnly.realtimeRevalidateMs).toBe(1000);
  });

  it('refuses a re-validation window outside 1 s – 5 min and a delivery flag that is not a boolean', () => {
    expect(problemsOf({ ...required, REALTIME_REVALIDATE_MS: '999' })).toEqual([
      'REALTIME_REVALIDATE_MS: REALTIME_REVALIDATE_MS debe ser al menos 1000',
    ]);
    expect(problemsOf({ ...required, REALTIME_REVALIDATE_MS: '300001' })).toEqual([
      'REALTIME_REVALIDATE_MS: REALTIME_REVALIDATE_MS debe ser como mucho 300000',
    ]);
    expect(problemsOf({ ...required, REALTIME_REVALIDATE_MS: 'pronto' })[0]).toContain(
      'REALTIME_REVALIDATE_MS debe ser un número entero de milisegundos',
    );
    // A misspelt flag stops the start rather than quietly turning delivery off.
    expect(problemsOf({ ...required, REALTIME_DELIVERY: 'ture' })).toEqual([
      'REALTIME_DELIVERY: REALTIME_DELIVERY debe ser true o false',
    ]);
  });
});
