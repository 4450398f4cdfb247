import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isUnderPath, REMOTES, SERVICES, serviceFolder } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { backendProjects, frontendFolders, readPlatformTable } from './build.js';
import { ROOT, serviceEntry } from './paths.js';

/** Paths the shell renders itself (shell/src/app/known-paths.ts and the public pages). */
const SHELL_PATHS = ['/', '/auth', '/pending-approval', '/dashboard', '/profile', '/notifications'];

const overlaps = (a: string, b: string) => isUnderPath(a, b) || isUnderPath(b, a);

/** Every pair of prefixes owned by different rows that overlap. */
function crossOverlaps(rows: { name: string; prefixes: readonly string[] }[]): string[] {
  const found: string[] = [];
  rows.forEach((row, index) => {
    for (const other of rows.slice(index + 1)) {
      for (const prefix of row.prefixes) {
        for (const otherPrefix of other.prefixes) {
          if (overlaps(prefix, otherPrefix)) {
            found.push(`${row.name} ${prefix} ↔ ${other.name} ${otherPrefix}`);
          }
        }
      }
    }
  });
  return found;
}

/** The route paths a remote declares in src/routes.tsx (`path: '…'`, relative to the root). */
function declaredRoutePaths(folder: string): string[] {
  const source = readFileSync(join(ROOT, folder, 'src/routes.tsx'), 'utf8');
  return [...source.matchAll(/\bpath:\s*'([^']+)'/g)].map((match) => `/${match[1]}`);
}

const json = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as Record<string, unknown>;

describe('the one table agrees with the tree', () => {
  it('gives every service and remote a unique, well-formed name', () => {
    const names = [...SERVICES.map((service) => service.name), ...REMOTES.map((remote) => remote.name)];
    for (const name of names) expect(name).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(new Set(SERVICES.map((service) => service.name)).size).toBe(SERVICES.length);
    expect(new Set(REMOTES.map((remote) => remote.name)).size).toBe(REMOTES.length);
  });

  it('has no overlapping service path prefixes, all under /api', () => {
    for (const service of SERVICES) {
      for (const prefix of service.pathPrefixes) expect(prefix, service.name).toMatch(/^\/api\/[a-z]/);
    }
    expect(crossOverlaps(SERVICES.map((s) => ({ name: s.name, prefixes: s.pathPrefixes })))).toEqual([]);
  });

  it('names only other, existing services in a row’s reads', () => {
    const names = new Set(SERVICES.map((service) => service.name));
    for (const service of SERVICES) {
      for (const read of service.reads ?? []) {
        expect(names.has(read) && read !== service.name, `${service.name} reads ${read}`).toBe(true);
      }
    }
  });

  it('catches an overlap (the check can fail)', () => {
    expect(
      crossOverlaps([
        { name: 'a', prefixes: ['/api/journal'] },
        { name: 'b', prefixes: ['/api/journal/trades'] },
      ]),
    ).toHaveLength(1);
  });

  it('has no overlapping remote route prefixes, none over a page of the shell', () => {
    expect(crossOverlaps(REMOTES.map((r) => ({ name: r.name, prefixes: r.routePrefixes })))).toEqual([]);
    for (const remote of REMOTES) {
      for (const prefix of remote.routePrefixes) {
        expect(prefix, remote.name).not.toMatch(/^\/api(\/|$)|^\/remotes(\/|$)|^\/socket\.io/);
        for (const shellPath of SHELL_PATHS) {
          expect(overlaps(prefix, shellPath), `${remote.name} ${prefix} ↔ shell ${shellPath}`).toBe(false);
        }
      }
    }
  });

  it('keeps every route a remote declares under that remote’s prefixes', () => {
    for (const remote of REMOTES) {
      const paths = declaredRoutePaths(remote.folder);
      expect(paths.length, `${remote.folder}/src/routes.tsx declara rutas`).toBeGreaterThan(0);
      for (const path of paths) {
        expect(
          remote.routePrefixes.some((prefix) => isUnderPath(path, prefix)),
          `${remote.name}: ${path} fuera de ${remote.routePrefixes.join(', ')}`,
        ).toBe(true);
      }
    }
  });

  it('gives every service row its folder, package, composite project, entry, definition and environment', () => {
    for (const service of SERVICES) {
      const folder = serviceFolder(service.name);
      expect(json(`${folder}/package.json`).name, folder).toBe(`@pipcrafters/${service.name}`);
      expect(existsSync(join(ROOT, folder, 'tsconfig.json')), `${folder}/tsconfig.json`).toBe(true);
      expect(serviceEntry(service.name)).toBe(`${folder}/dist/main.js`);
      expect(existsSync(join(ROOT, folder, 'src/main.ts')), `${folder}/src/main.ts`).toBe(true);
      const definition = readFileSync(join(ROOT, folder, 'src/service.ts'), 'utf8');
      expect(definition, `${folder}/src/service.ts`).toContain(`name: '${service.name}'`);
      expect(existsSync(join(ROOT, folder, `src/config/${service.name}-env.ts`)), `${folder} env`).toBe(true);
    }
  });

  it('has a row for every service folder and every remote folder (nothing half-added)', () => {
    const serviceFolders = readdirSync(join(ROOT, 'services'), { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && existsSync(join(ROOT, 'services', entry.name, 'package.json')),
      )
      .map((entry) => entry.name);
    expect(serviceFolders.sort()).toEqual(SERVICES.map((service) => service.name).sort());
    const remoteFolders = readdirSync(ROOT, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
      .filter((entry) => existsSync(join(ROOT, entry.name, 'package.json')))
      .map((entry) => entry.name);
    expect(remoteFolders.sort()).toEqual(REMOTES.map((remote) => remote.folder).sort());
  });

  it('gives every remote row its package and build configuration', () => {
    for (const remote of REMOTES) {
      expect(json(`${remote.folder}/package.json`).name).toBe(`@pipcrafters/${remote.folder}`);
      expect(existsSync(join(ROOT, remote.folder, 'rspack.config.cjs')), remote.folder).toBe(true);
      expect(existsSync(join(ROOT, remote.folder, 'tsconfig.json')), remote.folder).toBe(true);
    }
  });

  it('builds and type-checks exactly the table’s projects', () => {
    const table = readPlatformTable();
    expect(backendProjects(table)).toEqual([
      'packages/contracts',
      'packages/events',
      'packages/service-kit',
      ...SERVICES.map((service) => serviceFolder(service.name)),
      'gateway',
    ]);
    expect(frontendFolders(table)).toEqual(['shell', ...REMOTES.map((remote) => remote.folder)]);
  });
});
