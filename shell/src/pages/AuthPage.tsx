import { ApiError } from '@pipcrafters/api-client';
import {
  type AuthResponse,
  type LoginRequest,
  Messages,
  PASSWORD_MAX_LENGTH,
  type RegisterRequest,
} from '@pipcrafters/contracts';
import { Alert, Button, Card, Flex, Form, type FormInstance, Input, Layout, Tabs, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { EmailField, NameFields } from '../session/account-fields';
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

interface AuthFormProps<Values> {
  name: string;
  form?: FormInstance<Values>;
  failedTitle: string;
  send: (values: Values) => Promise<AuthResponse>;
  submitLabel: string;
  children: ReactNode;
}

/** The skeleton shared by login and registration: error alert, fields, submit button and sign-in on success. */
function AuthForm<Values>({ name, form, failedTitle, send, submitLabel, children }: AuthFormProps<Values>) {
  const applyUser = useApplyUser();
  const trackSubmission = useSessionStore((state) => state.trackSubmission);
  const [error, setError] = useState<FormError | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Values) => {
    setError(null);
    setSubmitting(true);
    try {
      const { user } = await trackSubmission(send(values));
      applyUser(user);
    } catch (caught) {
      setError(describeError(failedTitle, caught));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit} requiredMark={false} name={name}>
      <Flex vertical gap={16}>
        <ErrorAlert error={error} />
        <div>
          {children}
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {submitLabel}
          </Button>
        </div>
      </Flex>
    </Form>
  );
}

function LoginForm() {
  return (
    <AuthForm<LoginRequest>
      name="login"
      failedTitle={Messages.loginFailed}
      send={authApi.login}
      submitLabel="Iniciar sesión"
    >
      <EmailField />
      <Form.Item
        label="Contraseña"
        name="password"
        rules={[{ required: true, message: 'Introduce tu contraseña.' }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
    </AuthForm>
  );
}

function RegisterForm() {
  const [form] = Form.useForm<RegisterRequest>();

  return (
    <AuthForm<RegisterRequest>
      name="register"
      form={form}
      failedTitle={Messages.registerFailed}
      send={(values) =>
        authApi.register({ ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim() })
      }
      submitLabel="Crear cuenta"
    >
      <NameFields sideBySide />
      <EmailField />
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
    </AuthForm>
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
