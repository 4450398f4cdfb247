import { NumberField } from './NumberField';
import { useReferenceRates } from './rates-context';

export interface PriceFieldProps {
  id: string;
  pair: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The pair's price, the reference one when left empty (shown as the placeholder). */
export function PriceField({ id, pair, value, onChange, error }: PriceFieldProps) {
  const { table } = useReferenceRates();
  return (
    <NumberField
      id={id}
      label="Precio del par"
      value={value}
      onChange={onChange}
      error={error}
      placeholder={table[pair] ?? ''}
      help="Vacío: el de referencia"
    />
  );
}
