import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { emptyRule, moveItem, type RuleField, STRATEGY_LIMITS } from './strategy-form';

/**
 * A list of rules to write, add, remove and reorder (buttons, so the keyboard can do it all). Each rule keeps the id
 * it came with wherever it moves, so its figures in the journal follow it. A fieldset named by its legend; each
 * field and button says which rule it is for ("Regla de entrada 2", "Subir regla de entrada 2").
 */
export function RuleListInput({
  id,
  value = [],
  onChange,
  legend,
  help,
  itemLabel,
  addLabel,
  placeholder,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: {
  id?: string;
  value?: RuleField[];
  onChange?: (value: RuleField[]) => void;
  legend: string;
  help?: string;
  /** "Regla de entrada": the field of rule 2 is "Regla de entrada 2". */
  itemLabel: string;
  addLabel: string;
  placeholder?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}) {
  const [added, setAdded] = useState<string | null>(null);
  const change = (next: RuleField[]) => onChange?.(next);
  const lower = itemLabel.charAt(0).toLowerCase() + itemLabel.slice(1);
  const full = value.length >= STRATEGY_LIMITS.rules;
  return (
    <fieldset
      id={id}
      aria-describedby={describedBy}
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
    >
      <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 4, padding: 0 }}>{legend}</legend>
      {help ? (
        <Typography.Paragraph type="secondary" style={{ fontSize: 13, margin: '0 0 8px' }}>
          {help}
        </Typography.Paragraph>
      ) : null}
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {value.map((rule, index) => {
          const label = `${itemLabel} ${index + 1}`;
          return (
            <li key={rule.key} style={{ marginBottom: 8 }}>
              <Flex gap={4} align="flex-start">
                <Typography.Text
                  type="secondary"
                  aria-hidden
                  style={{ minWidth: 20, paddingTop: 5, textAlign: 'right' }}
                >
                  {index + 1}.
                </Typography.Text>
                <Input.TextArea
                  aria-label={label}
                  aria-invalid={invalid && !rule.text.trim() ? true : undefined}
                  value={rule.text}
                  autoFocus={rule.key === added}
                  placeholder={placeholder}
                  autoSize={{ minRows: 1, maxRows: 8 }}
                  maxLength={STRATEGY_LIMITS.ruleText}
                  onChange={(event) =>
                    change(
                      value.map((item) =>
                        item.key === rule.key ? { ...item, text: event.target.value } : item,
                      ),
                    )
                  }
                  style={{ flex: 1, minWidth: 0 }}
                />
                <Flex gap={2} wrap={false}>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowUpOutlined aria-hidden />}
                    aria-label={`Subir ${lower} ${index + 1}`}
                    disabled={index === 0}
                    onClick={() => change(moveItem(value, index, index - 1))}
                  />
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowDownOutlined aria-hidden />}
                    aria-label={`Bajar ${lower} ${index + 1}`}
                    disabled={index === value.length - 1}
                    onClick={() => change(moveItem(value, index, index + 1))}
                  />
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={`Quitar ${lower} ${index + 1}`}
                    onClick={() => change(value.filter((item) => item.key !== rule.key))}
                  />
                </Flex>
              </Flex>
            </li>
          );
        })}
      </ol>
      <Button
        type="dashed"
        icon={<PlusOutlined aria-hidden />}
        disabled={full}
        onClick={() => {
          const rule = emptyRule();
          setAdded(rule.key);
          change([...value, rule]);
        }}
      >
        {addLabel}
      </Button>
    </fieldset>
  );
}
