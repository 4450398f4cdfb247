import { useCallback, useState } from 'react';

/** A calculator's fields as typed, with one setter per field. */
export function useFields<F extends Record<string, string>>(initial: F) {
  const [fields, setFields] = useState(initial);
  const set = useCallback(
    (field: keyof F) => (value: string) => setFields((current) => ({ ...current, [field]: value })),
    [],
  );
  return [fields, set] as const;
}
