import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './paths.js';

describe('embedded PostgreSQL wrapper', () => {
  it('leaves the exit status of the process that loads it alone (a failing run must not end green)', () => {
    const script = `await import(${JSON.stringify(join(ROOT, 'packages/platform/src/postgres.ts'))}); process.exitCode = 3;`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(child.stderr).toBe('');
    expect(child.status).toBe(3);
  });
});
