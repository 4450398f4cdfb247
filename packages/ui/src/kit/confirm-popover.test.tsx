// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmPopover } from './confirm-popover';

let container: HTMLDivElement;
let root: Root;
const onConfirm = vi.fn();

beforeEach(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  onConfirm.mockReset();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root.render(
      <ConfirmPopover
        label="Eliminar"
        danger
        title="¿Eliminar esta meta?"
        description="Se borra con su progreso. No se puede deshacer."
        okText="Eliminar"
        onConfirm={onConfirm}
      />,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const trigger = () => container.querySelector<HTMLButtonElement>('button') as HTMLButtonElement;
const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const buttonIn = (scope: HTMLElement, name: string) =>
  [...scope.querySelectorAll('button')].find((button) => button.textContent === name) as HTMLButtonElement;
const press = (key: string, shiftKey = false) =>
  act(() => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true }));
  });

async function open() {
  await act(async () => trigger().click());
  const shown = dialog();
  if (!shown) throw new Error('the confirmation did not open');
  return shown;
}

describe('ConfirmPopover', () => {
  it('asks first: an alert dialog named by its question, described by its consequence, «Cancelar» focused', async () => {
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    const shown = await open();
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(shown.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      '¿Eliminar esta meta?',
    );
    expect(document.getElementById(shown.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Se borra con su progreso. No se puede deshacer.',
    );
    expect(document.activeElement).toBe(buttonIn(shown, 'Cancelar'));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog, both ways', async () => {
    const shown = await open();
    const cancel = buttonIn(shown, 'Cancelar');
    const confirm = buttonIn(shown, 'Eliminar');
    await press('Tab', true);
    expect(document.activeElement).toBe(confirm);
    await press('Tab');
    expect(document.activeElement).toBe(cancel);
  });

  it('Escape and «Cancelar» close it without acting and give the focus back to the button', async () => {
    await open();
    await press('Escape');
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(trigger());

    const shown = await open();
    await act(async () => buttonIn(shown, 'Cancelar').click());
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(trigger());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('acts once on confirmation, and a press outside closes it', async () => {
    const shown = await open();
    await act(async () => buttonIn(shown, 'Eliminar').click());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();

    await open();
    await act(async () => {
      document.body.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    });
    expect(dialog()).toBeNull();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('asks from an icon-only button named for screen readers, busy while its action runs', async () => {
    await act(async () =>
      root.render(
        <ConfirmPopover
          icon={<svg data-testid="icono" />}
          aria-label="Eliminar la cuenta Cuenta nómina"
          danger
          title="¿Eliminar la cuenta Cuenta nómina?"
          description="No se puede deshacer."
          okText="Eliminar"
          onConfirm={onConfirm}
        />,
      ),
    );
    expect(trigger().getAttribute('aria-label')).toBe('Eliminar la cuenta Cuenta nómina');
    expect(trigger().textContent).toBe('');
    expect(trigger().querySelector('[data-testid="icono"]')).not.toBeNull();
    const shown = await open();
    expect(document.getElementById(shown.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      '¿Eliminar la cuenta Cuenta nómina?',
    );

    await act(async () =>
      root.render(
        <ConfirmPopover
          aria-label="Eliminar la cuenta Cuenta nómina"
          loading
          title="¿Eliminar la cuenta Cuenta nómina?"
          description="No se puede deshacer."
          okText="Eliminar"
          onConfirm={onConfirm}
        />,
      ),
    );
    expect(trigger().disabled).toBe(true);
    expect(trigger().getAttribute('aria-busy')).toBe('true');
  });
});
