import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface PlatformSecrets {
  jwtPrivateKey: string;
  jwtPublicKey: string;
  internalSecret: string;
}

export function generateSecrets(): PlatformSecrets {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return {
    jwtPrivateKey: privateKey,
    jwtPublicKey: publicKey,
    internalSecret: randomBytes(48).toString('base64url'),
  };
}

/**
 * Secrets of a local installation: taken from the environment when given, otherwise generated once and kept
 * (mode 600) so that sessions survive a restart.
 */
export function loadOrCreateSecrets(file: string, env: NodeJS.ProcessEnv = process.env): PlatformSecrets {
  let stored: PlatformSecrets;
  if (existsSync(file)) {
    stored = JSON.parse(readFileSync(file, 'utf8')) as PlatformSecrets;
  } else {
    stored = generateSecrets();
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return {
    jwtPrivateKey: env.JWT_PRIVATE_KEY ?? stored.jwtPrivateKey,
    jwtPublicKey: env.JWT_PUBLIC_KEY ?? stored.jwtPublicKey,
    internalSecret: env.INTERNAL_SECRET ?? stored.internalSecret,
  };
}
