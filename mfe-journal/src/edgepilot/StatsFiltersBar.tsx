import type { JournalStrategy, TradingAccount } from '@pipcrafters/contracts';
import { Button, Flex, Input, Select } from '@pipcrafters/ui';
import { SideFilter, StrategyFilter, SymbolFilter, TagFilter } from '../components/FilterControls';
import { PERIOD_PRESETS, type PeriodPreset, type StatsFilters } from './edgepilot-filters';

/** The selector's value for every account (a native select needs a value of its own: '' is its placeholder). */
const ALL_ACCOUNTS = 'todas';
const PERIODS = PERIOD_PRESETS.map((preset) => ({ value: preset.value, label: preset.label }));

/** EdgePilot's filters: account, period (a preset or two dates), symbol, side, tag and strategy. */
export function StatsFiltersBar({
  accounts,
  strategies,
  filters,
  today,
  onChange,
}: {
  accounts: TradingAccount[];
  strategies: readonly JournalStrategy[];
  filters: StatsFilters;
  today: string;
  onChange: (filters: StatsFilters) => void;
}) {
  const set = (patch: Partial<StatsFilters>) => onChange({ ...filters, ...patch });
  return (
    <Flex gap={8} wrap align="center" role="group" aria-label="Filtros" style={{ marginBottom: 16 }}>
      <Select<string>
        aria-label="Cuenta"
        value={filters.accountId ?? ALL_ACCOUNTS}
        onChange={(value) => set({ accountId: value === ALL_ACCOUNTS ? undefined : value })}
        style={{ width: 240, maxWidth: '100%' }}
        options={[
          { value: ALL_ACCOUNTS, label: 'Todas las cuentas' },
          ...accounts.map((account) => ({
            value: account.id,
            label: `${account.name} (${account.currency})`,
          })),
        ]}
      />
      <Select<PeriodPreset>
        aria-label="Periodo"
        value={filters.period}
        onChange={(period) => set({ period })}
        options={PERIODS}
        style={{ width: 180 }}
      />
      {filters.period === 'personalizado' ? (
        <>
          <Input
            type="date"
            aria-label="Desde"
            value={filters.fromDate ?? ''}
            max={filters.toDate || today}
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
        </>
      ) : null}
      <SymbolFilter value={filters.symbol} onChange={(symbol) => set({ symbol })} />
      <SideFilter value={filters.side} onChange={(side) => set({ side })} />
      <TagFilter value={filters.tag} onChange={(tag) => set({ tag })} />
      <StrategyFilter
        strategies={strategies}
        value={filters.strategyId}
        onChange={(strategyId) => set({ strategyId })}
      />
      <Button onClick={() => onChange({ period: 'todo' })}>Limpiar filtros</Button>
    </Flex>
  );
}
