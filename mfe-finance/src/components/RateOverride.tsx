import type { RateTable } from '@pipcrafters/contracts';
import { Button, formatNumber, Text } from '@pipcrafters/ui';
import { useState } from 'react';
import { parseDecimal } from '../format/input';
import { ratesDateLabel } from '../format/results';
import { NumberField, TextField } from './NumberField';
import { useReferenceRates } from './rates-context';

export interface RateOverrideState {
  open: boolean;
  pair: string;
  rate: string;
}

/** The pair a conversion from `from` to `to` reads: the table's own quote of it, else `from`+`to`. */
export function conversionPair(from: string, to: string, table: RateTable): string {
  if (table[`${to}${from}`] !== undefined && table[`${from}${to}`] === undefined) return `${to}${from}`;
  return `${from}${to}`;
}

/** The user's rate for one pair, as a calculator's `rates`; undefined until both read well. */
export function overrideRates(state: RateOverrideState): {
  rates?: RateTable;
  pairError?: string;
  rateError?: string;
} {
  if (!state.open) return {};
  const pair = state.pair.trim().toUpperCase();
  const pairError = /^[A-Z]{6}$/.test(pair)
    ? undefined
    : 'Escribe un par de seis letras, por ejemplo «USDMXN».';
  const rate = state.rate.trim() === '' ? null : parseDecimal(state.rate);
  const rateError =
    state.rate.trim() === ''
      ? undefined
      : rate === null || Number(rate) <= 0
        ? 'Escribe un tipo mayor que 0, por ejemplo «18,20».'
        : undefined;
  if (pairError || rateError || rate === null) return { pairError, rateError };
  return { rates: { [pair]: rate } };
}

export function useRateOverride() {
  return useState<RateOverrideState>({ open: false, pair: '', rate: '' });
}

export interface RateOverrideProps {
  id: string;
  /** The pair the calculation converts with, proposed when the user opens the override. */
  suggestedPair: string;
  state: RateOverrideState;
  onChange: (state: RateOverrideState) => void;
}

/** The rates' date next to a converted figure, and the user's own rate for this calculation. */
export function RateOverride({ id, suggestedPair, state, onChange }: RateOverrideProps) {
  const { table, date } = useReferenceRates();
  const { pairError, rateError, rates } = overrideRates(state);
  const reference = table[state.pair.trim().toUpperCase()];
  return (
    <div style={{ marginBottom: 12 }}>
      <Text secondary data-testid="fecha-tipos">
        {rates ? 'Con tu tipo de cambio' : date ? ratesDateLabel(date) : 'Sin tipos de cambio de referencia'}
      </Text>{' '}
      <Button
        variant="link"
        size="small"
        aria-expanded={state.open}
        aria-controls={`${id}-tipo-propio`}
        onClick={() =>
          onChange(
            state.open
              ? { ...state, open: false }
              : { open: true, pair: state.pair || suggestedPair, rate: '' },
          )
        }
      >
        {state.open ? 'Usar el tipo de referencia' : 'Usar mi propio tipo de cambio'}
      </Button>
      {state.open ? (
        <div
          id={`${id}-tipo-propio`}
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
            columnGap: 16,
          }}
        >
          <TextField
            id={`${id}-par-tipo`}
            label="Par del tipo"
            value={state.pair}
            error={pairError}
            onChange={(pair) => onChange({ ...state, pair })}
          />
          <NumberField
            id={`${id}-valor-tipo`}
            label="Tipo de cambio propio"
            value={state.rate}
            error={rateError}
            help={reference ? `Referencia: ${formatNumber(reference, 6)}` : undefined}
            onChange={(rate) => onChange({ ...state, rate })}
          />
        </div>
      ) : null}
    </div>
  );
}
