import { ApiError } from '@pipcrafters/api-client';
import { Messages, type ThemePreference } from '@pipcrafters/contracts';
import { PageHeading, USER_STATUS_LABELS } from '@pipcrafters/ui';
import { App, Button, Card, Col, Descriptions, Form, Radio, Row, Tag } from 'antd';
import { useState } from 'react';
import { NameFields } from '../session/account-fields';
import { authApi } from '../session/auth-api';
import { useSessionStore } from '../session/session-store';
import { useSignOut } from '../session/useSignOut';
import { THEME_LABELS } from '../theme/theme';
import { useThemeStore } from '../theme/theme-store';
import { useXpProfile } from '../xp/useXpProfile';

interface ProfileForm {
  firstName: string;
  lastName: string;
  theme: ThemePreference;
}

const dateFormatter = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long' });

export function ProfilePage() {
  const { notification } = App.useApp();
  const user = useSessionStore((state) => state.user);
  const setUser = useSessionStore((state) => state.setUser);
  const trackSubmission = useSessionStore((state) => state.trackSubmission);
  const themePreference = useThemeStore((state) => state.preference);
  const setThemePreference = useThemeStore((state) => state.setPreference);
  const signOut = useSignOut();
  const { level, profile } = useXpProfile();
  const [saving, setSaving] = useState(false);

  if (!user) return null;

  const save = async (values: ProfileForm) => {
    setSaving(true);
    try {
      const { user: updated } = await trackSubmission(
        authApi.updateUser({
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          preferences: { theme: values.theme },
        }),
      );
      setUser(updated);
      setThemePreference(values.theme);
      notification.success({ title: 'Perfil actualizado', duration: 2 });
    } catch (error) {
      notification.error({
        title: 'No se pudo guardar el perfil',
        description: error instanceof ApiError ? error.message : Messages.unknownError,
        duration: 4,
      });
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
            <Form<ProfileForm>
              layout="vertical"
              requiredMark={false}
              initialValues={{ firstName: user.firstName, lastName: user.lastName, theme: themePreference }}
              onFinish={save}
            >
              <NameFields />
              <Form.Item label="Tema" name="theme">
                <Radio.Group
                  optionType="button"
                  options={(['dark', 'light', 'auto'] as const).map((value) => ({
                    value,
                    label: THEME_LABELS[value],
                  }))}
                />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={saving}>
                Guardar cambios
              </Button>
            </Form>
          </Card>
        </Col>
      </Row>
    </>
  );
}
