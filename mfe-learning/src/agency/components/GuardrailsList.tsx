import { LockOutlined } from '@ant-design/icons';
import type { InheritedGuardrail } from '@pipcrafters/contracts';
import { Flex, Typography } from 'antd';

/** The platform's rules a bot inherits, read-only: they cannot be switched off. */
export function GuardrailsList({ guardrails }: { guardrails: readonly InheritedGuardrail[] }) {
  return (
    <section aria-labelledby="guardrails-heading">
      <Typography.Title level={3} id="guardrails-heading" style={{ fontSize: 15, marginTop: 0 }}>
        <LockOutlined aria-hidden /> Reglas heredadas de la plataforma
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        Tu chatbot las cumple siempre; no se pueden desactivar.
      </Typography.Paragraph>
      <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="inherited-guardrails">
        {guardrails.map((guardrail) => (
          <li key={guardrail.key} style={{ marginBottom: 4 }}>
            <Flex vertical>
              <Typography.Text strong>{guardrail.label}</Typography.Text>
              <Typography.Text type="secondary">{guardrail.description}</Typography.Text>
            </Flex>
          </li>
        ))}
      </ul>
    </section>
  );
}
