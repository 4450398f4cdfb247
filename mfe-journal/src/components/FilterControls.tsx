import { INSTRUMENTS, type JournalStrategy, type TradeOutcome, type TradeSide } from '@pipcrafters/contracts';
import { Input, Select } from '@pipcrafters/ui';
import { useId, useMemo } from 'react';
import { filterOptions } from '../strategies/strategy-options';

// The filters shared by the journal's list and EdgePilot, drawn with the kit's native controls (no antd): a select's
// first option stands for "no filter" (a native select cannot be cleared like antd's).
const ALL = 'todas';
/** A field's width in the bar (a field with «Borrar» is a box as wide as its parent, as antd's). */
const FIELD_BOX = { display: 'inline-block', width: 140 } as const;

/** The symbol: typed, with the known instruments offered as the browser's suggestions. */
export function SymbolFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (symbol: string | undefined) => void;
}) {
  const listId = useId();
  return (
    <span style={FIELD_BOX}>
      <Input
        aria-label="Símbolo"
        placeholder="Símbolo"
        allowClear
        list={listId}
        autoComplete="off"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value.trim().toUpperCase() || undefined)}
      />
      <datalist id={listId}>
        {INSTRUMENTS.map((instrument) => (
          <option key={instrument.symbol} value={instrument.symbol} />
        ))}
      </datalist>
    </span>
  );
}

const SIDES = [
  { value: ALL, label: 'Todas las direcciones' },
  { value: 'buy', label: 'Compras' },
  { value: 'sell', label: 'Ventas' },
] as const;

export function SideFilter({
  value,
  onChange,
}: {
  value: TradeSide | undefined;
  onChange: (side: TradeSide | undefined) => void;
}) {
  return (
    <Select<TradeSide | typeof ALL>
      aria-label="Dirección"
      value={value ?? ALL}
      onChange={(side) => onChange(side === ALL ? undefined : side)}
      options={[...SIDES]}
      style={{ width: 190 }}
    />
  );
}

const OUTCOMES = [
  { value: ALL, label: 'Todos los resultados' },
  { value: 'win', label: 'Ganadoras' },
  { value: 'loss', label: 'Perdedoras' },
  { value: 'breakeven', label: 'En tablas' },
] as const;

export function OutcomeFilter({
  value,
  onChange,
}: {
  value: TradeOutcome | undefined;
  onChange: (outcome: TradeOutcome | undefined) => void;
}) {
  return (
    <Select<TradeOutcome | typeof ALL>
      aria-label="Resultado"
      value={value ?? ALL}
      onChange={(outcome) => onChange(outcome === ALL ? undefined : outcome)}
      options={[...OUTCOMES]}
      style={{ width: 180 }}
    />
  );
}

export function TagFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (tag: string | undefined) => void;
}) {
  return (
    <span style={FIELD_BOX}>
      <Input
        aria-label="Etiqueta"
        placeholder="Etiqueta"
        allowClear
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </span>
  );
}

/** Every strategy the journal knows (retired and deleted ones too, labelled), for looking back at history. */
export function StrategyFilter({
  strategies,
  value,
  onChange,
}: {
  strategies: readonly JournalStrategy[];
  value: string | undefined;
  onChange: (strategyId: string | undefined) => void;
}) {
  const options = useMemo(
    () => [
      { value: ALL, label: 'Todas las estrategias' },
      ...filterOptions(strategies).map(({ value: id, label }) => ({ value: id, label })),
    ],
    [strategies],
  );
  return (
    <Select<string>
      aria-label="Estrategia"
      value={value ?? ALL}
      onChange={(strategyId) => onChange(strategyId === ALL ? undefined : strategyId)}
      options={options}
      style={{ width: 200, maxWidth: '100%' }}
    />
  );
}
