import type { PublicUser, RemoteDefinition } from '@pipcrafters/contracts';

/** Whether the user may open a remote's area: its row's `requiredRole` (platform.json), when it names one. */
export function mayEnterArea(
  remote: Pick<RemoteDefinition, 'requiredRole'>,
  user: PublicUser | null,
): boolean {
  return remote.requiredRole === undefined || (user?.roles.includes(remote.requiredRole) ?? false);
}
