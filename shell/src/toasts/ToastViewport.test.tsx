// @vitest-environment jsdom
import { useToastStore } from '@pipcrafters/ui';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastViewport } from './ToastViewport';

let container: HTMLDivElement;
let root: Root;

beforeEach(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<ToastViewport />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  useToastStore.setState({ toasts: [] });
  vi.useRealTimers();
});

const viewport = () => container.querySelector<HTMLElement>('[data-testid="toast-viewport"]');
const toasts = () => [...container.querySelectorAll<HTMLElement>('[data-testid="toast"]')];
const titles = () => toasts().map((toast) => toast.querySelector('.pc-toast-title')?.textContent);

async function show(title: string, variant?: 'default' | 'destructive' | 'success' | 'warning') {
  let id = '';
  await act(async () => {
    id = useToastStore.getState().show({ title, description: `${title}: detalle`, variant });
  });
  return id;
}

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

describe('the toast viewport', () => {
  it('draws each toast newest first, with its role, variant, id and «Cerrar»', async () => {
    const saved = await show('Guardado', 'success');
    const failed = await show('Falló', 'destructive');
    expect(viewport()?.getAttribute('aria-label')).toBe('Avisos (F8)');
    expect(titles()).toEqual(['Falló', 'Guardado']);
    const [error, success] = toasts();
    expect(error?.getAttribute('role')).toBe('alert');
    expect(error?.getAttribute('data-toast-key')).toBe(failed);
    expect(error?.textContent).toContain('Falló: detalle');
    expect(success?.getAttribute('role')).toBe('status');
    expect(success?.getAttribute('data-variant')).toBe('success');
    expect(success?.getAttribute('data-toast-key')).toBe(saved);
    expect(success?.querySelector('button')?.getAttribute('aria-label')).toBe('Cerrar');
  });

  it('closes a success after 2 s, an error after 4 s and anything else after 5 s', async () => {
    await show('Aviso');
    await show('Falló', 'destructive');
    await show('Guardado', 'success');
    await advance(1999);
    expect(titles()).toEqual(['Guardado', 'Falló', 'Aviso']);
    await advance(1);
    expect(titles()).toEqual(['Falló', 'Aviso']);
    await advance(2000);
    expect(titles()).toEqual(['Aviso']);
    await advance(1000);
    expect(titles()).toEqual([]);
  });

  it('stops the time while the pointer is over a toast and goes on with what was left', async () => {
    await show('Guardado', 'success');
    await advance(1500);
    const [toast] = toasts();
    await act(async () => {
      toast?.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    });
    await advance(10_000);
    expect(titles()).toEqual(['Guardado']);
    await act(async () => {
      toast?.dispatchEvent(new MouseEvent('pointerout', { bubbles: true, relatedTarget: document.body }));
    });
    await advance(499);
    expect(titles()).toEqual(['Guardado']);
    await advance(1);
    expect(titles()).toEqual([]);
  });

  it('F8 moves the focus to the toasts, and the time stands still while it is there', async () => {
    await show('Guardado', 'success');
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', cancelable: true }));
    });
    expect(document.activeElement).toBe(viewport());
    await advance(10_000);
    expect(titles()).toEqual(['Guardado']);
    await act(async () => viewport()?.blur());
    await advance(2000);
    expect(titles()).toEqual([]);
  });

  it('«Cerrar» closes its toast at once', async () => {
    await show('Aviso');
    await show('Otro aviso');
    await act(async () => toasts()[1]?.querySelector('button')?.click());
    expect(titles()).toEqual(['Otro aviso']);
  });
});
