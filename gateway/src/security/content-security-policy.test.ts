import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, isLocalHost, websocketOrigins } from './content-security-policy';

describe('contentSecurityPolicy', () => {
  it('allows only our origin by default', () => {
    const policy = contentSecurityPolicy([]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it('lets the page open its realtime socket to its own origin, and to no other WebSocket host', () => {
    const sockets = websocketOrigins(['http://localhost:8080', 'https://pipcrafters.example/']);
    expect(sockets).toEqual(['ws://localhost:8080', 'wss://pipcrafters.example']);
    const policy = contentSecurityPolicy([], sockets);
    expect(policy['connect-src']).toEqual(["'self'", 'ws://localhost:8080', 'wss://pipcrafters.example']);
    expect(policy['connect-src']).not.toContain('ws:');
    expect(policy['connect-src']).not.toContain('wss:');
  });

  it('derives no WebSocket origin from anything but http(s) origins', () => {
    expect(websocketOrigins(['null', 'file:///tmp', 'ftp://example.com'])).toEqual([]);
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
