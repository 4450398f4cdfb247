import type { RealtimeEventName, RealtimeEvents } from '@pipcrafters/contracts';

type Listener = (payload: never) => void;

/**
 * Who listens to which realtime event: the shell's own parts and, through `useRealtime` of @pipcrafters/ui, the
 * remotes. The one socket of the page (realtime-client) hands every event here; subscribing opens nothing, so a
 * listener may be added before the socket exists and outlives reconnections. No socket.io import: the shell
 * registers this at start without putting the client in the root bundle.
 */
const listeners = new Map<RealtimeEventName, Set<Listener>>();

export function subscribeRealtime<E extends RealtimeEventName>(
  event: E,
  handler: (payload: RealtimeEvents[E]) => void,
): () => void {
  const forEvent = listeners.get(event) ?? new Set<Listener>();
  listeners.set(event, forEvent);
  const listener = handler as Listener;
  forEvent.add(listener);
  return () => {
    forEvent.delete(listener);
  };
}

/** Hands an event to each of its listeners; one that throws is reported and does not stop the others. */
export function dispatchRealtime<E extends RealtimeEventName>(event: E, payload: RealtimeEvents[E]): void {
  for (const listener of [...(listeners.get(event) ?? [])]) {
    try {
      (listener as (value: RealtimeEvents[E]) => void)(payload);
    } catch (error) {
      console.error(`Error al atender el evento en tiempo real "${event}"`, error);
    }
  }
}
