import type { JournalStrategy } from '@pipcrafters/contracts';
import { Button, Flex, Input } from '@pipcrafters/ui';
import type { TradeFilters } from '../trades/trade-filters';
import { OutcomeFilter, SideFilter, StrategyFilter, SymbolFilter, TagFilter } from './FilterControls';

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
      <SymbolFilter value={filters.symbol} onChange={(symbol) => set({ symbol })} />
      <SideFilter value={filters.side} onChange={(side) => set({ side })} />
      <TagFilter value={filters.tag} onChange={(tag) => set({ tag })} />
      <OutcomeFilter value={filters.outcome} onChange={(outcome) => set({ outcome })} />
      <StrategyFilter
        strategies={strategies}
        value={filters.strategyId}
        onChange={(strategyId) => set({ strategyId })}
      />
      <Button onClick={() => onChange({ accountId: filters.accountId })}>Limpiar filtros</Button>
    </Flex>
  );
}
