import type { JournalStrategy } from '@pipcrafters/contracts';
import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';
import { type AssignedStrategy, assignableOptions, filterOptions } from './strategy-options';

export interface StrategySelectProps
  extends Omit<SelectProps<string>, 'options' | 'value' | 'onChange' | 'mode'> {
  strategies: readonly JournalStrategy[];
  value?: string | null;
  onChange?: (value: string | null) => void;
  /**
   * `assign`: active and in-trial strategies (plus `assigned` when retired or deleted); `filter`: every strategy the
   * journal knows, for looking back at history.
   */
  purpose: 'assign' | 'filter';
  assigned?: AssignedStrategy | null;
}

/** A strategy picker; cleared, it stands for "no strategy" (null). */
export function StrategySelect({
  strategies,
  value,
  onChange,
  purpose,
  assigned = null,
  ...props
}: StrategySelectProps) {
  const options = useMemo(
    () =>
      (purpose === 'assign' ? assignableOptions(strategies, assigned) : filterOptions(strategies)).map(
        ({ value: id, label }) => ({ value: id, label }),
      ),
    [strategies, purpose, assigned],
  );
  return (
    <Select<string>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      {...props}
      value={value ?? undefined}
      onChange={(chosen: string | undefined) => onChange?.(chosen ?? null)}
      options={options}
    />
  );
}
