import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../../..');

/** The modules a fresh Node process has loaded after requiring `modules` (built dist), as paths under node_modules. */
function loadedAfter(modules: string[]): string[] {
  const script = `${modules.map((module) => `require(${JSON.stringify(module)});`).join('')}
process.stdout.write(JSON.stringify(Object.keys(require.cache)));`;
  const loaded = JSON.parse(
    execFileSync(process.execPath, ['-e', script], { cwd: ROOT }).toString(),
  ) as string[];
  return loaded.map((path) => path.split('node_modules/').pop() ?? path);
}

const OPENAPI_LIBRARIES = /^(@nestjs\/swagger|class-validator-jsonschema|swagger-ui-dist)\//;

describe('the OpenAPI libraries load on the first document, not at start-up (about 16 MB per process)', () => {
  it('service-kit and the gateway’s docs module load without them', () => {
    const loaded = loadedAfter([
      './packages/service-kit',
      './gateway/dist/docs/gateway-document',
      './gateway/dist/docs/api-docs.controller',
    ]);
    expect(loaded.length).toBeGreaterThan(100);
    expect(loaded.filter((path) => OPENAPI_LIBRARIES.test(path))).toEqual([]);
  });

  it('the document builder brings them', () => {
    const loaded = loadedAfter(['./packages/service-kit/dist/openapi/build-document']);
    expect(loaded.some((path) => path.startsWith('@nestjs/swagger/'))).toBe(true);
    expect(loaded.some((path) => path.startsWith('class-validator-jsonschema/'))).toBe(true);
  });
});
