import type { AssistantStreamEvents } from '@pipcrafters/contracts';

/** One Server-Sent Event: its name ('message' when the block names none) and its data lines joined by LF. */
export interface SseEvent {
  event: string;
  data: string;
}

export interface SseParser {
  /** Feeds the next piece of the body, already decoded; complete events are dispatched as they end. */
  push(text: string): void;
  /** The body ended: a last line is read, and a block that never got its blank line is dropped (as browsers do). */
  end(): void;
}

/**
 * An incremental reader of a `text/event-stream` body, by the rules of the HTML standard that a fetch-based client
 * needs: lines end in LF, CRLF or CR (a CR at the end of a piece may be the first half of a CRLF, so it waits for
 * the next piece); a blank line dispatches the block; `event:` names it and `data:` lines are joined by LF, one
 * space after the colon dropped; comments (`: sigo aquí`, the service's heartbeat) and other fields are ignored,
 * and a block without data is not dispatched.
 */
export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = '';
  let name = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: name || 'message', data: data.join('\n') });
    name = '';
    data = [];
  };

  const readLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const raw = colon === -1 ? '' : line.slice(colon + 1);
    const value = raw.startsWith(' ') ? raw.slice(1) : raw;
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
  };

  return {
    push(text) {
      buffer += text;
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        if (char === '\r' && index === buffer.length - 1) break;
        readLine(buffer.slice(start, index));
        if (char === '\r' && buffer[index + 1] === '\n') index += 1;
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      if (buffer.endsWith('\r')) readLine(buffer.slice(0, -1));
      buffer = '';
      name = '';
      data = [];
    },
  };
}

/** An event of the assistant's answer stream, typed by the contract. */
export type AssistantStreamEvent = {
  [K in keyof AssistantStreamEvents]: { type: K; data: AssistantStreamEvents[K] };
}[keyof AssistantStreamEvents];

const STREAM_EVENTS: ReadonlySet<string> = new Set<keyof AssistantStreamEvents>([
  'start',
  'token',
  'citations',
  'done',
  'error',
]);

/** The contract's event a Server-Sent Event carries; null for an unknown name or data that is not JSON. */
export function assistantEventOf({ event, data }: SseEvent): AssistantStreamEvent | null {
  if (!STREAM_EVENTS.has(event)) return null;
  try {
    return { type: event, data: JSON.parse(data) } as AssistantStreamEvent;
  } catch {
    return null;
  }
}
