import { SERVICES } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { serviceProcessEnv } from './platform.js';
import { generateSecrets } from './secrets.js';

const secrets = generateSecrets();
const options = {
  common: {
    NODE_ENV: 'production',
    INTERNAL_SECRET: secrets.internalSecret,
    ADMIN_EMAIL: 'jefa@example.com',
    ADMIN_PASSWORD: 'Jefatura-Segura-2026',
  },
  port: 9999,
  serviceUrls: {
    identity: 'http://127.0.0.1:1',
    progress: 'http://127.0.0.1:2',
    learning: 'http://127.0.0.1:3',
  },
  databaseUrl: 'postgres://u:p@127.0.0.1:1/db',
  publicUrl: 'http://localhost:8080',
  seedDemo: true,
  secrets,
};

describe('serviceProcessEnv', () => {
  it('gives the signing key and the admin credentials only to the service that mints access tokens', () => {
    const signers = SERVICES.filter((service) => service.signsAccessTokens);
    expect(signers.map((service) => service.name)).toEqual(['identity']);
    for (const service of SERVICES) {
      const env = serviceProcessEnv(service, options);
      const signs = service.signsAccessTokens === true;
      expect('JWT_PRIVATE_KEY' in env, service.name).toBe(signs);
      expect('ADMIN_PASSWORD' in env, service.name).toBe(signs);
      expect(env.PORT).toBe('9999');
      expect(env.INTERNAL_SECRET).toBe(secrets.internalSecret);
    }
  });

  it('gives a service the URLs of the services it reads, and no other', () => {
    for (const service of SERVICES) {
      const env = serviceProcessEnv(service, options);
      const urls = Object.keys(env).filter((key) => /^SERVICE_.*_URL$/.test(key));
      expect(urls.sort(), service.name).toEqual(
        (service.reads ?? []).map((read) => `SERVICE_${read.toUpperCase()}_URL`).sort(),
      );
    }
    const progress = SERVICES.find((service) => service.name === 'progress');
    expect(progress && serviceProcessEnv(progress, options)).toMatchObject({
      SERVICE_LEARNING_URL: 'http://127.0.0.1:3',
    });
  });
});
