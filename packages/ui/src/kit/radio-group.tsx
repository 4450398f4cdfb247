import { type ReactNode, useId } from 'react';

export interface ChoiceOption<V extends string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string> {
  options: ChoiceOption<V>[];
  value: V;
  onChange: (value: V) => void;
  'aria-label': string;
  size?: 'small' | 'middle' | 'large';
  disabled?: boolean;
  /** The group's radios share this name (a form field's name); one is made up otherwise. */
  name?: string;
  block?: boolean;
  className?: string;
}

function ChoiceGroup<V extends string>({
  look,
  options,
  value,
  onChange,
  size,
  disabled,
  name,
  block,
  className,
  'aria-label': label,
}: RadioGroupProps<V> & { look: 'pc-kit-radio-buttons' | 'pc-kit-segmented' }) {
  const ownName = useId();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled || undefined}
      className={[
        look,
        size && size !== 'middle' ? `${look}-${size}` : '',
        block ? `${look}-block` : '',
        className ?? '',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {options.map((option) => (
        <label
          key={option.value}
          className="pc-kit-choice"
          data-checked={option.value === value || undefined}
        >
          <input
            type="radio"
            name={name ?? ownName}
            value={option.value}
            checked={option.value === value}
            disabled={disabled || option.disabled}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}

/**
 * One choice among a few, drawn as antd's button-style radios (`Radio.Group optionType="button"`): native radios
 * in a `radiogroup`, so Tab enters the group on the chosen one and the arrow keys move the choice.
 */
export function RadioGroup<V extends string>(props: RadioGroupProps<V>) {
  return <ChoiceGroup look="pc-kit-radio-buttons" {...props} />;
}

/** antd's Segmented (a grey track, the chosen one raised): the same native radios as RadioGroup. */
export function Segmented<V extends string>(props: RadioGroupProps<V>) {
  return <ChoiceGroup look="pc-kit-segmented" {...props} />;
}
