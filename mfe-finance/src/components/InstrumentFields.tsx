import { FINANCE_CURRENCIES, pairSpec } from '@pipcrafters/contracts';
import { useState } from 'react';
import { ChoiceField } from './ChoiceField';
import { OptionsField } from './OptionsField';

const PAIRS = [
  'EURUSD',
  'GBPUSD',
  'USDJPY',
  'EURJPY',
  'GBPJPY',
  'EURGBP',
  'AUDUSD',
  'USDCAD',
  'USDCHF',
  'NZDUSD',
  'USDMXN',
  'XAUUSD',
] as const;

const PAIR_OPTIONS = PAIRS.map((pair) => ({ value: pair, label: `${pair.slice(0, 3)}/${pair.slice(3)}` }));
const CURRENCY_OPTIONS = FINANCE_CURRENCIES.map((currency) => ({ value: currency, label: currency }));

/** Gold's pip: the page's default 0.10 (ten cents) or the 0.01 some brokers count. */
export const GOLD_PIP_SIZES = ['0.10', '0.01'] as const;

const GOLD_PIP_OPTIONS = [
  { value: '0.10' as const, label: '0,10 USD' },
  { value: '0.01' as const, label: '0,01 USD' },
];

export interface Instrument {
  pair: string;
  accountCurrency: string;
  goldPip: (typeof GOLD_PIP_SIZES)[number];
}

export function useInstrument(pair = 'EURUSD', accountCurrency = 'USD') {
  return useState<Instrument>({ pair, accountCurrency, goldPip: '0.10' });
}

export const isGold = (pair: string) => pair.startsWith('XAU');

/** The calculator's fields for the instrument: the pair, the account currency, and gold's pip. */
export function instrumentInput(instrument: Instrument) {
  return {
    pair: instrument.pair,
    accountCurrency: instrument.accountCurrency,
    ...(isGold(instrument.pair) ? { pipSize: instrument.goldPip } : {}),
  };
}

/** The pip the calculators use for the pair, as the page states it ("0,0001"). */
export const pipSizeOf = (instrument: Instrument) =>
  isGold(instrument.pair) ? instrument.goldPip : pairSpec(instrument.pair).pipSize.toFixed();

export interface InstrumentFieldsProps {
  id: string;
  value: Instrument;
  onChange: (value: Instrument) => void;
  errors: Record<string, string>;
  /** Without an account (risk-to-reward works in pips only). */
  withoutAccount?: boolean;
}

export function InstrumentFields({ id, value, onChange, errors, withoutAccount }: InstrumentFieldsProps) {
  return (
    <>
      <ChoiceField
        id={`${id}-par`}
        label="Par"
        value={value.pair}
        options={PAIR_OPTIONS}
        error={errors.pair}
        onChange={(pair) => onChange({ ...value, pair })}
      />
      {withoutAccount ? null : (
        <ChoiceField
          id={`${id}-divisa`}
          label="Divisa de la cuenta"
          value={value.accountCurrency}
          options={CURRENCY_OPTIONS}
          error={errors.accountCurrency}
          onChange={(accountCurrency) => onChange({ ...value, accountCurrency })}
        />
      )}
      {isGold(value.pair) ? (
        <OptionsField
          label="Pip del oro"
          value={value.goldPip}
          onChange={(goldPip) => onChange({ ...value, goldPip })}
          options={GOLD_PIP_OPTIONS}
        />
      ) : null}
    </>
  );
}
