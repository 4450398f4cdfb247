import type { CalculatorName } from '@pipcrafters/contracts';
import { instrumentInput, useInstrument } from '../components/InstrumentFields';
import { overrideRates, useRateOverride } from '../components/RateOverride';
import { useReferenceRates } from '../components/rates-context';
import type { NumberKind } from '../format/input';
import { useCalculation } from './useCalculation';
import { useFields } from './useFields';

type InstrumentCalculator = Extract<
  CalculatorName,
  'pip-value' | 'position-size' | 'margin' | 'profit-loss' | 'swap'
>;

/**
 * A calculator of a position: the pair, the account currency and gold's pip, the fields typed, the user's own rate
 * when given, all run against the reference rates.
 */
export function useInstrumentCalculation<N extends InstrumentCalculator, F extends Record<string, string>>(
  name: N,
  initial: F,
  kinds: Record<keyof F, NumberKind>,
  labels: Record<string, string>,
  chosen: Record<string, string> = {},
) {
  const rates = useReferenceRates();
  const [instrument, setInstrument] = useInstrument();
  const [fields, set] = useFields(initial);
  const [override, setOverride] = useRateOverride();
  const own = overrideRates(override);
  const calculation = useCalculation(
    name,
    {
      texts: fields,
      kinds,
      fixed: { ...instrumentInput(instrument), ...chosen, ...(own.rates ? { rates: own.rates } : {}) },
      labels,
    },
    rates.table,
  );
  return {
    ...calculation,
    table: rates.table,
    instrument,
    setInstrument,
    fields,
    set,
    override: { state: override, onChange: setOverride },
  };
}
