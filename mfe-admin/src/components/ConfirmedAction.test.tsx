// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmedAction } from './ConfirmedAction';

let container: HTMLDivElement;
let root: Root;
const onConfirm = vi.fn(async () => undefined);

beforeEach(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  onConfirm.mockClear();
  // antd's popup measures its anchor; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root.render(
      <ConfirmedAction
        label="Suspender"
        ariaLabel="Suspender: ana@example.com"
        title="Suspender"
        description="¿Suspender la cuenta de Ana Pérez?"
        danger
        onConfirm={onConfirm}
      />,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  document.body.innerHTML = '';
});

const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (button) => (button.getAttribute('aria-label') ?? button.textContent?.trim()) === name,
  );

/** Waits for the lazily loaded Popconfirm (a few turns of the event loop). */
async function until(check: () => unknown) {
  for (let turn = 0; turn < 100 && !check(); turn += 1)
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(check()).toBeTruthy();
}

describe('a row action of Panel Admin', () => {
  it('is a plain button until pressed: no confirmation is drawn and nothing is done', () => {
    expect(buttonNamed('Suspender: ana@example.com')).toBeDefined();
    expect(document.body.textContent).not.toContain('¿Suspender la cuenta');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('asks first in a tooltip with «Cancelar» and «Confirmar», then acts on «Confirmar»', async () => {
    await act(async () => buttonNamed('Suspender: ana@example.com')?.click());
    await until(() =>
      document.querySelector('[role="tooltip"]')?.textContent?.includes('¿Suspender la cuenta'),
    );
    expect(buttonNamed('Cancelar')).toBeDefined();
    await act(async () => buttonNamed('Confirmar')?.click());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    // The same button stays on the page, named as before.
    expect(buttonNamed('Suspender: ana@example.com')).toBeDefined();
  });
});
