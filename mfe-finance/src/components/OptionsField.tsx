import { RadioGroup } from '@pipcrafters/ui';

export interface OptionsFieldProps<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}

/**
 * Two or three choices side by side (gold's pip, when contributions are made): the group is named by the label shown
 * above it, and takes a whole row of the fields' grid, so its buttons keep their text on one line.
 */
export function OptionsField<V extends string>({ label, value, options, onChange }: OptionsFieldProps<V>) {
  return (
    <div style={{ gridColumn: '1 / -1', marginBottom: 12 }}>
      <div aria-hidden="true" style={{ paddingBottom: 8 }}>
        {label}
      </div>
      <RadioGroup<V> aria-label={label} value={value} onChange={onChange} options={[...options]} />
    </div>
  );
}
