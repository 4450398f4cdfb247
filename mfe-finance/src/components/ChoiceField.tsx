import { Field, Select } from '@pipcrafters/ui';

export interface ChoiceFieldProps {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  error?: string;
}

/** One of a few values (a pair, a currency, buy or sell): a native select, whose typing jumps to an option. */
export function ChoiceField({ id, label, value, options, onChange, error }: ChoiceFieldProps) {
  return (
    <Field label={label} htmlFor={id} error={error}>
      <Select id={id} value={value} options={[...options]} onChange={onChange} />
    </Field>
  );
}
