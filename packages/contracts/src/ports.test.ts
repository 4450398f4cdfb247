import { describe, expect, it } from 'vitest';
import { platformPorts } from './ports';
import { REMOTES } from './remotes';
import { SERVICES } from './services';

describe('platformPorts', () => {
  it('derives every port from the gateway port, in table order', () => {
    const ports = platformPorts(8080);
    expect(ports.gateway).toBe(8080);
    expect(ports.services).toEqual(
      Object.fromEntries(SERVICES.map((service, row) => [service.name, 8081 + row])),
    );
    expect(ports.postgres).toBe(8099);
    expect(ports.devShell).toBe(8100);
    expect(ports.devRemotes.admin).toBe(8101 + REMOTES.findIndex((remote) => remote.name === 'admin'));
  });

  it('lets two platforms 100 apart run side by side without sharing a port', () => {
    const all = (base: number) => {
      const ports = platformPorts(base);
      return [
        ports.gateway,
        ports.postgres,
        ports.devShell,
        ...Object.values(ports.services),
        ...Object.values(ports.devRemotes),
      ];
    };
    const first = all(8080);
    const second = all(8180);
    expect(new Set(first).size).toBe(first.length);
    expect(first.filter((port) => second.includes(port))).toEqual([]);
  });

  it('refuses a base that leaves no room', () => {
    expect(() => platformPorts(65_530)).toThrow(/PORT/);
    expect(() => platformPorts(0)).toThrow(/PORT/);
  });
});
