import {
  INSTRUMENTS,
  type JournalStrategy,
  type TradeSide,
  type TradingAccount,
} from '@pipcrafters/contracts';
import { AutoComplete, Button, Flex, Input, Select } from 'antd';
import { StrategySelect } from '../strategies/StrategySelect';
import { PERIOD_PRESETS, type PeriodPreset, type StatsFilters } from './edgepilot-filters';

const SYMBOLS = INSTRUMENTS.map((instrument) => ({ value: instrument.symbol }));
const ALL_ACCOUNTS = '';

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
      <Select
        aria-label="Cuenta"
        value={filters.accountId ?? ALL_ACCOUNTS}
        onChange={(value: string) => set({ accountId: value || undefined })}
        style={{ minWidth: 200, maxWidth: '100%' }}
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
        options={PERIOD_PRESETS.map((preset) => ({ value: preset.value, label: preset.label }))}
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
      <StrategySelect
        purpose="filter"
        aria-label="Estrategia"
        placeholder="Estrategia"
        strategies={strategies}
        value={filters.strategyId}
        onChange={(strategyId) => set({ strategyId: strategyId ?? undefined })}
        style={{ width: 200, maxWidth: '100%' }}
      />
      <Button onClick={() => onChange({ period: 'todo' })}>Limpiar filtros</Button>
    </Flex>
  );
}
