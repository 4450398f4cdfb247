import { describe, expect, it } from 'vitest';
import { csrfAllows } from './csrf';

const origins = ['http://localhost:8080', 'http://127.0.0.1:8080'];
const post = (headers: Record<string, string>) => ({ method: 'POST', headers });

describe('csrfAllows', () => {
  it('lets safe methods through without the header', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) {
      expect(csrfAllows({ method, headers: { origin: 'https://evil.example' } }, origins)).toBe(true);
    }
  });

  it('refuses a write without the anti-CSRF header, or with another value', () => {
    expect(csrfAllows(post({}), origins)).toBe(false);
    expect(csrfAllows(post({ 'x-pipcrafters-csrf': '0' }), origins)).toBe(false);
    expect(csrfAllows({ method: 'DELETE', headers: {} }, origins)).toBe(false);
  });

  it('accepts the header with no Origin or with one of ours', () => {
    expect(csrfAllows(post({ 'x-pipcrafters-csrf': '1' }), origins)).toBe(true);
    expect(csrfAllows(post({ 'x-pipcrafters-csrf': '1', origin: 'http://127.0.0.1:8080' }), origins)).toBe(
      true,
    );
  });

  it('refuses a foreign origin and a browser-declared cross-site request', () => {
    expect(csrfAllows(post({ 'x-pipcrafters-csrf': '1', origin: 'https://evil.example' }), origins)).toBe(
      false,
    );
    expect(csrfAllows(post({ 'x-pipcrafters-csrf': '1', origin: 'null' }), origins)).toBe(false);
    expect(csrfAllows(post({ 'x-pipcrafters-csrf': '1', 'sec-fetch-site': 'cross-site' }), origins)).toBe(
      false,
    );
    expect(csrfAllows(post({ 'x-pipcrafters-csrf': '1', 'sec-fetch-site': 'same-origin' }), origins)).toBe(
      true,
    );
  });

  it('exempts bearer-authenticated writes, but not other authorization schemes', () => {
    expect(csrfAllows(post({ authorization: 'Bearer abc.def.ghi' }), origins)).toBe(true);
    expect(csrfAllows(post({ authorization: 'Basic Zm9vOmJhcg==' }), origins)).toBe(false);
    expect(csrfAllows(post({ authorization: 'Bearer ' }), origins)).toBe(false);
  });
});
