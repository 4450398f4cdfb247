import { CheckCircleOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import type { JournalStrategy } from '@pipcrafters/contracts';
import { Button, Checkbox, Flex, Tag, Typography } from 'antd';
import { useId } from 'react';
import { reviewSummary, ruleGroups, ruleState, toggleRule } from './strategy-options';

/**
 * "¿Seguiste esta regla?": a checkbox per entry and exit rule of the trade's strategy. Until the trader touches one
 * the review stays null, "Sin revisar" (every box shown as undecided, and the trade left out of the per-rule
 * figures); from the first touch the unticked rules count as broken.
 */
export function RuleReview({
  strategy,
  value = null,
  onChange,
}: {
  strategy: JournalStrategy;
  value?: string[] | null;
  onChange?: (value: string[] | null) => void;
}) {
  const hint = useId();
  const groups = ruleGroups(strategy);
  const reviewed = value !== null;
  if (groups.length === 0)
    return (
      <Typography.Text type="secondary">
        Esta estrategia no tiene reglas de entrada ni de salida.
      </Typography.Text>
    );
  return (
    <fieldset
      aria-describedby={hint}
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
      data-testid="revision-reglas"
    >
      <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 4, border: 0 }}>
        ¿Seguiste esta regla?
      </legend>
      <Flex gap={8} align="center" wrap style={{ marginBottom: 8 }}>
        <Tag
          icon={reviewed ? <CheckCircleOutlined aria-hidden /> : <QuestionCircleOutlined aria-hidden />}
          color={reviewed ? 'blue' : undefined}
          data-testid="estado-revision"
        >
          {reviewSummary(strategy, value)}
        </Tag>
        <Button size="small" onClick={() => onChange?.(strategy.rules.map((rule) => rule.id))}>
          Seguí todas
        </Button>
        <Button size="small" onClick={() => onChange?.([])}>
          No seguí ninguna
        </Button>
        {reviewed ? (
          <Button size="small" type="link" onClick={() => onChange?.(null)}>
            Dejar sin revisar
          </Button>
        ) : null}
      </Flex>
      <Typography.Paragraph id={hint} type="secondary" style={{ fontSize: 13, margin: '0 0 8px' }}>
        {reviewed
          ? 'Las reglas sin marcar cuentan como no seguidas en las cifras de cada regla.'
          : 'Sin revisar: marca las reglas que seguiste. Hasta entonces la operación no cuenta en las cifras de cada regla.'}
      </Typography.Paragraph>
      <Flex vertical gap={8}>
        {groups.map((group) => (
          <fieldset key={group.kind} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <legend style={{ fontSize: 13, marginBottom: 2, border: 0 }}>
              <Typography.Text type="secondary">{group.title}</Typography.Text>
            </legend>
            <Flex vertical gap={4}>
              {group.rules.map((rule) => {
                const state = ruleState(value, rule.id);
                return (
                  <Checkbox
                    key={rule.id}
                    checked={state === 'followed'}
                    indeterminate={state === 'unreviewed'}
                    onChange={(event) =>
                      onChange?.(toggleRule(strategy, value, rule.id, event.target.checked))
                    }
                  >
                    {rule.text}
                  </Checkbox>
                );
              })}
            </Flex>
          </fieldset>
        ))}
      </Flex>
    </fieldset>
  );
}
