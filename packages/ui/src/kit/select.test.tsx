// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForTest, user } from './render-for-test';
import { Select } from './select';

let view: Awaited<ReturnType<typeof renderForTest>> | undefined;
afterEach(() => view?.unmount());

type Direction = 'LONG' | 'SHORT';
const options: { value: Direction; label: string; disabled?: boolean }[] = [
  { value: 'LONG', label: 'Compra' },
  { value: 'SHORT', label: 'Venta' },
];

const choose = (select: HTMLSelectElement, value: string) =>
  user(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });

describe('the kit Select', () => {
  it('shows the placeholder while nothing is chosen, and hands the chosen value to onChange', async () => {
    const onChange = vi.fn();
    view = await renderForTest(
      <Select<Direction>
        aria-label="Dirección"
        options={options}
        value=""
        placeholder="Elige"
        onChange={onChange}
      />,
    );
    const select = view.container.querySelector('select') as HTMLSelectElement;
    expect(select.getAttribute('aria-label')).toBe('Dirección');
    expect(select.selectedOptions[0]?.textContent).toBe('Elige');
    expect(select.hasAttribute('data-placeholder')).toBe(true);
    await choose(select, 'SHORT');
    expect(onChange).toHaveBeenCalledWith('SHORT');
  });

  it('shows the chosen option, hides the placeholder from the list, and keeps disabled options', async () => {
    view = await renderForTest(
      <Select<Direction>
        id="direction"
        options={options}
        value="LONG"
        placeholder="Elige"
        size="small"
        onChange={() => {}}
      />,
    );
    const select = view.container.querySelector('select') as HTMLSelectElement;
    expect(select.id).toBe('direction');
    expect(select.value).toBe('LONG');
    expect(select.className).toBe('pc-kit-select pc-kit-select-small');
    expect(select.options[0]?.hidden).toBe(true);
    expect([...select.options].map((option) => option.textContent)).toEqual(['Elige', 'Compra', 'Venta']);
  });

  it('lists disabled options as disabled', async () => {
    view = await renderForTest(
      <Select
        aria-label="Cuenta"
        options={[{ value: 'a', label: 'Demo', disabled: true }]}
        onChange={() => {}}
      />,
    );
    const select = view.container.querySelector('select') as HTMLSelectElement;
    expect(select.options[1]?.disabled).toBe(true);
  });
});
