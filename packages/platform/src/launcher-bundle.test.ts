import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleLauncher } from './build.js';
import { LAUNCHER_BUNDLE, ROOT } from './paths.js';

describe("npm start's launcher bundle", () => {
  it('is one file on plain Node: the platform modules inside, only Node and declared packages imported', () => {
    bundleLauncher();
    const bundle = join(ROOT, LAUNCHER_BUNDLE);
    const code = readFileSync(bundle, 'utf8');
    const imported = [...code.matchAll(/(?:from|import\()\s*"([^"]+)"/g)].map((match) => match[1] as string);
    expect(imported.length).toBeGreaterThan(0);
    const declared = Object.keys(
      (
        JSON.parse(readFileSync(join(ROOT, 'packages/platform/package.json'), 'utf8')) as {
          dependencies: Record<string, string>;
        }
      ).dependencies,
    );
    for (const specifier of imported) {
      expect(specifier.startsWith('.'), specifier).toBe(false);
      if (specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
      // A package the platform declares (present after npm install), never tsx or a TypeScript source.
      const name = specifier.startsWith('@')
        ? specifier.split('/').slice(0, 2).join('/')
        : specifier.split('/')[0];
      expect(declared, specifier).toContain(name);
    }
    expect(code).not.toMatch(/\btsx\b/);
    // Node parses it as it is (no TypeScript left in it).
    const check = spawnSync(process.execPath, ['--check', bundle], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
  });
});
