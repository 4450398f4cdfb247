import { ApiError } from '@pipcrafters/api-client';
import { Messages, type ThemePreference } from '@pipcrafters/contracts';
import { PageHeading, USER_STATUS_LABELS, useToast } from '@pipcrafters/ui';
import { Button, Card, Col, Descriptions, Flex, Form, Modal, Row, Segmented, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ChangePasswordDialog } from '../profile/ChangePasswordDialog';
import { TimeZoneCard } from '../profile/TimeZoneCard';
import { NameFields } from '../session/account-fields';
import { authApi } from '../session/auth-api';
import { useSessionStore } from '../session/session-store';
import { useSignOut } from '../session/useSignOut';
import { THEME_LABELS } from '../theme/theme';
import { useThemeStore } from '../theme/theme-store';
import { useXpProfile } from '../xp/useXpProfile';

interface NameForm {
  firstName: string;
  lastName: string;
}

const dateFormatter = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long' });
const errorText = (error: unknown) => (error instanceof ApiError ? error.message : Messages.unknownError);

/** Applies the theme at once, keeps it in this browser and saves it in the profile's preferences. */
function ThemeCard() {
  const { toast } = useToast();
  const preference = useThemeStore((state) => state.preference);
  const setPreference = useThemeStore((state) => state.setPreference);
  const setUser = useSessionStore((state) => state.setUser);

  const choose = async (theme: ThemePreference) => {
    setPreference(theme);
    try {
      const { user } = await authApi.updateUser({ preferences: { theme } });
      setUser(user);
    } catch (error) {
      toast({
        title: 'No se pudo guardar el tema en tu perfil',
        description: errorText(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card title="Apariencia">
      <Flex vertical gap={8}>
        <Typography.Text id="theme-label">Tema</Typography.Text>
        <Segmented<ThemePreference>
          aria-labelledby="theme-label"
          value={preference}
          onChange={(value) => void choose(value)}
          options={(['dark', 'light', 'auto'] as const).map((value) => ({
            value,
            label: THEME_LABELS[value],
          }))}
        />
        <Typography.Text type="secondary">
          «Automático» sigue el modo claro u oscuro de tu sistema, también si lo cambias con la página
          abierta.
        </Typography.Text>
      </Flex>
    </Card>
  );
}

function SecurityCard() {
  const [modal, modalHolder] = Modal.useModal();
  const { toast } = useToast();
  const signOut = useSignOut();
  const [changingPassword, setChangingPassword] = useState(false);

  const signOutEverywhere = () =>
    modal.confirm({
      title: '¿Cerrar sesión en todos los dispositivos?',
      content:
        'Se cerrarán todas tus sesiones, también esta. Tendrás que volver a iniciar sesión en cada dispositivo.',
      okText: 'Cerrar todas las sesiones',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: () =>
        signOut({ everywhere: true }).catch((error: unknown) =>
          toast({
            title: 'No se pudieron cerrar las sesiones',
            description: errorText(error),
            variant: 'destructive',
          }),
        ),
    });

  return (
    <Card title="Seguridad">
      <Flex vertical gap={12} align="flex-start">
        <Button onClick={() => setChangingPassword(true)}>Cambiar contraseña</Button>
        <Button danger onClick={signOutEverywhere}>
          Cerrar sesión en todos los dispositivos
        </Button>
      </Flex>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
      {modalHolder}
    </Card>
  );
}

export function ProfilePage() {
  const { toast } = useToast();
  const user = useSessionStore((state) => state.user);
  const setUser = useSessionStore((state) => state.setUser);
  const trackSubmission = useSessionStore((state) => state.trackSubmission);
  const signOut = useSignOut();
  const { level, profile } = useXpProfile();
  const [saving, setSaving] = useState(false);

  if (!user) return null;

  const save = async (values: NameForm) => {
    setSaving(true);
    try {
      const { user: updated } = await trackSubmission(
        authApi.updateUser({ firstName: values.firstName.trim(), lastName: values.lastName.trim() }),
      );
      setUser(updated);
      toast({ title: 'Perfil actualizado', variant: 'success' });
    } catch (error) {
      toast({ title: 'No se pudo guardar el perfil', description: errorText(error), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeading title="Mi perfil" extra={<Button onClick={() => void signOut()}>Cerrar sesión</Button>} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title="Tus datos">
            <Descriptions column={1}>
              <Descriptions.Item label="Nombre">
                {user.firstName} {user.lastName}
              </Descriptions.Item>
              <Descriptions.Item label="Correo electrónico">{user.email}</Descriptions.Item>
              <Descriptions.Item label="Estado">{USER_STATUS_LABELS[user.status]}</Descriptions.Item>
              <Descriptions.Item label="Roles">
                {user.roles.map((role) => (
                  <Tag key={role}>{role === 'ADMIN' ? 'Administrador' : 'Usuario'}</Tag>
                ))}
              </Descriptions.Item>
              <Descriptions.Item label="Nivel">
                {level} ({profile.xpTotal.toLocaleString('es-ES')} XP)
              </Descriptions.Item>
              <Descriptions.Item label="Miembro desde">
                {dateFormatter.format(new Date(user.createdAt))}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Editar perfil">
            <Form<NameForm>
              layout="vertical"
              requiredMark={false}
              initialValues={{ firstName: user.firstName, lastName: user.lastName }}
              onFinish={save}
              name="profile"
            >
              <NameFields />
              <Button type="primary" htmlType="submit" loading={saving}>
                Guardar cambios
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <ThemeCard />
        </Col>
        <Col xs={24} lg={12}>
          <TimeZoneCard />
        </Col>
        <Col xs={24} lg={12}>
          <SecurityCard />
        </Col>
      </Row>
    </>
  );
}
