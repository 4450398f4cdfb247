import type { PublicUser } from '@pipcrafters/contracts';
import { Flex, Result, Spinner, Text, useRealtime, useSession } from '@pipcrafters/ui';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

export const NOT_ALLOWED_TEXT = 'No tienes permisos para ver esta página';
export const RECHECKING_TEXT = 'Tus permisos han cambiado. Comprobando tu acceso…';
/** The longest the area hides its data after a notice while the shell re-reads the account. */
export const RECHECK_TIMEOUT_MS = 10_000;

const ViewerContext = createContext<PublicUser | null>(null);

/** The admin signed in, as the shell knows it (null outside AdminOnly). */
export function useViewer(): PublicUser | null {
  return useContext(ViewerContext);
}

/**
 * A system notification means an admin changed this account (roles, status): its rights may be gone. Until the
 * shell has re-read the account (a new session user), or RECHECK_TIMEOUT_MS at most, the area shows no admin data.
 */
function useRecheckAfterSystemNotice(user: PublicUser | null): boolean {
  const [staleUser, setStaleUser] = useState<PublicUser | null>(null);
  useRealtime('notification:new', (notification) => {
    if (notification.type === 'system' && user) setStaleUser(user);
  });
  const rechecking = staleUser !== null && staleUser === user;
  useEffect(() => {
    if (!rechecking) return;
    const timer = setTimeout(() => setStaleUser(null), RECHECK_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [rechecking]);
  return rechecking;
}

function Checking({ text }: { text?: string }) {
  return (
    <Flex vertical align="center" gap={12} style={{ padding: 48 }} role="status">
      <Spinner aria-label="Comprobando permisos" />
      {text ? <Text secondary>{text}</Text> : null}
    </Flex>
  );
}

/**
 * Renders the admin pages only for an active admin, as the shell's session says (useSession: no request of its
 * own). The shell already refuses these routes to anyone without ADMIN (the table's requiredRole) and every
 * /api/admin call is refused by the gateway and by identity; this keeps the area itself from mounting (and
 * fetching) for anyone else, and from showing data while a change to the viewer's rights is being checked.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const rechecking = useRecheckAfterSystemNotice(user);

  if (loading) return <Checking />;
  if (rechecking) return <Checking text={RECHECKING_TEXT} />;
  if (user?.status !== 'ACTIVE' || !user.roles.includes('ADMIN'))
    return <Result status="403" title="403" subTitle={NOT_ALLOWED_TEXT} />;
  return <ViewerContext.Provider value={user}>{children}</ViewerContext.Provider>;
}
