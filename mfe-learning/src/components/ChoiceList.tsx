import { Checkbox } from '@pipcrafters/ui';
import type { ReactNode } from 'react';

export interface Choice {
  value: string;
  label: ReactNode;
}

interface ChoiceListProps {
  /** One answer (radio buttons) or several (checkboxes). */
  kind: 'radio' | 'checkbox';
  /** The inputs' shared name: a radio group is one stop of the Tab key, its arrows move the choice. */
  name: string;
  options: Choice[];
  value: string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
  /** Side by side (a calculator's pair type) instead of one under another (a question's options). */
  inline?: boolean;
  'aria-label'?: string;
}

const OPTION_STYLE = {
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: 8,
  cursor: 'pointer',
  lineHeight: 1.5715,
} as const;
const INPUT_STYLE = {
  width: 16,
  height: 16,
  margin: '3px 0 0',
  flex: 'none',
  accentColor: 'var(--pc-primary)',
  cursor: 'inherit',
} as const;

/**
 * Radio buttons (native, 16 px, in the primary colour, 8 px before the text: the kit's RadioGroup is antd's
 * button-style look) or the kit's checkboxes, each a native input inside its label: a quiz's options and a
 * calculator's choices, with no antd component.
 */
export function ChoiceList({
  kind,
  name,
  options,
  value,
  onChange,
  disabled,
  inline,
  'aria-label': ariaLabel,
}: ChoiceListProps) {
  const toggle = (option: string, checked: boolean) => {
    if (kind === 'radio') onChange([option]);
    else onChange(checked ? [...value, option] : value.filter((chosen) => chosen !== option));
  };
  const layout = {
    display: 'flex',
    flexDirection: inline ? 'row' : 'column',
    flexWrap: 'wrap',
    gap: inline ? '8px 16px' : 8,
  } as const;
  const choices = options.map((option) =>
    kind === 'checkbox' ? (
      <Checkbox
        key={option.value}
        name={name}
        checked={value.includes(option.value)}
        disabled={disabled}
        onChange={(checked) => toggle(option.value, checked)}
      >
        {option.label}
      </Checkbox>
    ) : (
      <label
        key={option.value}
        style={{
          ...OPTION_STYLE,
          cursor: disabled ? 'not-allowed' : 'pointer',
          color: disabled ? 'var(--pc-text-secondary)' : undefined,
        }}
      >
        <input
          type={kind}
          name={name}
          value={option.value}
          checked={value.includes(option.value)}
          disabled={disabled}
          onChange={(event) => toggle(option.value, event.target.checked)}
          style={INPUT_STYLE}
        />
        <span>{option.label}</span>
      </label>
    ),
  );
  return kind === 'radio' ? (
    <div role="radiogroup" aria-label={ariaLabel} style={layout}>
      {choices}
    </div>
  ) : (
    <div style={layout}>{choices}</div>
  );
}
