// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForTest, user } from './render-for-test';
import { Table, type TableColumn } from './table';

let view: Awaited<ReturnType<typeof renderForTest>> | undefined;
afterEach(() => view?.unmount());

interface Trade {
  id: string;
  pair: string;
  pips: number;
}
const columns: TableColumn<Trade>[] = [
  { key: 'pair', title: 'Par', render: (trade) => trade.pair },
  { key: 'pips', title: 'Pips', render: (trade) => trade.pips, align: 'right', width: 80 },
];
const trades: Trade[] = [
  { id: 't1', pair: 'EUR/USD', pips: 12 },
  { id: 't2', pair: 'GBP/JPY', pips: -8 },
];

describe('the kit Table', () => {
  it('is a real table: a caption, column headers and one row per record', async () => {
    view = await renderForTest(
      <Table caption="Operaciones" columns={columns} dataSource={trades} rowKey={(t) => t.id} />,
    );
    const table = view.container.querySelector('table') as HTMLTableElement;
    expect(table.caption?.textContent).toBe('Operaciones');
    const headers = [...table.querySelectorAll('th')];
    expect(headers.map((header) => [header.textContent, header.getAttribute('scope')])).toEqual([
      ['Par', 'col'],
      ['Pips', 'col'],
    ]);
    expect(headers[1]?.style.width).toBe('80px');
    const rows = [...table.rows].slice(1).map((row) => [...row.cells].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['EUR/USD', '12'],
      ['GBP/JPY', '-8'],
    ]);
    expect(table.tBodies[0]?.rows[0]?.cells[1]?.className).toBe('pc-kit-align-right');
    expect(table.style.minWidth).toBe('');
    await view.rerender(<Table columns={columns} dataSource={trades} rowKey={(t) => t.id} scrollX={720} />);
    expect(view.container.querySelector('table')?.style.minWidth).toBe('720px');
  });

  it('hands each row the props of onRow', async () => {
    const open = vi.fn();
    view = await renderForTest(
      <Table
        columns={columns}
        dataSource={trades}
        rowKey={(t) => t.id}
        onRow={(trade) => ({ onClick: () => open(trade.id), tabIndex: 0 })}
      />,
    );
    const row = view.container.querySelectorAll('tbody tr')[1] as HTMLTableRowElement;
    expect(row.tabIndex).toBe(0);
    await user(() => row.click());
    expect(open).toHaveBeenCalledWith('t2');
  });

  it('says there is nothing in Spanish, or what the caller says, and shows a spinner while loading', async () => {
    view = await renderForTest(<Table columns={columns} dataSource={[]} rowKey={(t) => t.id} />);
    expect(view.container.querySelector('tbody')?.textContent).toBe('No hay datos');
    expect(view.container.querySelector('tbody td')?.getAttribute('colspan')).toBe('2');
    await view.rerender(
      <Table columns={columns} dataSource={[]} rowKey={(t) => t.id} emptyText="Sin operaciones" />,
    );
    expect(view.container.querySelector('tbody')?.textContent).toBe('Sin operaciones');
    await view.rerender(<Table columns={columns} dataSource={trades} rowKey={(t) => t.id} loading />);
    expect(view.container.firstElementChild?.getAttribute('aria-busy')).toBe('true');
    expect(view.container.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Cargando');
    expect(view.container.querySelectorAll('tbody tr')).toHaveLength(2);
  });
});
