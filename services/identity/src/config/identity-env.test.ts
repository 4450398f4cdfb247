import 'reflect-metadata';
import { generateKeyPairSync } from 'node:crypto';
import { ConfigError, loadConfig } from '@pipcrafters/service-kit';
import { describe, expect, it } from 'vitest';
import { IdentityEnv } from './identity-env';

const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const escaped = (pem: string) => pem.trim().replace(/\n/g, '\\n');

const base = {
  DATABASE_URL: 'postgres://u:p@127.0.0.1:5433/db',
  INTERNAL_SECRET: 'x'.repeat(32),
  PORT: '8081',
  JWT_PRIVATE_KEY: escaped(keys.privateKey),
  JWT_PUBLIC_KEY: escaped(keys.publicKey),
};

function problems(env: Record<string, string>): string {
  try {
    loadConfig(IdentityEnv, 'identity', env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return '';
}

describe('IdentityEnv', () => {
  it('has defaults and accepts PEM keys written with literal \\n', () => {
    const config = loadConfig(IdentityEnv, 'identity', base);
    expect(config.PORT).toBe(8081);
    expect(config.PUBLIC_URL).toBe('http://localhost:8080');
    expect(config.SEED_DEMO).toBe(false);
    expect(config.JWT_PRIVATE_KEY).toContain('\n');
    expect(config.secureCookies).toBe(false);
  });

  it('makes cookies Secure unless the public host is local', () => {
    expect(
      loadConfig(IdentityEnv, 'identity', { ...base, PUBLIC_URL: 'https://pipcrafters.es' }).secureCookies,
    ).toBe(true);
    expect(
      loadConfig(IdentityEnv, 'identity', { ...base, PUBLIC_URL: 'http://127.0.0.1:8080' }).secureCookies,
    ).toBe(false);
  });

  it('refuses keys that are not a matching RSA pair', () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({
      type: 'spki',
      format: 'pem',
    });
    expect(problems({ ...base, JWT_PUBLIC_KEY: other.toString() })).toMatch(/JWT_PUBLIC_KEY/);
    expect(problems({ ...base, JWT_PRIVATE_KEY: 'not a key' })).toMatch(/JWT_PRIVATE_KEY/);
  });

  it('parses SEED_DEMO strictly', () => {
    expect(loadConfig(IdentityEnv, 'identity', { ...base, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(problems({ ...base, SEED_DEMO: 'yes' })).toMatch(/SEED_DEMO/);
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together and a password that meets the policy', () => {
    const admin = loadConfig(IdentityEnv, 'identity', {
      ...base,
      ADMIN_EMAIL: ' Jefa@PipCrafters.es ',
      ADMIN_PASSWORD: 'Segura-2026-admin',
    });
    expect(admin.ADMIN_EMAIL).toBe('jefa@pipcrafters.es');
    expect(problems({ ...base, ADMIN_EMAIL: 'jefa@pipcrafters.es' })).toMatch(/ADMIN_PASSWORD/);
    expect(problems({ ...base, ADMIN_EMAIL: 'jefa@pipcrafters.es', ADMIN_PASSWORD: 'corta1' })).toMatch(
      /ADMIN_PASSWORD: no cumple la política de contraseñas: La contraseña debe tener entre 10 y 128/,
    );
    expect(
      problems({ ...base, ADMIN_EMAIL: 'jefa@pipcrafters.es', ADMIN_PASSWORD: 'jefa-2026-clave' }),
    ).toMatch(/parte de tu correo/);
  });
});
