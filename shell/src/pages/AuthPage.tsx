import { ApiError } from '@pipcrafters/api-client';
import { Messages, PASSWORD_MAX_LENGTH } from '@pipcrafters/contracts';
import { Alert, Button, Card, Flex, Form, Input, Layout, Tabs, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { authApi } from '../session/auth-api';
import { PASSWORD_HINT, passwordRule } from '../session/password-rules';
import { useApplyUser } from '../session/SessionEvents';
import { useSessionStore } from '../session/session-store';

interface FormError {
  title: string;
  description: ReactNode;
}

function describeError(title: string, error: unknown): FormError {
  if (!(error instanceof ApiError)) return { title, description: Messages.unknownError };
  return {
    title,
    description: error.details?.length ? (
      <>
        {error.message}
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
          {error.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      </>
    ) : (
      error.message
    ),
  };
}

function ErrorAlert({ error }: { error: FormError | null }) {
  if (!error) return null;
  return <Alert type="error" showIcon title={error.title} description={error.description} role="alert" />;
}

function LoginForm() {
  const applyUser = useApplyUser();
  const trackSubmission = useSessionStore((state) => state.trackSubmission);
  const [error, setError] = useState<FormError | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: { email: string; password: string }) => {
    setError(null);
    setSubmitting(true);
    try {
      const { user } = await trackSubmission(authApi.login(values));
      applyUser(user);
    } catch (caught) {
      setError(describeError(Messages.loginFailed, caught));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form layout="vertical" onFinish={submit} requiredMark={false} name="login">
      <Flex vertical gap={16}>
        <ErrorAlert error={error} />
        <div>
          <Form.Item
            label="Correo electrónico"
            name="email"
            rules={[
              { required: true, message: 'Introduce tu correo electrónico.' },
              { type: 'email', message: 'Introduce un correo electrónico válido.' },
            ]}
          >
            <Input autoComplete="email" inputMode="email" />
          </Form.Item>
          <Form.Item
            label="Contraseña"
            name="password"
            rules={[{ required: true, message: 'Introduce tu contraseña.' }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            Iniciar sesión
          </Button>
        </div>
      </Flex>
    </Form>
  );
}

function RegisterForm() {
  const [form] = Form.useForm();
  const applyUser = useApplyUser();
  const trackSubmission = useSessionStore((state) => state.trackSubmission);
  const [error, setError] = useState<FormError | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: { firstName: string; lastName: string; email: string; password: string }) => {
    setError(null);
    setSubmitting(true);
    try {
      const { user } = await trackSubmission(
        authApi.register({ ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim() }),
      );
      applyUser(user);
    } catch (caught) {
      setError(describeError(Messages.registerFailed, caught));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} name="register">
      <Flex vertical gap={16}>
        <ErrorAlert error={error} />
        <div>
          <Flex gap={12}>
            <Form.Item
              label="Nombre"
              name="firstName"
              style={{ flex: 1 }}
              rules={[{ required: true, whitespace: true, message: 'Introduce tu nombre.' }]}
            >
              <Input autoComplete="given-name" maxLength={100} />
            </Form.Item>
            <Form.Item
              label="Apellidos"
              name="lastName"
              style={{ flex: 1 }}
              rules={[{ required: true, whitespace: true, message: 'Introduce tus apellidos.' }]}
            >
              <Input autoComplete="family-name" maxLength={100} />
            </Form.Item>
          </Flex>
          <Form.Item
            label="Correo electrónico"
            name="email"
            rules={[
              { required: true, message: 'Introduce tu correo electrónico.' },
              { type: 'email', message: 'Introduce un correo electrónico válido.' },
            ]}
          >
            <Input autoComplete="email" inputMode="email" />
          </Form.Item>
          <Form.Item
            label="Contraseña"
            name="password"
            extra={PASSWORD_HINT}
            dependencies={['email']}
            rules={[
              { required: true, message: 'Introduce una contraseña.' },
              passwordRule(() => form.getFieldValue('email') ?? ''),
            ]}
          >
            <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            Crear cuenta
          </Button>
        </div>
      </Flex>
    </Form>
  );
}

/** Login and registration. Signed-in users never see it (the route sends them on). */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const blockedMessage = useSessionStore((state) => state.blockedMessage);
  const activeTab = params.get('tab') === 'register' ? 'register' : 'login';

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content
        style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', padding: 16 }}
      >
        <main style={{ width: '100%', maxWidth: 460 }}>
          <Flex vertical align="center" style={{ marginBottom: 16 }}>
            <Link to="/">
              <Typography.Text strong style={{ fontSize: 22 }}>
                PipCrafters
              </Typography.Text>
            </Link>
          </Flex>
          <Card>
            <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
              {activeTab === 'register' ? 'Crea tu cuenta' : 'Inicia sesión'}
            </Typography.Title>
            {blockedMessage ? (
              <Alert
                type="warning"
                showIcon
                title="Acceso no disponible"
                description={blockedMessage}
                style={{ marginBottom: 16 }}
                data-testid="account-blocked"
              />
            ) : null}
            <Tabs
              activeKey={activeTab}
              destroyOnHidden
              onChange={(key) => setParams(key === 'register' ? { tab: 'register' } : {}, { replace: true })}
              items={[
                { key: 'login', label: 'Iniciar sesión', children: <LoginForm /> },
                { key: 'register', label: 'Registrarse', children: <RegisterForm /> },
              ]}
            />
          </Card>
        </main>
      </Layout.Content>
    </Layout>
  );
}
