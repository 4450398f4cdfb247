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

describe('embeddedPostgresSettings', () => {
  it('keeps the platform settings unless PLATFORM_POSTGRES_SETTINGS names others (to measure one)', async () => {
    const { EMBEDDED_POSTGRES_SETTINGS, embeddedPostgresSettings } = await import('./postgres.js');
    expect(embeddedPostgresSettings({})).toEqual(EMBEDDED_POSTGRES_SETTINGS);
    const chosen = embeddedPostgresSettings({
      PLATFORM_POSTGRES_SETTINGS: ' shared_buffers=16MB  work_mem=2MB broken =x ',
    });
    expect(chosen.shared_buffers).toBe('16MB');
    expect(chosen.work_mem).toBe('2MB');
    expect(chosen.jit).toBe('off');
    expect(Object.keys(chosen)).not.toContain('broken');
    expect(Object.keys(chosen)).not.toContain('');
  });
});
