import { ApiError } from '@pipcrafters/api-client';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@pipcrafters/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssistantStreamEvent } from './sse';
import { STREAM_CUT_MESSAGE, streamAnswer } from './stream-answer';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
let fetchMock: ReturnType<typeof vi.fn<Handler>>;

beforeEach(() => {
  fetchMock = vi.fn<Handler>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A text/event-stream answer whose body arrives in these pieces. */
function stream(pieces: string[]): Response {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(encoder.encode(piece));
        controller.close();
      },
    }),
    { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
  );
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

async function ask(): Promise<AssistantStreamEvent[]> {
  const events: AssistantStreamEvent[] = [];
  await streamAnswer('c1', '¿Qué es el spread?', { onEvent: (event) => events.push(event) });
  return events;
}

describe('streamAnswer', () => {
  it('posts the question with cookies and the anti-CSRF header, and hands over each event as it is read', async () => {
    fetchMock.mockResolvedValueOnce(
      stream([
        'event: start\ndata: {"conversationId":"c1","messageId":"m1","mode":"local"}\n\nevent: tok',
        'en\ndata: {"text":"El spread"}\n\n: sigo aquí\n\n',
        'event: done\ndata: {"message":{"id":"m1"},"conversation":{"id":"c1"}}\n\n',
      ]),
    );

    const events = await ask();

    expect(events.map((event) => event.type)).toEqual(['start', 'token', 'done']);
    expect(events[1]).toEqual({ type: 'token', data: { text: 'El spread' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/assistant/conversations/c1/messages');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe(JSON.stringify({ content: '¿Qué es el spread?' }));
    const headers = init?.headers as Record<string, string>;
    expect(headers[CSRF_HEADER]).toBe(CSRF_HEADER_VALUE);
    expect(headers.Accept).toBe('text/event-stream');
  });

  it('lets apiFetch renew the session on a 401, then asks again', async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'x' }))
      .mockResolvedValueOnce(json(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'x' }))
      .mockResolvedValueOnce(json(200, { accessToken: 't', expiresIn: 900 }))
      .mockResolvedValueOnce(json(200, { claraReadsJournal: false, providerConfigured: false }))
      .mockResolvedValueOnce(stream(['event: error\ndata: {"message":"No se pudo responder."}\n\n']));

    const events = await ask();

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/assistant/conversations/c1/messages',
      '/api/assistant/settings',
      '/api/auth/refresh',
      '/api/assistant/settings',
      '/api/assistant/conversations/c1/messages',
    ]);
    expect(events).toEqual([{ type: 'error', data: { message: 'No se pudo responder.' } }]);
  });

  it('throws the server’s Spanish message when the question is refused', async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        429,
        { statusCode: 429, code: 'RATE_LIMITED', message: 'Has hecho 20 preguntas en 10 minutos.' },
        { 'Retry-After': '300' },
      ),
    );
    await expect(ask()).rejects.toMatchObject({
      status: 429,
      message: 'Has hecho 20 preguntas en 10 minutos.',
    });
  });

  it('says how long to wait when a 429 comes without a message', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 429, headers: { 'Retry-After': '90' } }));
    await expect(ask()).rejects.toMatchObject({
      status: 429,
      message: 'Has hecho muchas preguntas seguidas. Espera 2 minutos y vuelve a preguntar.',
    });
  });

  it('reports a network failure as "Error de red", and a stream cut before its end', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(ask()).rejects.toMatchObject({ status: 0, message: 'Error de red' });

    fetchMock.mockResolvedValueOnce(stream(['event: token\ndata: {"text":"El"}\n\n']));
    const error = await ask().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(STREAM_CUT_MESSAGE);
  });

  it('stops reading when aborted', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(async (_url, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(stream) {
          stream.enqueue(new TextEncoder().encode('event: token\ndata: {"text":"El"}\n\n'));
          init.signal?.addEventListener('abort', () => stream.error(init.signal?.reason));
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    });
    const events: AssistantStreamEvent[] = [];
    const asked = streamAnswer('c1', 'Algo largo', {
      signal: controller.signal,
      onEvent: (event) => {
        events.push(event);
        controller.abort();
      },
    });
    await expect(asked).rejects.toMatchObject({ name: 'AbortError' });
    expect(events).toHaveLength(1);
  });
});
