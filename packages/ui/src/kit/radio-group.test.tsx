// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RadioGroup, Segmented } from './radio-group';
import { renderForTest, user } from './render-for-test';

let view: Awaited<ReturnType<typeof renderForTest>> | undefined;
afterEach(() => view?.unmount());

type Range = 'week' | 'month' | 'year';
const options = [
  { value: 'week' as const, label: 'Semana' },
  { value: 'month' as const, label: 'Mes' },
  { value: 'year' as const, label: 'Año', disabled: true },
];

function Controlled({ onChange }: { onChange: (value: Range) => void }) {
  const [value, setValue] = useState<Range>('week');
  return (
    <Segmented<Range>
      aria-label="Periodo"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('the kit RadioGroup and Segmented', () => {
  it('are native radios in a named radiogroup, the chosen one checked', async () => {
    view = await renderForTest(
      <RadioGroup aria-label="Vista" options={options} value="month" onChange={() => {}} />,
    );
    const group = view.container.querySelector('[role="radiogroup"]') as HTMLElement;
    expect(group.getAttribute('aria-label')).toBe('Vista');
    expect(group.className).toBe('pc-kit-radio-buttons');
    const radios = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((radio) => radio.checked)).toEqual([false, true, false]);
    expect(radios[2]?.disabled).toBe(true);
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
    expect(radios[1]?.closest('label')?.textContent).toBe('Mes');
  });

  it('hand the chosen value to onChange when one is clicked', async () => {
    const onChange = vi.fn();
    view = await renderForTest(<Controlled onChange={onChange} />);
    const radios = view.container.querySelectorAll<HTMLInputElement>('input');
    await user(() => radios[1]?.click());
    expect(onChange).toHaveBeenCalledWith('month');
    expect(radios[1]?.checked).toBe(true);
    expect(radios[1]?.closest('label')?.hasAttribute('data-checked')).toBe(true);
    expect(view.container.querySelector('[role="radiogroup"]')?.className).toBe('pc-kit-segmented');
  });

  it('disable every option with disabled', async () => {
    view = await renderForTest(
      <RadioGroup
        aria-label="Vista"
        options={options}
        value="week"
        onChange={() => {}}
        disabled
        name="view"
      />,
    );
    const radios = [...view.container.querySelectorAll<HTMLInputElement>('input')];
    expect(radios.every((radio) => radio.disabled && radio.name === 'view')).toBe(true);
  });
});
