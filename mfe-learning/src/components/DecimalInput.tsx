import { Input } from '@pipcrafters/ui';
import { parseSpanishNumber } from '../format/numbers';

interface DecimalInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  unit?: string | null;
  placeholder?: string;
  disabled?: boolean;
  /** Id of the visible label when the input has no `<label for>` of its own. */
  labelledBy?: string;
  width?: number | string;
}

/**
 * A number typed the Spanish way ("1,0850", "10.000"): kept as the text the learner wrote, checked as they type, so
 * the comma is never lost to a browser's number field.
 */
export function DecimalInput({
  id,
  value,
  onChange,
  unit,
  placeholder,
  disabled,
  labelledBy,
  width = '100%',
}: DecimalInputProps) {
  const invalid = value.trim() !== '' && parseSpanishNumber(value) === null;
  const helpId = `${id}-ayuda`;
  return (
    <div style={{ width, maxWidth: '100%' }}>
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        suffix={unit ? <span aria-hidden="true">{unit}</span> : undefined}
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? helpId : undefined}
        aria-labelledby={labelledBy}
      />
      {invalid ? (
        <span id={helpId} style={{ display: 'block', color: 'var(--pc-error)', fontSize: 13 }}>
          Escribe un número, por ejemplo 1,0850
        </span>
      ) : null}
    </div>
  );
}
