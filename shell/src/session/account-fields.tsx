import { Flex, Form, Input } from 'antd';

/** The e-mail field of the login and registration forms. */
export function EmailField() {
  return (
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
  );
}

/** First name and surname, stacked or (`sideBySide`) on one row, as in registration and the profile. */
export function NameFields({ sideBySide = false }: { sideBySide?: boolean }) {
  const style = sideBySide ? { flex: 1 } : undefined;
  const fields = (
    <>
      <Form.Item
        label="Nombre"
        name="firstName"
        style={style}
        rules={[{ required: true, whitespace: true, message: 'Introduce tu nombre.' }]}
      >
        <Input autoComplete="given-name" maxLength={100} />
      </Form.Item>
      <Form.Item
        label="Apellidos"
        name="lastName"
        style={style}
        rules={[{ required: true, whitespace: true, message: 'Introduce tus apellidos.' }]}
      >
        <Input autoComplete="family-name" maxLength={100} />
      </Form.Item>
    </>
  );
  return sideBySide ? <Flex gap={12}>{fields}</Flex> : fields;
}
