import { afterEach, describe, expect, it } from 'vitest';
import { TOAST_LIMIT } from './toast-policy';
import { useToastStore } from './toast-store';
import { useToast } from './use-toast';

afterEach(() => useToastStore.setState({ toasts: [] }));

describe('the toast store', () => {
  it('shows a toast with a fresh id and closes it by that id', () => {
    const { toast, dismiss } = useToast();
    const first = toast({ title: 'Guardado', variant: 'success' });
    const second = toast({ title: 'Falló', description: 'Sin conexión', variant: 'destructive' });
    expect(first).not.toBe(second);
    expect(useToastStore.getState().toasts).toMatchObject([
      { id: first, title: 'Guardado', variant: 'success', duration: 2000 },
      { id: second, title: 'Falló', description: 'Sin conexión', variant: 'destructive', duration: 4000 },
    ]);

    dismiss(first);
    expect(useToastStore.getState().toasts.map((shown) => shown.id)).toEqual([second]);
  });

  it('leaves the list as it was when the toast is already gone', () => {
    const { toast, dismiss } = useToast();
    toast({ title: 'Aviso' });
    const before = useToastStore.getState().toasts;
    dismiss('otro');
    expect(useToastStore.getState().toasts).toBe(before);
  });

  it('drops the oldest past the limit', () => {
    const { toast } = useToast();
    const ids = Array.from({ length: TOAST_LIMIT + 1 }, (_, index) => toast({ title: `Aviso ${index}` }));
    expect(useToastStore.getState().toasts.map((shown) => shown.id)).toEqual(ids.slice(1));
  });

  it('gives every caller the same functions', () => {
    expect(useToast()).toBe(useToast());
  });
});
