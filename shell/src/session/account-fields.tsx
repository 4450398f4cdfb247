import { Form, Input } from 'antd';
import { AUTH_MESSAGES } from './auth-validation';

/** First name and surname, as on the profile (registration draws its own, without antd: pages/AuthPage.tsx). */
export function NameFields() {
  return (
    <>
      <Form.Item
        label="Nombre"
        name="firstName"
        rules={[{ required: true, whitespace: true, message: AUTH_MESSAGES.firstNameRequired }]}
      >
        <Input autoComplete="given-name" maxLength={100} />
      </Form.Item>
      <Form.Item
        label="Apellidos"
        name="lastName"
        rules={[{ required: true, whitespace: true, message: AUTH_MESSAGES.lastNameRequired }]}
      >
        <Input autoComplete="family-name" maxLength={100} />
      </Form.Item>
    </>
  );
}
