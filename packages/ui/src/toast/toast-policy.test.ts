import { describe, expect, it } from 'vitest';
import {
  dismissedBySwipe,
  type ShownToast,
  shownToast,
  TOAST_DURATIONS_MS,
  TOAST_HOTKEY,
  TOAST_KEY_ATTRIBUTE,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD_PX,
  toastDurationMs,
  toNotification,
  withToast,
} from './toast-policy';

describe('toast policy', () => {
  it('has the spec limits: 20 toasts, F8, 50 px swipe', () => {
    expect(TOAST_LIMIT).toBe(20);
    expect(TOAST_HOTKEY).toBe('F8');
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
  });

  it('lasts 4 s for errors, 2 s for successes and 5 s otherwise', () => {
    expect(TOAST_DURATIONS_MS).toEqual({ destructive: 4000, success: 2000, warning: 5000, default: 5000 });
    expect(toastDurationMs()).toBe(5000);
    expect(toastDurationMs('destructive')).toBe(4000);
    expect(toastDurationMs('success')).toBe(2000);
  });

  it('keeps an explicit duration and ignores a meaningless one', () => {
    expect(toastDurationMs('success', 8000)).toBe(8000);
    expect(toastDurationMs('success', 0)).toBe(0);
    expect(toastDurationMs('destructive', -1)).toBe(4000);
    expect(toastDurationMs('default', Number.NaN)).toBe(5000);
  });

  it('dismisses a toast dragged past 50 px, not at or below it', () => {
    expect(dismissedBySwipe(51)).toBe(true);
    expect(dismissedBySwipe(50)).toBe(false);
    expect(dismissedBySwipe(12)).toBe(false);
    expect(dismissedBySwipe(-80)).toBe(false);
  });

  it("settles a toast's variant and duration when it is shown", () => {
    expect(shownToast('t1', { title: 'Hola' })).toEqual({
      id: 't1',
      title: 'Hola',
      variant: 'default',
      duration: 5000,
    });
    expect(shownToast('t2', { title: 'Falló', description: 'Otra vez', variant: 'destructive' })).toEqual({
      id: 't2',
      title: 'Falló',
      description: 'Otra vez',
      variant: 'destructive',
      duration: 4000,
    });
    expect(shownToast('t3', { title: 'Fijo', variant: 'success', duration: 0 }).duration).toBe(0);
  });

  it('keeps at most 20 toasts, the oldest going first', () => {
    let toasts: ShownToast[] = [];
    for (let index = 1; index <= 22; index += 1)
      toasts = withToast(toasts, shownToast(`t${index}`, { title: `Aviso ${index}` }));
    expect(toasts).toHaveLength(TOAST_LIMIT);
    expect(toasts[0]?.id).toBe('t3');
    expect(toasts.at(-1)?.id).toBe('t22');
  });

  it('maps a toast to the antd notification call', () => {
    expect(toNotification('t1', { title: 'Guardado', variant: 'success' })).toMatchObject({
      key: 't1',
      type: 'success',
      title: 'Guardado',
      duration: 2,
      role: 'status',
      props: { [TOAST_KEY_ATTRIBUTE]: 't1' },
    });
    expect(toNotification('t2', { title: 'Falló', variant: 'destructive' })).toMatchObject({
      type: 'error',
      duration: 4,
      role: 'alert',
    });
    expect(toNotification('t3', { title: 'Aviso' })).toMatchObject({ type: 'info', duration: 5 });
  });
});
