import { ClockCircleOutlined } from '@ant-design/icons';
import { LinkButton } from '@pipcrafters/ui';
import { Button, Card, Flex, Layout, Result, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router-dom';
import { startRealtime, stopRealtime } from '../realtime/realtime-client';
import { subscribeRealtime } from '../realtime/realtime-events';
import { authApi } from '../session/auth-api';
import { useReloadUser } from '../session/SessionEvents';
import { useSessionStore } from '../session/session-store';
import { useSignOut } from '../session/useSignOut';

/** How often a pending account asks whether an admin has approved it, in case the live channel is down. */
export const APPROVAL_POLL_MS = 10_000;

/**
 * The decision arrives live: the gateway admits a PENDING account's socket to its own room, and the approval (or
 * rejection) notification makes the page re-read the account at once. Polling stays as the fallback.
 */
function useApprovalWatch(userId: string | null) {
  const check = useRef<() => void>(() => undefined);
  check.current = useReloadUser();
  useEffect(() => {
    if (!userId) return;
    const timer = setInterval(() => check.current(), APPROVAL_POLL_MS);
    const stopListening = subscribeRealtime('notification:new', () => check.current());
    startRealtime(userId, { renewSession: () => authApi.me() });
    return () => {
      clearInterval(timer);
      stopListening();
      stopRealtime();
    };
  }, [userId]);
}

export function PendingApprovalPage() {
  const user = useSessionStore((state) => state.user);
  const signOut = useSignOut();
  const pending = user?.status === 'PENDING';
  useApprovalWatch(pending && user ? user.id : null);

  if (user && !pending) return <Navigate to="/dashboard" replace />;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content
        style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', padding: 16 }}
      >
        <main style={{ width: '100%', maxWidth: 620 }}>
          <Card>
            <Result
              icon={<ClockCircleOutlined />}
              title={
                <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
                  Tu cuenta está pendiente de aprobación
                </Typography.Title>
              }
              subTitle={
                <Flex vertical gap={8}>
                  <span>
                    {user ? `Hola, ${user.firstName}. ` : ''}
                    Un administrador de PipCrafters revisará tu solicitud de registro. Cuando la apruebe
                    podrás acceder a toda la plataforma.
                  </span>
                  {pending ? (
                    <span>
                      Te avisaremos aquí en cuanto se revise tu solicitud; no hace falta recargar la página.
                    </span>
                  ) : null}
                </Flex>
              }
              extra={
                user ? (
                  <Button onClick={() => void signOut()}>Cerrar sesión</Button>
                ) : (
                  <LinkButton to="/auth" type="primary">
                    Iniciar sesión
                  </LinkButton>
                )
              }
            />
          </Card>
        </main>
      </Layout.Content>
    </Layout>
  );
}
