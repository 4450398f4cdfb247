import { REMOTES, type RemotesConfig } from '@pipcrafters/contracts';

/** Every remote in contracts order, with the entry from the environment or the gateway's own static copy. */
export function remotesConfig(entries: ReadonlyMap<string, string>): RemotesConfig {
  return {
    remotes: REMOTES.map((remote) => ({
      name: remote.name,
      entry: entries.get(remote.name) ?? `/remotes/${remote.name}/mf-manifest.json`,
    })),
  };
}

/** Origins other than ours that remotes are loaded from (they must be allowed by the CSP). */
export function externalRemoteOrigins(entries: ReadonlyMap<string, string>): string[] {
  const origins = new Set<string>();
  for (const entry of entries.values()) {
    if (/^https?:\/\//i.test(entry)) origins.add(new URL(entry).origin);
  }
  return [...origins];
}
