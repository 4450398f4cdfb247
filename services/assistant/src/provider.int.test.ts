import { join } from 'node:path';
import type { AssistantConversation } from '@pipcrafters/contracts';
import { serviceEntry } from '@pipcrafters/platform/src/paths';
import {
  freePort,
  type ManagedProcess,
  startNodeProcess,
  waitForHttp,
} from '@pipcrafters/platform/src/processes';
import { startExtraGateway } from '@pipcrafters/platform/src/testing/stack';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AssistantMessages } from './messages';
import { member, send, start, stream } from './testing/assistant-api';
import { type FakeLlm, startFakeLlm } from './testing/fake-llm';

/**
 * Provider mode against a fake OpenAI-compatible server: a second assistant process configured with LLM_BASE_URL,
 * behind a gateway of its own. Streaming token by token, a tool call to the calculators, errors, time-outs and cut
 * streams falling back to local mode with a note, the guardrails before the model and on what it writes.
 */

const stack = inject('stack');
let llm: FakeLlm;
let assistant: ManagedProcess;
let gateway: Awaited<ReturnType<typeof startExtraGateway>>;

beforeAll(async () => {
  llm = await startFakeLlm();
  const port = await freePort();
  assistant = startNodeProcess({
    name: 'assistant-llm',
    script: serviceEntry('assistant'),
    logFile: join(stack.dataDir, 'logs', `assistant-llm-${port}.log`),
    echo: 'none',
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: stack.databaseUrl,
      INTERNAL_SECRET: stack.internalSecret,
      SERVICE_LEARNING_URL: stack.serviceUrls.learning ?? '',
      SERVICE_JOURNAL_URL: stack.serviceUrls.journal ?? '',
      SERVICE_FINANCE_URL: stack.serviceUrls.finance ?? '',
      LLM_BASE_URL: llm.url,
      LLM_MODEL: 'modelo-de-prueba',
      LLM_TIMEOUT_MS: '1000',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/health`, assistant);
  gateway = await startExtraGateway({ ...stack, serviceUrls: { ...stack.serviceUrls, assistant: url } });
}, 90_000);

afterAll(async () => {
  await gateway?.stop();
  await assistant?.stop();
  await llm?.close();
});

const via = (user: Awaited<ReturnType<typeof member>>) => user;

async function ask(content: string, assistantName: 'alvaro' | 'clara' = 'alvaro') {
  const user = await member('proveedor');
  const conversation = await start(user, assistantName);
  const result = await stream(via(user), gateway.url, conversation.id, content);
  const done = result.events.find((event) => event.event === 'done')?.data as {
    message: AssistantConversation['messages'][number];
  };
  return { result, message: done?.message, tokens: result.events.filter((event) => event.event === 'token') };
}

describe('provider mode', () => {
  it('streams the model’s tokens with the course in its context and the guardrails in its prompt', async () => {
    const before = llm.requests.length;
    const { result, message, tokens } = await ask('¿Qué es el spread?');
    expect(result.events[0]?.data).toMatchObject({ mode: 'provider' });
    expect(tokens.length).toBeGreaterThan(5);
    expect(message).toMatchObject({
      mode: 'provider',
      note: null,
      content: 'Hola, soy el modelo de prueba y te explico el spread con calma.',
    });
    const request = llm.requests[before];
    const system = request?.messages[0]?.content ?? '';
    expect(system).toContain('Alvaro');
    expect(system).toContain('Fragmentos del curso');
    expect(system.toLowerCase()).toContain('señal');
    expect(message?.citations.length).toBeGreaterThan(0);
  });

  it('lets the model call the calculators', async () => {
    const { message } = await ask('Usa la herramienta: ¿cuánto vale un pip con 2 lotes?');
    expect(message?.content).toBe('Según la calculadora, cada pip vale 20.0000 USD.');
  });

  it.each([
    ['lento', AssistantMessages.fallback.timeout],
    ['falla', AssistantMessages.fallback.error],
    ['corta', AssistantMessages.fallback.cut],
  ])('falls back to local mode with a note when the model is «%s»', async (word, note) => {
    const { message, tokens } = await ask(`¿Qué es un stop loss? ${word}`);
    expect(message).toMatchObject({ mode: 'local', note });
    expect(message?.citations.map((citation) => citation.lessonId)).toContain('stop-loss');
    expect(tokens.map((event) => (event.data as { text: string }).text).join('')).toContain(note);
  });

  it('keeps guardrail questions away from the model, and replaces a model answer that gives a signal', async () => {
    const before = llm.requests.length;
    const signal = await ask('¿Vendo GBPJPY ya?');
    expect(llm.requests.length).toBe(before);
    expect(signal.message?.mode).toBe('local');
    expect(signal.message?.content.toLowerCase()).toContain('señal');
    const slipped = await ask('Cuéntame algo del mercado, desliz');
    expect(slipped.message?.content).not.toContain('Compra EURUSD');
    expect(slipped.message?.content.toLowerCase()).toContain('señal');
  });

  it('answers JSON when asked for it', async () => {
    const user = await member('proveedor-json');
    const conversation = await start(user, 'alvaro');
    const response = await fetch(`${gateway.url}/api/assistant/conversations/${conversation.id}/messages`, {
      method: 'POST',
      headers: {
        cookie: user.client.cookieHeader(),
        'content-type': 'application/json',
        accept: 'application/json',
        'x-pipcrafters-csrf': '1',
      },
      body: JSON.stringify({ content: '¿Qué es el spread?' }),
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { content: string; citations: unknown[] };
    expect(body.content).toContain('modelo de prueba');
    const settings = await send<{ providerConfigured: boolean }>(
      user,
      'GET',
      '/api/assistant/settings',
      undefined,
      200,
    );
    expect(settings.providerConfigured).toBe(false);
  });
});
