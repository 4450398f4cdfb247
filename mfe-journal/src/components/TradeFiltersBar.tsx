import { INSTRUMENTS, type JournalStrategy, type TradeOutcome, type TradeSide } from '@pipcrafters/contracts';
import { AutoComplete, Button, Flex, Input, Select } from 'antd';
import { StrategySelect } from '../strategies/StrategySelect';
import type { TradeFilters } from '../trades/trade-filters';

const SYMBOLS = INSTRUMENTS.map((instrument) => ({ value: instrument.symbol }));

/** The list's filters (the account is the page's selector): dates, symbol, side, tag, outcome, strategy. */
export function TradeFiltersBar({
  filters,
  strategies,
  onChange,
}: {
  filters: TradeFilters;
  strategies: readonly JournalStrategy[];
  onChange: (filters: TradeFilters) => void;
}) {
  const set = (patch: Partial<TradeFilters>) => onChange({ ...filters, ...patch });
  return (
    <Flex gap={8} wrap align="center" role="group" aria-label="Filtros">
      <Input
        type="date"
        aria-label="Desde"
        value={filters.fromDate ?? ''}
        max={filters.toDate || undefined}
        onChange={(event) => set({ fromDate: event.target.value || undefined })}
        style={{ width: 160 }}
      />
      <Input
        type="date"
        aria-label="Hasta"
        value={filters.toDate ?? ''}
        min={filters.fromDate || undefined}
        onChange={(event) => set({ toDate: event.target.value || undefined })}
        style={{ width: 160 }}
      />
      <AutoComplete
        aria-label="Símbolo"
        placeholder="Símbolo"
        allowClear
        options={SYMBOLS}
        value={filters.symbol ?? ''}
        onChange={(value: string) => set({ symbol: value || undefined })}
        filterOption={(input, option) => (option?.value ?? '').includes(input.trim().toUpperCase())}
        style={{ width: 140 }}
      />
      <Select<TradeSide | undefined>
        aria-label="Dirección"
        placeholder="Dirección"
        allowClear
        value={filters.side}
        onChange={(side) => set({ side })}
        options={[
          { value: 'buy', label: 'Compras' },
          { value: 'sell', label: 'Ventas' },
        ]}
        style={{ width: 130 }}
      />
      <Input
        aria-label="Etiqueta"
        placeholder="Etiqueta"
        allowClear
        value={filters.tag ?? ''}
        onChange={(event) => set({ tag: event.target.value || undefined })}
        style={{ width: 140 }}
      />
      <Select<TradeOutcome | undefined>
        aria-label="Resultado"
        placeholder="Resultado"
        allowClear
        value={filters.outcome}
        onChange={(outcome) => set({ outcome })}
        options={[
          { value: 'win', label: 'Ganadoras' },
          { value: 'loss', label: 'Perdedoras' },
          { value: 'breakeven', label: 'En tablas' },
        ]}
        style={{ width: 140 }}
      />
      <StrategySelect
        purpose="filter"
        aria-label="Estrategia"
        placeholder="Estrategia"
        strategies={strategies}
        value={filters.strategyId}
        onChange={(strategyId) => set({ strategyId: strategyId ?? undefined })}
        style={{ width: 200, maxWidth: '100%' }}
      />
      <Button onClick={() => onChange({ accountId: filters.accountId })}>Limpiar filtros</Button>
    </Flex>
  );
}
