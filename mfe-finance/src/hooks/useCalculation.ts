import {
  type CalculatorIO,
  type CalculatorName,
  type RateTable,
  runCalculator,
} from '@pipcrafters/contracts';
import { type NumberKind, readNumberFields } from '../format/input';
import { placeErrors } from '../format/results';

export interface Calculation<N extends CalculatorName> {
  result: CalculatorIO[N][1] | null;
  /** The message under each field, with the field's label in it. */
  fieldErrors: Record<string, string>;
  /** Messages about no single field. */
  general: string[];
}

export interface CalculationInput {
  /** What the user typed in each number field. */
  texts: Record<string, string>;
  kinds: Record<string, NumberKind>;
  /** Fields chosen rather than typed (pair, currency, side), passed as they are. */
  fixed?: Record<string, unknown>;
  /** Field → its label on the page, for the messages. */
  labels: Record<string, string>;
}

/**
 * One calculator run in the browser on what is on screen, by the same shared rules and arithmetic as the API: no
 * request per keystroke. Cheap enough (a few decimal operations) to run on every render.
 */
export function useCalculation<N extends CalculatorName>(
  name: N,
  { texts, kinds, fixed = {}, labels }: CalculationInput,
  serviceRates: RateTable,
): Calculation<N> {
  const read = readNumberFields(texts, kinds);
  const run = runCalculator(name, { ...fixed, ...read.values }, serviceRates);
  const placed = run.ok ? { byField: {}, general: [] } : placeErrors(run.errors, labels);
  const unreadable = Object.keys(read.errors).length > 0;
  return {
    result: run.ok && !unreadable ? (run.result as CalculatorIO[N][1]) : null,
    fieldErrors: { ...placed.byField, ...read.errors },
    general: placed.general,
  };
}
