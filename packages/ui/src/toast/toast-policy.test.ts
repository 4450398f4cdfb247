import { describe, expect, it } from 'vitest';
import {
  dismissedBySwipe,
  TOAST_DURATIONS_MS,
  TOAST_HOTKEY,
  TOAST_KEY_ATTRIBUTE,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD_PX,
  toastDurationMs,
  toNotification,
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
