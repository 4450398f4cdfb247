// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';
import { renderForTest, user } from './render-for-test';

let view: Awaited<ReturnType<typeof renderForTest>> | undefined;
afterEach(() => view?.unmount());

// jsdom has <dialog> without its methods: the browser's, reduced to what the Modal relies on.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('input, button')?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

function EditTrade({ onCancel }: { onCancel: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Editar operación
      </button>
      <Modal
        open={open}
        title="Editar operación"
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
        footer={<button type="button">Guardar</button>}
      >
        <input aria-label="Par" />
      </Modal>
    </>
  );
}

const dialog = () => document.querySelector('dialog');
const opener = () => view?.container.querySelector('button') as HTMLButtonElement;
const openIt = async () => {
  opener().focus();
  await user(() => opener().click());
};

describe('the kit Modal', () => {
  it('opens a modal dialog named by its title, focus on its first field, nothing drawn while closed', async () => {
    view = await renderForTest(<EditTrade onCancel={() => {}} />);
    expect(dialog()).toBeNull();
    await openIt();
    expect(dialog()?.open).toBe(true);
    const titleId = dialog()?.getAttribute('aria-labelledby') ?? '';
    expect(document.getElementById(titleId)?.textContent).toBe('Editar operación');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Par');
    expect(dialog()?.querySelector('.pc-kit-modal-footer')?.textContent).toBe('Guardar');
    expect(document.body.style.overflow).toBe('hidden');
    await user(() => dialog()?.querySelector<HTMLButtonElement>('button[aria-label="Cerrar"]')?.click());
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with «Cerrar» and gives the focus back to its opener', async () => {
    const onCancel = vi.fn();
    view = await renderForTest(<EditTrade onCancel={onCancel} />);
    await openIt();
    await user(() => dialog()?.querySelector<HTMLButtonElement>('button[aria-label="Cerrar"]')?.click());
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener());
  });

  it('asks to close on Escape (the cancel event) and on a click on the mask, not on one inside', async () => {
    const onCancel = vi.fn();
    view = await renderForTest(<EditTrade onCancel={onCancel} />);
    await openIt();
    const cancelEvent = new Event('cancel', { cancelable: true });
    await user(() => dialog()?.dispatchEvent(cancelEvent));
    expect(cancelEvent.defaultPrevented).toBe(true);
    expect(onCancel).toHaveBeenCalledTimes(1);

    await openIt();
    const inside = dialog()?.querySelector('input') as HTMLInputElement;
    await user(() => inside.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true })));
    await user(() => inside.click());
    expect(onCancel).toHaveBeenCalledTimes(1);
    const onTheMask = { bubbles: true, clientX: 900, clientY: 900 };
    await user(() => dialog()?.dispatchEvent(new MouseEvent('pointerdown', onTheMask)));
    await user(() => dialog()?.dispatchEvent(new MouseEvent('click', onTheMask)));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(dialog()).toBeNull();
  });

  it('has no footer unless given one, and takes a width', async () => {
    view = await renderForTest(
      <Modal open title="Detalle" width={720} onCancel={() => {}}>
        <p>Texto</p>
      </Modal>,
    );
    expect(dialog()?.querySelector('.pc-kit-modal-footer')).toBeNull();
    expect(dialog()?.style.width).toBe('720px');
  });
});
