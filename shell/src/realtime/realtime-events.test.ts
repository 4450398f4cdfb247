import type { AppNotification } from '@pipcrafters/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchRealtime, subscribeRealtime } from './realtime-events';

const notification = { id: 'n1', title: 'Hola', type: 'system' } as AppNotification;
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
});

describe('realtime listeners', () => {
  it('hands an event to every listener of that event only, until it unsubscribes', () => {
    const shell = vi.fn();
    const remote = vi.fn();
    const trades = vi.fn();
    stops.push(subscribeRealtime('notification:new', shell), subscribeRealtime('trade:new', trades));
    const stopRemote = subscribeRealtime('notification:new', remote);

    dispatchRealtime('notification:new', notification);
    stopRemote();
    dispatchRealtime('notification:new', notification);

    expect(shell).toHaveBeenCalledTimes(2);
    expect(shell).toHaveBeenCalledWith(notification);
    expect(remote).toHaveBeenCalledTimes(1);
    expect(trades).not.toHaveBeenCalled();
  });

  it('keeps delivering to the others when one listener throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    stops.push(
      subscribeRealtime('trade:update', () => {
        throw new Error('fallo del remoto');
      }),
      subscribeRealtime('trade:update', after),
    );
    dispatchRealtime('trade:update', { id: 't1' });
    expect(after).toHaveBeenCalledWith({ id: 't1' });
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('lets a listener unsubscribe itself while the event is being handed out', () => {
    const later = vi.fn();
    const once: () => void = subscribeRealtime('notification:new', () => once());
    stops.push(subscribeRealtime('notification:new', later));
    dispatchRealtime('notification:new', notification);
    dispatchRealtime('notification:new', notification);
    expect(later).toHaveBeenCalledTimes(2);
  });
});
