import { ApiError, NETWORK_ERROR } from '@pipcrafters/api-client';
import { CSRF_HEADER, CSRF_HEADER_VALUE, Messages } from '@pipcrafters/contracts';
import { assistantApi, conversationPath } from './assistant-api';
import { type AssistantStreamEvent, assistantEventOf, createSseParser } from './sse';

/** A stream that ended without its `done` or `error` (the connection dropped mid-answer). */
export const STREAM_CUT_MESSAGE = 'La respuesta se cortó antes de terminar. Vuelve a preguntar.';

/** The Spanish of a refusal whose body says nothing (a proxy's 429 or 502, say). */
function refusalMessage(response: Response): string {
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after'));
    const minutes = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 1;
    return `Has hecho muchas preguntas seguidas. Espera ${minutes === 1 ? 'un minuto' : `${minutes} minutos`} y vuelve a preguntar.`;
  }
  if (response.status === 502) return Messages.badGateway;
  if (response.status === 503) return Messages.serviceUnavailable;
  if (response.status === 504) return Messages.gatewayTimeout;
  return `Error del servidor: ${response.status}`;
}

/**
 * Asks a question and reads the answer as Server-Sent Events, handing each of the contract's events to `onEvent` as
 * it arrives. The request is apiFetch's (cookies, the anti-CSRF header); `fetch` itself because apiFetch reads whole
 * bodies. A 401 is left to apiFetch: a light GET lets it renew the session once (or tell the shell the session has
 * expired, and throw), then the question is sent again; a question the gateway refused never reached the service.
 * Refusals throw ApiError with the server's Spanish message (a 429 says how long to wait); `signal` aborts the
 * request and the reading (an AbortError is thrown); a stream that ends without `done` or `error` throws too.
 */
export async function streamAnswer(
  conversationId: string,
  content: string,
  { signal, onEvent }: { signal?: AbortSignal; onEvent: (event: AssistantStreamEvent) => void },
): Promise<void> {
  const send = async () => {
    try {
      return await fetch(`${conversationPath(conversationId)}/messages`, {
        method: 'POST',
        credentials: 'include',
        headers: {
          Accept: 'text/event-stream',
          'Content-Type': 'application/json',
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
        },
        body: JSON.stringify({ content }),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(0, NETWORK_ERROR, Messages.networkError);
    }
  };

  let response = await send();
  if (response.status === 401) {
    await response.body?.cancel();
    await assistantApi.settings(signal);
    response = await send();
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as object;
    throw ApiError.fromBody(response.status, body ?? {}, refusalMessage(response));
  }

  let finished = false;
  const parser = createSseParser((sse) => {
    const event = assistantEventOf(sse);
    if (!event) return;
    if (event.type === 'done' || event.type === 'error') finished = true;
    onEvent(event);
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (let piece = await reader.read(); !piece.done; piece = await reader.read()) parser.push(piece.value);
  parser.end();
  if (!finished) throw new ApiError(0, NETWORK_ERROR, STREAM_CUT_MESSAGE);
}
