import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTES } from '@pipcrafters/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from './paths.js';
import { ScaffoldError } from './scaffold.js';
import { remoteFiles, scaffoldRemote } from './scaffold-remote.js';

const TABLE = 'packages/contracts/src/platform.json';
const roots: string[] = [];
function copyOfTable(): string {
  const root = mkdtempSync(join(tmpdir(), 'pipcrafters-new-remote-'));
  roots.push(root);
  cpSync(join(ROOT, TABLE), join(root, TABLE));
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('scaffoldRemote', () => {
  it('writes the folder and exactly one table row', () => {
    const root = copyOfTable();
    const before = JSON.parse(readFileSync(join(root, TABLE), 'utf8'));
    const written = scaffoldRemote(root, 'ejemplo', 'Área de ejemplo');
    const after = JSON.parse(readFileSync(join(root, TABLE), 'utf8'));
    expect(after.remotes).toEqual([
      ...before.remotes,
      { name: 'ejemplo', label: 'Área de ejemplo', routePrefixes: ['/ejemplo'] },
    ]);
    expect(after.services).toEqual(before.services);
    expect(written.sort()).toEqual(
      [
        'mfe-ejemplo/package.json',
        'mfe-ejemplo/rspack.config.cjs',
        'mfe-ejemplo/tsconfig.json',
        'mfe-ejemplo/src/routes.tsx',
        TABLE,
      ].sort(),
    );
    expect(readdirSync(join(root, 'mfe-ejemplo')).sort()).toEqual([
      'package.json',
      'rspack.config.cjs',
      'src',
      'tsconfig.json',
    ]);
    expect(JSON.parse(readFileSync(join(root, 'mfe-ejemplo/package.json'), 'utf8')).name).toBe(
      '@pipcrafters/mfe-ejemplo',
    );
    const routes = readFileSync(join(root, 'mfe-ejemplo/src/routes.tsx'), 'utf8');
    expect(routes).toContain("path: 'ejemplo',");
    expect(routes).toContain("title: 'Área de ejemplo',");
    expect(routes).toContain('comingSoonRoutes([');
  });

  it('names the page after the remote when no label is given, quoting what needs it', () => {
    expect(remoteFiles('mercado')['mfe-mercado/src/routes.tsx']).toContain("title: 'Mercado',");
    expect(remoteFiles('mercado', "L'Área")['mfe-mercado/src/routes.tsx']).toContain("title: 'L\\'Área',");
  });

  it('refuses a taken, reserved or malformed name, or a route another remote owns, before writing anything', () => {
    const root = copyOfTable();
    const table = readFileSync(join(root, TABLE), 'utf8');
    for (const [name, message] of [
      ['admin', /Ya existe/],
      ['identity', /Ya existe/],
      ['shell', /Ya existe/],
      ['Mal Nombre', /no vale como nombre de remoto/],
      ['../fuera', /no vale como nombre de remoto/],
      ['mfe-x', /no vale como nombre de remoto/],
      ['', /no vale como nombre de remoto/],
      ['models', /ya pertenece al remoto learning/],
    ] as const) {
      expect(() => scaffoldRemote(root, name), name).toThrow(ScaffoldError);
      expect(() => scaffoldRemote(root, name), name).toThrow(message);
    }
    expect(readdirSync(root)).toEqual(['packages']);
    expect(readFileSync(join(root, TABLE), 'utf8')).toBe(table);
  });

  it('refuses a folder that exists without a row', () => {
    const root = copyOfTable();
    mkdirSync(join(root, 'mfe-ejemplo'));
    expect(() => scaffoldRemote(root, 'ejemplo')).toThrow(/Ya existe/);
  });
});

describe('the remotes of the repository', () => {
  it('share the template’s skeleton: one-line build config, the same tsconfig, nothing else of their own', () => {
    for (const remote of REMOTES) {
      const files = remoteFiles(remote.name);
      for (const file of ['rspack.config.cjs', 'tsconfig.json']) {
        const path = `${remote.folder}/${file}`;
        expect(readFileSync(join(ROOT, path), 'utf8'), path).toBe(files[path]);
      }
      for (const gone of ['src/index.ts', 'src/bootstrap.tsx'])
        expect(existsSync(join(ROOT, remote.folder, gone)), `${remote.folder}/${gone}`).toBe(false);
    }
  });

  it('have the template’s package.json unless they use more than the UI kit', () => {
    for (const remote of REMOTES) {
      const path = `${remote.folder}/package.json`;
      const actual = JSON.parse(readFileSync(join(ROOT, path), 'utf8'));
      const template = JSON.parse(remoteFiles(remote.name)[path] as string);
      const built = Object.keys(actual.dependencies ?? {}).some(
        (name) => !(name in (template.dependencies ?? {})),
      );
      if (built) {
        // A built area keeps the template's name, scripts and build tooling, and adds what its pages use.
        expect({
          name: actual.name,
          scripts: actual.scripts,
          devDependencies: actual.devDependencies,
        }).toMatchObject({
          name: template.name,
          scripts: template.scripts,
          devDependencies: template.devDependencies,
        });
      } else {
        expect(readFileSync(join(ROOT, path), 'utf8'), path).toBe(remoteFiles(remote.name)[path]);
      }
    }
  });
});
