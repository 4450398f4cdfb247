import { REMOTES } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { externalRemoteOrigins, remotesConfig } from './remotes-config';

describe('remotesConfig', () => {
  it('lists every remote at its default same-origin manifest', () => {
    const config = remotesConfig(new Map());
    expect(config.remotes.map((remote) => remote.name)).toEqual(REMOTES.map((remote) => remote.name));
    expect(config.remotes[0]).toEqual({ name: 'learning', entry: '/remotes/learning/mf-manifest.json' });
  });

  it('uses an override for one remote only', () => {
    const config = remotesConfig(new Map([['journal', 'https://cdn.example/journal/mf-manifest.json']]));
    expect(config.remotes.find((remote) => remote.name === 'journal')?.entry).toBe(
      'https://cdn.example/journal/mf-manifest.json',
    );
    expect(config.remotes.find((remote) => remote.name === 'admin')?.entry).toBe(
      '/remotes/admin/mf-manifest.json',
    );
  });

  it('collects the foreign origins of overrides', () => {
    const entries = new Map([
      ['journal', 'https://cdn.example/journal/mf-manifest.json'],
      ['finance', 'https://cdn.example/finance/mf-manifest.json'],
      ['admin', '/remotes/admin/mf-manifest.json'],
    ]);
    expect(externalRemoteOrigins(entries)).toEqual(['https://cdn.example']);
  });
});
