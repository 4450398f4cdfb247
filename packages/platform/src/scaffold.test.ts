import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from './paths.js';
import { ScaffoldError, scaffoldService } from './scaffold.js';

const roots: string[] = [];
function copyOfTable(): string {
  const root = mkdtempSync(join(tmpdir(), 'pipcrafters-scaffold-'));
  roots.push(root);
  cpSync(
    join(ROOT, 'packages/contracts/src/platform.json'),
    join(root, 'packages/contracts/src/platform.json'),
  );
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('scaffoldService', () => {
  it('writes the folder and exactly one table row, matching what the tree test expects', () => {
    const root = copyOfTable();
    const before = JSON.parse(readFileSync(join(root, 'packages/contracts/src/platform.json'), 'utf8'));
    const written = scaffoldService(root, 'ejemplo', 1800000000000);
    const after = JSON.parse(readFileSync(join(root, 'packages/contracts/src/platform.json'), 'utf8'));
    expect(after.services).toEqual([...before.services, { name: 'ejemplo', pathPrefixes: ['/api/ejemplo'] }]);
    expect(after.remotes).toEqual(before.remotes);
    for (const file of [
      'services/ejemplo/package.json',
      'services/ejemplo/tsconfig.json',
      'services/ejemplo/src/main.ts',
      'services/ejemplo/src/config/ejemplo-env.ts',
      'services/ejemplo/src/migrations/1800000000000-create-ejemplo-schema.ts',
    ]) {
      expect(written).toContain(file);
      expect(existsSync(join(root, file)), file).toBe(true);
    }
    const definition = readFileSync(join(root, 'services/ejemplo/src/service.ts'), 'utf8');
    expect(definition).toContain("name: 'ejemplo'");
    expect(definition).toContain('EjemploEnv');
    expect(JSON.parse(readFileSync(join(root, 'services/ejemplo/package.json'), 'utf8')).name).toBe(
      '@pipcrafters/ejemplo',
    );
  });

  it('refuses a taken or malformed name before writing anything, in Spanish', () => {
    const root = copyOfTable();
    expect(() => scaffoldService(root, 'identity')).toThrow(ScaffoldError);
    expect(() => scaffoldService(root, 'identity')).toThrow(/Ya existe/);
    expect(() => scaffoldService(root, 'Mal Nombre')).toThrow(/no vale como nombre/);
    expect(() => scaffoldService(root, '../fuera')).toThrow(/no vale como nombre/);
    expect(existsSync(join(root, 'services'))).toBe(false);
  });
});
