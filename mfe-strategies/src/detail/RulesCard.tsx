import { CheckSquareOutlined } from '@ant-design/icons';
import type { Strategy, StrategyRule } from '@pipcrafters/contracts';
import { Card, Flex, Typography } from 'antd';

function RuleList({
  id,
  title,
  rules,
  ordered = true,
}: {
  id: string;
  title: string;
  rules: StrategyRule[];
  ordered?: boolean;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <section aria-labelledby={id}>
      <Typography.Title level={3} id={id} style={{ fontSize: 15, margin: '0 0 4px' }}>
        {title}
      </Typography.Title>
      {rules.length ? (
        <List
          style={{ margin: 0, paddingInlineStart: ordered ? 22 : 0, listStyle: ordered ? undefined : 'none' }}
          data-testid={id}
        >
          {rules.map((rule) => (
            <li key={rule.id} style={{ marginBottom: 4, overflowWrap: 'anywhere' }}>
              {ordered ? null : <CheckSquareOutlined aria-hidden style={{ marginInlineEnd: 6 }} />}
              {rule.text}
            </li>
          ))}
        </List>
      ) : (
        <Typography.Text type="secondary">Ninguna.</Typography.Text>
      )}
    </section>
  );
}

/** Entry and exit rules in their order, and the pre-trade checklist. */
export function RulesCard({ strategy }: { strategy: Strategy }) {
  return (
    <Card
      title={
        <Typography.Title level={2} id="reglas" style={{ fontSize: 16, margin: 0 }}>
          Reglas
        </Typography.Title>
      }
    >
      <Flex vertical gap={16}>
        <RuleList id="reglas-entrada" title="Reglas de entrada" rules={strategy.entryRules} />
        <RuleList id="reglas-salida" title="Reglas de salida" rules={strategy.exitRules} />
        <RuleList
          id="lista-comprobacion"
          title="Lista de comprobación antes de operar"
          rules={strategy.checklist}
          ordered={false}
        />
      </Flex>
    </Card>
  );
}
