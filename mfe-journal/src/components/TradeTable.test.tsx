// @vitest-environment jsdom
import type { Trade } from '@pipcrafters/contracts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SORT } from '../trades/trade-filters';
import { nextSort, type TradeColumn, TradeTable } from './TradeTable';

const trade = (id: string, symbol: string) => ({ id, symbol }) as Trade;
const COLUMNS: TradeColumn[] = [
  { key: 'symbol', title: 'Símbolo', sortField: 'symbol', render: (t) => t.symbol },
  { key: 'side', title: 'Dirección', render: () => 'Compra' },
  { key: 'net', title: 'Neto', align: 'right', sortField: 'net', render: () => '1,00' },
];

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function draw(props: Partial<Parameters<typeof TradeTable>[0]> = {}) {
  const onSort = vi.fn();
  const onSelect = vi.fn();
  act(() =>
    root.render(
      <TradeTable
        columns={COLUMNS}
        trades={[trade('a', 'EURUSD'), trade('b', 'GBPUSD')]}
        sort={DEFAULT_SORT}
        onSort={onSort}
        selected={[]}
        onSelect={onSelect}
        loading={false}
        emptyText="Aún no hay operaciones."
        rowLabel={(t) => `Seleccionar ${t.symbol}`}
        {...props}
      />,
    ),
  );
  return { onSort, onSelect };
}

const boxNamed = (name: string) =>
  container.querySelector(`input[type="checkbox"][aria-label="${name}"]`) as HTMLInputElement;

describe('nextSort', () => {
  it('cycles a column as antd did: ascending, descending, then the default order', () => {
    const ascending = nextSort(DEFAULT_SORT, 'net');
    expect(ascending).toEqual({ field: 'net', direction: 'asc' });
    const descending = nextSort(ascending, 'net');
    expect(descending).toEqual({ field: 'net', direction: 'desc' });
    expect(nextSort(descending, 'net')).toEqual(DEFAULT_SORT);
  });

  it('turns the default column (the close, newest first) to ascending', () => {
    expect(nextSort(DEFAULT_SORT, 'closeTime')).toEqual({ field: 'closeTime', direction: 'asc' });
  });
});

describe('TradeTable', () => {
  it('is a table named «Operaciones» whose sortable headers ask for the next order', () => {
    const { onSort } = draw({ sort: { field: 'net', direction: 'asc' } });
    expect(container.querySelector('table caption')?.textContent).toBe('Operaciones');
    const headers = [...container.querySelectorAll('thead th')];
    const net = headers.find((th) => th.textContent?.startsWith('Neto')) as HTMLElement;
    expect(net.textContent).toContain('orden ascendente');
    expect(headers.find((th) => th.textContent === 'Dirección')?.querySelector('button')).toBeNull();
    act(() => net.querySelector('button')?.click());
    expect(onSort).toHaveBeenCalledWith({ field: 'net', direction: 'desc' });
  });

  it('selects one row, or all of them, by their named boxes', () => {
    const { onSelect } = draw({ selected: ['a'] });
    expect(boxNamed('Seleccionar EURUSD').checked).toBe(true);
    expect(boxNamed('Seleccionar todas').indeterminate).toBe(true);
    act(() => boxNamed('Seleccionar GBPUSD').click());
    expect(onSelect).toHaveBeenLastCalledWith(['a', 'b']);
    act(() => boxNamed('Seleccionar todas').click());
    expect(onSelect).toHaveBeenLastCalledWith(['a', 'b']);
  });

  it('says why it is empty', () => {
    draw({ trades: [] });
    expect(container.querySelector('tbody')?.textContent).toBe('Aún no hay operaciones.');
    expect(boxNamed('Seleccionar todas').disabled).toBe(true);
  });
});
