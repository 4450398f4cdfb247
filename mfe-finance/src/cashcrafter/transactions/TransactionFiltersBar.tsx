import type { TransactionKind } from '@pipcrafters/contracts';
import { Button, Flex, Input, Select } from 'antd';
import { useCashData } from '../cash-data';
import type { TransactionFilters } from './transaction-filters';
import { KIND_OPTIONS } from './transaction-form';

/** The list's filters: account, category, kind, dates and text. */
export function TransactionFiltersBar({
  filters,
  onChange,
}: {
  filters: TransactionFilters;
  onChange: (filters: TransactionFilters) => void;
}) {
  const { accounts, categoryOptions } = useCashData();
  const set = (patch: Partial<TransactionFilters>) => onChange({ ...filters, ...patch });
  return (
    <Flex gap={8} wrap align="center" role="group" aria-label="Filtros de movimientos">
      <Input.Search
        aria-label="Buscar en la descripción"
        placeholder="Buscar"
        allowClear
        value={filters.q ?? ''}
        onChange={(event) => set({ q: event.target.value || undefined })}
        style={{ width: 200 }}
      />
      <Select<string | undefined>
        aria-label="Cuenta"
        placeholder="Todas las cuentas"
        allowClear
        value={filters.accountId}
        onChange={(accountId) => set({ accountId })}
        options={accounts.map((account) => ({ value: account.id, label: account.name }))}
        style={{ width: 180 }}
      />
      <Select<TransactionKind | undefined>
        aria-label="Tipo"
        placeholder="Todos los tipos"
        allowClear
        value={filters.kind}
        onChange={(kind) => set({ kind })}
        options={KIND_OPTIONS}
        style={{ width: 160 }}
      />
      <Select<string | undefined>
        aria-label="Categoría"
        placeholder="Todas las categorías"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={filters.categoryId}
        onChange={(categoryId) => set({ categoryId })}
        options={[
          { label: 'Gastos', options: categoryOptions('expense', filters.categoryId) },
          { label: 'Ingresos', options: categoryOptions('income', filters.categoryId) },
        ]}
        style={{ width: 200 }}
      />
      <Input
        type="date"
        aria-label="Desde"
        value={filters.from ?? ''}
        max={filters.to || undefined}
        onChange={(event) => set({ from: event.target.value || undefined })}
        style={{ width: 160 }}
      />
      <Input
        type="date"
        aria-label="Hasta"
        value={filters.to ?? ''}
        min={filters.from || undefined}
        onChange={(event) => set({ to: event.target.value || undefined })}
        style={{ width: 160 }}
      />
      <Button onClick={() => onChange({})}>Limpiar filtros</Button>
    </Flex>
  );
}
