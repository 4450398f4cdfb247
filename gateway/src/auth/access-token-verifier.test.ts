import { createHmac, generateKeyPairSync } from 'node:crypto';
import type { Request } from 'express';
import jwt from 'jsonwebtoken';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokenVerifier } from './access-token-verifier';

const requestWith = (token: string) =>
  ({ headers: { authorization: `Bearer ${token}` }, cookies: {} }) as unknown as Request;

const { privateKey, publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const other = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});

const T0 = 1_800_000_000_000;
const claims = { sub: 'u1', email: 'a@b.c', roles: ['USER'], status: 'ACTIVE', sid: 's1' };
const sign = (overrides: jwt.SignOptions = {}, key: string = privateKey, payload: object = claims) =>
  jwt.sign({ ...payload, iat: T0 / 1000 }, key, {
    algorithm: 'RS256',
    issuer: 'pipcrafters-identity',
    audience: 'pipcrafters-api',
    expiresIn: 900,
    ...overrides,
  });

/** passport-jwt reads the system clock, so the tests move it. */
function verifierAt(start = T0) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  const clock = {
    set now(value: number) {
      vi.setSystemTime(value);
    },
  };
  return { clock, verifier: new AccessTokenVerifier(publicKey, { max: 3 }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('AccessTokenVerifier', () => {
  it('accepts a valid token and answers it again from memory', async () => {
    const { verifier } = verifierAt();
    const token = sign();
    const spy = vi.spyOn(jwt, 'verify');
    const first = await verifier.verify(requestWith(token));
    expect(first).toMatchObject(claims);
    expect(await verifier.verify(requestWith(token))).toBe(first);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('verifies a bare token (as a socket handshake brings it) the same way, with its expiry', async () => {
    const { verifier } = verifierAt();
    const token = sign();
    const verified = await verifier.verifyToken(token);
    expect(verified?.claims).toMatchObject(claims);
    expect(verified?.expiresAt).toBe(T0 + 900_000);
    // One cache for both ways in: the HTTP path answers the same remembered claims.
    expect(await verifier.verify(requestWith(token))).toBe(verified?.claims);
    expect(await verifier.verifyToken(sign({ audience: 'otra' }))).toBeUndefined();
  });

  it('refuses a remembered token once it has expired', async () => {
    const { clock, verifier } = verifierAt();
    const token = sign();
    expect(await verifier.verify(requestWith(token))).toBeDefined();
    clock.now = T0 + 899_000;
    expect(await verifier.verify(requestWith(token))).toBeDefined();
    clock.now = T0 + 900_000;
    expect(await verifier.verify(requestWith(token))).toBeUndefined();
    expect(await verifier.verify(requestWith(token))).toBeUndefined();
  });

  it('refuses other keys, algorithms, issuers, audiences and tampered tokens, and remembers none', async () => {
    const { verifier } = verifierAt();
    const unsigned = sign().split('.').slice(0, 2).join('.');
    const hmacHeader = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    const hmacUnsigned = `${hmacHeader}.${unsigned.split('.')[1]}`;
    const forged = `${hmacUnsigned}.${createHmac('sha256', publicKey).update(hmacUnsigned).digest('base64url')}`;
    const valid = sign();
    const [header, payload] = valid.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'admin' })).toString('base64url')}.${valid.split('.')[2]}`;
    for (const token of [
      sign({}, other.privateKey),
      forged,
      `${unsigned}.`,
      sign({ issuer: 'otro' }),
      sign({ audience: 'otra' }),
      sign({ expiresIn: -1 }),
      tampered,
      `${header}.${payload}`,
      sign({}, privateKey, { sub: 'u1', email: 'a@b.c' }),
      'basura',
    ]) {
      expect(await verifier.verify(requestWith(token)), token).toBeUndefined();
    }
    expect(verifier.size).toBe(0);
  });

  it('keeps a bounded number of tokens', async () => {
    const { verifier } = verifierAt();
    for (let index = 0; index < 10; index += 1) {
      expect(
        await verifier.verify(requestWith(sign({}, privateKey, { ...claims, sid: `s${index}` }))),
      ).toBeDefined();
    }
    expect(verifier.size).toBe(3);
  });
});
