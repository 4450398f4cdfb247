import {
  type AssistantConversationSummary,
  type AssistantReply,
  type AssistantStreamEvents,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
} from '@pipcrafters/contracts';
import { activeUser, loginDemo, type SignedIn } from '@pipcrafters/platform/src/testing/gateway-client';
import { expect, inject } from 'vitest';

/** The assistant API as its integration tests call it: through a gateway, signed in. */

const stack = inject('stack');
let demoAdmin: Promise<SignedIn> | undefined;

export async function member(prefix: string): Promise<SignedIn> {
  demoAdmin ??= loginDemo(stack, 'admin');
  return activeUser(stack, await demoAdmin, prefix);
}

export async function send<T>(
  user: SignedIn,
  method: string,
  path: string,
  body: unknown,
  status: number,
): Promise<T> {
  const response = await user.client.json<T>(method, path, body, { accept: 'application/json' });
  expect(response.status, response.text).toBe(status);
  return response.body;
}

export const start = (user: SignedIn, assistant: 'alvaro' | 'clara') =>
  send<AssistantConversationSummary>(user, 'POST', '/api/assistant/conversations', { assistant }, 201);

export const ask = (user: SignedIn, conversationId: string, content: string) =>
  send<AssistantReply>(
    user,
    'POST',
    `/api/assistant/conversations/${conversationId}/messages`,
    { content },
    201,
  );

/** One question and its answer whole, in a new conversation. */
export async function question(
  user: SignedIn,
  assistant: 'alvaro' | 'clara',
  content: string,
): Promise<AssistantReply> {
  const conversation = await start(user, assistant);
  return ask(user, conversation.id, content);
}

export interface StreamedEvent {
  event: keyof AssistantStreamEvents;
  data: AssistantStreamEvents[keyof AssistantStreamEvents];
  /** Milliseconds since the request was sent. */
  at: number;
}

/**
 * Asks as the browser does (`text/event-stream`) against `baseUrl` and reads the stream as it arrives; `stopAfter`
 * token events, the reader is cancelled (the page's stop button).
 */
export async function stream(
  user: SignedIn,
  baseUrl: string,
  conversationId: string,
  content: string,
  stopAfter?: number,
): Promise<{ status: number; headers: Headers; events: StreamedEvent[]; reads: number }> {
  const started = Date.now();
  const response = await fetch(`${baseUrl}/api/assistant/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: {
      cookie: user.client.cookieHeader(),
      'content-type': 'application/json',
      accept: 'text/event-stream',
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
    },
    body: JSON.stringify({ content }),
  });
  const events: StreamedEvent[] = [];
  let reads = 0;
  if (!response.body) return { status: response.status, headers: response.headers, events, reads };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let tokens = 0;
  while (true) {
    const { value, done } = await reader.read();
    if (done) break;
    reads += 1;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (event && data) {
        events.push({
          event: event as StreamedEvent['event'],
          data: JSON.parse(data),
          at: Date.now() - started,
        });
        if (event === 'token') tokens += 1;
      }
      end = buffer.indexOf('\n\n');
    }
    if (stopAfter !== undefined && tokens >= stopAfter) {
      await reader.cancel();
      break;
    }
  }
  return { status: response.status, headers: response.headers, events, reads };
}
