import type { RateTable } from '@pipcrafters/contracts';
import { formatNumber } from '@pipcrafters/ui';
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { parseDecimal } from '../format/input';
import { ratesDateLabel } from '../format/results';
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
      <Typography.Text type="secondary" data-testid="fecha-tipos">
        {rates ? 'Con tu tipo de cambio' : date ? ratesDateLabel(date) : 'Sin tipos de cambio de referencia'}
      </Typography.Text>{' '}
      <Button
        type="link"
        size="small"
        style={{ height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
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
        <Form layout="vertical" component="div" id={`${id}-tipo-propio`}>
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
              columnGap: 16,
            }}
          >
            <Form.Item
              label="Par del tipo"
              htmlFor={`${id}-par-tipo`}
              validateStatus={pairError ? 'error' : undefined}
              help={pairError}
              style={{ marginBottom: 12 }}
            >
              <Input
                id={`${id}-par-tipo`}
                value={state.pair}
                autoComplete="off"
                onChange={(event) => onChange({ ...state, pair: event.target.value })}
              />
            </Form.Item>
            <Form.Item
              label="Tipo de cambio propio"
              htmlFor={`${id}-valor-tipo`}
              validateStatus={rateError ? 'error' : undefined}
              help={rateError ?? (reference ? `Referencia: ${formatNumber(reference, 6)}` : undefined)}
              style={{ marginBottom: 12 }}
            >
              <Input
                id={`${id}-valor-tipo`}
                inputMode="decimal"
                autoComplete="off"
                value={state.rate}
                onChange={(event) => onChange({ ...state, rate: event.target.value })}
              />
            </Form.Item>
          </div>
        </Form>
      ) : null}
    </div>
  );
}
