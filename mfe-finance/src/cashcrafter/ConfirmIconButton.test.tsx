// @vitest-environment jsdom
import { DeleteOutlined } from '@ant-design/icons';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmIconButton } from './ConfirmIconButton';

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
      <ConfirmIconButton
        aria-label="Eliminar la cuenta Cuenta nómina"
        icon={<DeleteOutlined />}
        title="¿Eliminar la cuenta Cuenta nómina?"
        description="No se puede deshacer."
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

async function open() {
  await act(async () => trigger().click());
  const shown = dialog();
  if (!shown) throw new Error('the confirmation did not open');
  return shown;
}

describe('ConfirmIconButton', () => {
  it('is an icon button named for screen readers that asks in an alert dialog, «Cancelar» focused', async () => {
    expect(trigger().getAttribute('aria-label')).toBe('Eliminar la cuenta Cuenta nómina');
    expect(trigger().textContent).toBe('');
    const shown = await open();
    expect(document.getElementById(shown.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      '¿Eliminar la cuenta Cuenta nómina?',
    );
    expect(document.activeElement).toBe(buttonIn(shown, 'Cancelar'));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Escape closes it without acting and gives the focus back; «Eliminar» acts once', async () => {
    await open();
    await act(async () => {
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(trigger());
    expect(onConfirm).not.toHaveBeenCalled();

    const shown = await open();
    await act(async () => buttonIn(shown, 'Eliminar').click());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
  });
});
