import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Layout, Result, Typography } from 'antd';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { LinkButton } from '../app/LinkButton';
import { authApi } from '../session/auth-api';
import { useApplyUser } from '../session/SessionEvents';
import { useSessionStore } from '../session/session-store';
import { useSignOut } from '../session/useSignOut';

/** How often a pending account asks whether an admin has approved it. */
export const APPROVAL_POLL_MS = 10_000;

function useApprovalPolling(enabled: boolean) {
  const applyUser = useApplyUser();
  // biome-ignore lint/correctness/useExhaustiveDependencies: applyUser is rebuilt every render; the interval only depends on `enabled`.
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      authApi
        .me()
        .then(({ user }) => {
          if (user.status !== 'PENDING') applyUser(user);
        })
        .catch(() => undefined);
    }, APPROVAL_POLL_MS);
    return () => clearInterval(timer);
  }, [enabled]);
}

export function PendingApprovalPage() {
  const user = useSessionStore((state) => state.user);
  const signOut = useSignOut();
  const pending = user?.status === 'PENDING';
  useApprovalPolling(pending);

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
                      Comprobamos el estado de tu cuenta cada pocos segundos; no hace falta recargar la
                      página.
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
