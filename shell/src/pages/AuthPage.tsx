import { ApiError } from '@pipcrafters/api-client';
import { type AuthResponse, Messages, PASSWORD_MAX_LENGTH } from '@pipcrafters/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, SubmitButton, Tabs, TextField } from '../public/public-ui';
import { authApi } from '../session/auth-api';
import {
  type AuthErrors,
  type AuthField,
  type AuthValues,
  validateLogin,
  validateRegistration,
} from '../session/auth-validation';
import { PASSWORD_HINT } from '../session/password-rules';
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
        <ul>
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

const EMPTY: AuthValues = { firstName: '', lastName: '', email: '', password: '' };

interface AuthFormProps {
  name: string;
  validate: (values: AuthValues) => AuthErrors;
  failedTitle: string;
  send: (values: AuthValues) => Promise<AuthResponse>;
  submitLabel: string;
  fields: (field: (name: AuthField) => FieldBinding) => ReactNode;
}

interface FieldBinding {
  name: AuthField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/**
 * The skeleton shared by login and registration: error alert, fields, submit button and sign-in on success. A
 * field is checked as it changes, every field on submit (the first wrong one gets the focus), as antd's Form did.
 */
function AuthForm({ name, validate, failedTitle, send, submitLabel, fields }: AuthFormProps) {
  const applyUser = useApplyUser();
  const trackSubmission = useSessionStore((state) => state.trackSubmission);
  const [values, setValues] = useState<AuthValues>(EMPTY);
  const [checked, setChecked] = useState<Set<AuthField>>(new Set());
  const [error, setError] = useState<FormError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const errors = validate(values);

  const field = (fieldName: AuthField): FieldBinding => ({
    name: fieldName,
    value: values[fieldName],
    error: checked.has(fieldName) ? errors[fieldName] : undefined,
    onChange: (value) => {
      setValues((current) => ({ ...current, [fieldName]: value }));
      setChecked((current) => new Set(current).add(fieldName));
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setChecked(new Set(Object.keys(EMPTY) as AuthField[]));
    const firstWrong = Object.keys(errors)[0];
    if (firstWrong) {
      form.querySelector<HTMLInputElement>(`[name="${firstWrong}"]`)?.focus();
      return;
    }
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
    <form name={name} onSubmit={submit} noValidate>
      <div className="pc-form-stack">
        {error ? <Alert title={error.title} description={error.description} /> : null}
        <div>
          {fields(field)}
          <SubmitButton loading={submitting}>{submitLabel}</SubmitButton>
        </div>
      </div>
    </form>
  );
}

function LoginForm() {
  return (
    <AuthForm
      name="login"
      validate={validateLogin}
      failedTitle={Messages.loginFailed}
      send={({ email, password }) => authApi.login({ email, password })}
      submitLabel="Iniciar sesión"
      fields={(field) => (
        <>
          <TextField label="Correo electrónico" type="email" autoComplete="email" {...field('email')} />
          <TextField
            label="Contraseña"
            type="password"
            autoComplete="current-password"
            {...field('password')}
          />
        </>
      )}
    />
  );
}

function RegisterForm() {
  return (
    <AuthForm
      name="register"
      validate={validateRegistration}
      failedTitle={Messages.registerFailed}
      send={(values) =>
        authApi.register({ ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim() })
      }
      submitLabel="Crear cuenta"
      fields={(field) => (
        <>
          <div className="pc-row">
            <TextField label="Nombre" autoComplete="given-name" maxLength={100} {...field('firstName')} />
            <TextField label="Apellidos" autoComplete="family-name" maxLength={100} {...field('lastName')} />
          </div>
          <TextField label="Correo electrónico" type="email" autoComplete="email" {...field('email')} />
          <TextField
            label="Contraseña"
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            hint={PASSWORD_HINT}
            {...field('password')}
          />
        </>
      )}
    />
  );
}

type TabKey = 'login' | 'register';

/** Login and registration. Signed-in users never see it (the route sends them on). */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const blockedMessage = useSessionStore((state) => state.blockedMessage);
  const activeTab: TabKey = params.get('tab') === 'register' ? 'register' : 'login';

  return (
    <div className="pc-page pc-auth">
      <main>
        <span className="pc-auth-brand">
          <Link to="/">PipCrafters</Link>
        </span>
        <div className="pc-public-card">
          <h1>{activeTab === 'register' ? 'Crea tu cuenta' : 'Inicia sesión'}</h1>
          {blockedMessage ? (
            <Alert
              warning
              title="Acceso no disponible"
              description={blockedMessage}
              className="pc-blocked"
              data-testid="account-blocked"
            />
          ) : null}
          <Tabs<TabKey>
            activeKey={activeTab}
            onChange={(key) => setParams(key === 'register' ? { tab: 'register' } : {}, { replace: true })}
            items={[
              { key: 'login', label: 'Iniciar sesión', children: <LoginForm /> },
              { key: 'register', label: 'Registrarse', children: <RegisterForm /> },
            ]}
          />
        </div>
      </main>
    </div>
  );
}
