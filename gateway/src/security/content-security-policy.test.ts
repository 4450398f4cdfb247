import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, isLocalHost } from './content-security-policy';

describe('contentSecurityPolicy', () => {
  it('allows only our origin by default', () => {
    const policy = contentSecurityPolicy([]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'ws:', 'wss:']);
  });

  it('adds the origins of remotes served elsewhere to scripts and connections', () => {
    const policy = contentSecurityPolicy(['https://cdn.example']);
    expect(policy['script-src']).toContain('https://cdn.example');
    expect(policy['connect-src']).toContain('https://cdn.example');
  });
});

describe('isLocalHost', () => {
  it('tells local development hosts from real ones', () => {
    expect(isLocalHost('localhost')).toBe(true);
    expect(isLocalHost('127.0.0.1')).toBe(true);
    expect(isLocalHost('app.localhost')).toBe(true);
    expect(isLocalHost('pipcrafters.example')).toBe(false);
  });
});
