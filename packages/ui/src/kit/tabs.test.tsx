// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pressKey, renderForTest, user } from './render-for-test';
import { Tabs } from './tabs';

let view: Awaited<ReturnType<typeof renderForTest>> | undefined;
afterEach(() => view?.unmount());

const items = [
  { key: 'trades', label: 'Operaciones', children: <input aria-label="Par" /> },
  { key: 'calendar', label: 'Calendario', children: <p>Noviembre</p> },
  { key: 'locked', label: 'Informes', children: <p>Pronto</p>, disabled: true },
  { key: 'imports', label: 'Importaciones', children: <p>Historial</p> },
];

const tabs = () => [...(view?.container.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
const shownPanel = () => view?.container.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])');

/** A caller that holds the open tab, and refuses «Operaciones». */
function Held() {
  const [key, setKey] = useState('imports');
  return (
    <Tabs items={items} activeKey={key} onChange={(next) => setKey(next === 'trades' ? 'imports' : next)} />
  );
}

describe('the kit Tabs', () => {
  it('draw a tablist with the first tab open and its panel labelled by it', async () => {
    view = await renderForTest(<Tabs aria-label="Diario" items={items} />);
    expect(view.container.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Diario');
    expect(tabs().map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
      'false',
    ]);
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
    expect(shownPanel()?.getAttribute('aria-labelledby')).toBe(tabs()[0]?.id);
    expect(tabs()[0]?.getAttribute('aria-controls')).toBe(shownPanel()?.id);
    expect(view.container.querySelectorAll('[role="tabpanel"]')).toHaveLength(1);
  });

  it('open a tab on click, keep the one left (hidden) and tell onChange', async () => {
    const onChange = vi.fn();
    view = await renderForTest(<Tabs items={items} onChange={onChange} />);
    const field = view.container.querySelector('input') as HTMLInputElement;
    await user(() => tabs()[1]?.click());
    expect(onChange).toHaveBeenCalledWith('calendar');
    expect(shownPanel()?.textContent).toBe('Noviembre');
    expect(field.isConnected).toBe(true);
    expect(field.closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(true);
  });

  it('move with the arrow keys, Home and End, skipping disabled tabs and wrapping round', async () => {
    view = await renderForTest(<Tabs items={items} defaultActiveKey="calendar" />);
    const list = view.container.querySelector('[role="tablist"]') as HTMLElement;
    await pressKey(tabs()[1] as HTMLElement, 'ArrowRight');
    expect(tabs()[3]?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs()[3]);
    await pressKey(list, 'ArrowRight');
    expect(tabs()[0]?.getAttribute('aria-selected')).toBe('true');
    await pressKey(list, 'ArrowLeft');
    expect(tabs()[3]?.getAttribute('aria-selected')).toBe('true');
    await pressKey(list, 'Home');
    expect(shownPanel()?.querySelector('input')).not.toBeNull();
    await pressKey(list, 'End');
    expect(shownPanel()?.textContent).toBe('Historial');
  });

  it('follow activeKey when the caller holds the open tab', async () => {
    view = await renderForTest(<Held />);
    expect(shownPanel()?.textContent).toBe('Historial');
    await user(() => tabs()[0]?.click());
    expect(shownPanel()?.textContent).toBe('Historial');
    await user(() => tabs()[1]?.click());
    expect(shownPanel()?.textContent).toBe('Noviembre');
  });
});
