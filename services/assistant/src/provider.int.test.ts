import { join } from 'node:path';
import {
  type AgencyRefusalBody,
  type AssistantConversation,
  type Chatbot,
  type ContentGenerated,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type DesignSuggestion,
  type PlaygroundReply,
  type SocialCaptionsResponse,
} from '@pipcrafters/contracts';
import { serviceEntry } from '@pipcrafters/platform/src/paths';
import {
  freePort,
  type ManagedProcess,
  startNodeProcess,
  waitForHttp,
} from '@pipcrafters/platform/src/processes';
import { startExtraGateway } from '@pipcrafters/platform/src/testing/stack';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AgencyMessages } from './agency/messages';
import { AssistantMessages } from './messages';
import { member, send, start, stream } from './testing/assistant-api';
import { type FakeLlm, startFakeLlm } from './testing/fake-llm';

/**
 * Provider mode against a fake OpenAI-compatible server: a second assistant process configured with LLM_BASE_URL,
 * behind a gateway of its own. Streaming token by token, a tool call to the calculators, errors, time-outs and cut
 * streams falling back to local mode with a note, the guardrails before the model and on what it writes; and each
 * agency tool once (playground, drafts, headlines, captions), a model output that promises profits refused, and
 * their fallback.
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

/** A request to the provider-mode assistant, through its own gateway. */
async function viaProvider<T>(
  user: Awaited<ReturnType<typeof member>>,
  path: string,
  body: unknown,
  status: number,
) {
  const response = await fetch(`${gateway.url}${path}`, {
    method: 'POST',
    headers: {
      cookie: user.client.cookieHeader(),
      'content-type': 'application/json',
      accept: 'application/json',
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

describe('the agency tools in provider mode', () => {
  it('answers in the playground with the persona, tone and knowledge, and replaces a signal', async () => {
    const user = await member('agencia-proveedor-bot');
    const bot = await send<Chatbot>(
      user,
      'POST',
      '/api/assistant/chatbots',
      {
        name: 'Bot de prueba',
        persona: 'Un mentor paciente.',
        tone: 'profesional',
        welcomeMessage: '',
        lessonIds: ['stop-loss'],
        texts: [{ title: 'Mis notas', body: 'El spread se paga al abrir cada operación.' }],
      },
      201,
    );
    const before = llm.requests.length;
    const reply = await viaProvider<PlaygroundReply>(
      user,
      `/api/assistant/chatbots/${bot.id}/playground`,
      {
        message: '¿Qué es el spread?',
        history: [
          { role: 'user', content: 'Hola' },
          { role: 'assistant', content: 'Hola.' },
        ],
      },
      200,
    );
    expect(reply).toMatchObject({
      mode: 'provider',
      refused: false,
      note: null,
      answer: 'Hola, soy el modelo de prueba y te explico el spread con calma.',
    });
    const request = llm.requests[before];
    const system = request?.messages[0]?.content ?? '';
    expect(system).toContain('Bot de prueba');
    expect(system).toContain('Un mentor paciente.');
    expect(system).toContain(AgencyMessages.prompts.tones.profesional);
    expect(system).toContain('Texto «Mis notas»: El spread se paga al abrir cada operación.');
    expect(system.toLowerCase()).toContain('señal');
    expect(request?.messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);

    const slipped = await viaProvider<PlaygroundReply>(
      user,
      `/api/assistant/chatbots/${bot.id}/playground`,
      { message: 'Cuéntame algo del mercado, desliz' },
      200,
    );
    expect(slipped.refused).toBe(true);
    expect(slipped.answer).not.toContain('Compra EURUSD');
    expect(slipped.answer).toContain('No puedo darte señales');

    // The guardrails answer before the model is asked.
    const count = llm.requests.length;
    const signal = await viaProvider<PlaygroundReply>(
      user,
      `/api/assistant/chatbots/${bot.id}/playground`,
      { message: '¿Vendo GBPJPY ya?' },
      200,
    );
    expect(signal).toMatchObject({ refused: true, mode: 'local' });
    expect(llm.requests.length).toBe(count);
  });

  it('writes drafts, headlines and captions with the model, grounded in the course', async () => {
    const user = await member('agencia-proveedor');
    const before = llm.requests.length;
    const draft = await viaProvider<ContentGenerated>(
      user,
      '/api/assistant/content/generate',
      { kind: 'article', topic: 'el stop loss', tone: 'cercano', length: 'short' },
      200,
    );
    expect(draft).toMatchObject({ mode: 'provider', note: null });
    expect(draft.markdown).toBe('Hola, soy el modelo de prueba y te explico el spread con calma.');
    expect(draft.citations.map((citation) => citation.lessonId)).toContain('stop-loss');
    const system = llm.requests[before]?.messages[0]?.content ?? '';
    expect(system).toContain('Fragmentos del curso');
    expect(system).toContain(AgencyMessages.prompts.kinds.article);

    const thread = await viaProvider<ContentGenerated>(
      user,
      '/api/assistant/content/generate',
      { kind: 'thread', topic: 'el stop loss', tone: 'cercano', length: 'short' },
      200,
    );
    expect(thread.markdown).toBe('1/1 Hola, soy el modelo de prueba y te explico el spread con calma.');

    const design = await viaProvider<DesignSuggestion>(
      user,
      '/api/assistant/designs/suggest',
      { template: 'quote', topic: 'la disciplina' },
      200,
    );
    expect(design.mode).toBe('provider');
    expect(design.headlines[0]).toBe('Hola, soy el modelo de prueba y te explico el spread con calma.');
    expect(design.headlines.length).toBeGreaterThanOrEqual(3);

    const captions = await viaProvider<SocialCaptionsResponse>(
      user,
      '/api/assistant/social/captions',
      { source: 'topic', topic: 'el apalancamiento', networks: ['x', 'linkedin'] },
      200,
    );
    expect(captions.mode).toBe('provider');
    for (const caption of captions.captions) {
      expect(caption.text).toBe('Hola, soy el modelo de prueba y te explico el spread con calma.');
      expect(caption.length).toBeLessThanOrEqual(caption.limit);
      expect(caption.hashtags).toContain('#apalancamiento');
    }
  });

  it('refuses what the model wrote when it promises profits, and falls back to local mode with a note', async () => {
    const user = await member('agencia-proveedor-fallo');
    const promise = await viaProvider<AgencyRefusalBody>(
      user,
      '/api/assistant/content/generate',
      { kind: 'article', topic: 'el stop loss promesa', tone: 'cercano', length: 'short' },
      422,
    );
    expect(promise).toMatchObject({
      code: 'CONTENT_REFUSED',
      guardrail: 'guarantee',
      field: 'output',
      message: AgencyMessages.refused.guarantee,
    });
    const slipped = await viaProvider<AgencyRefusalBody>(
      user,
      '/api/assistant/social/captions',
      { source: 'topic', topic: 'el stop loss desliz', networks: ['x'] },
      422,
    );
    expect(slipped.guardrail).toBe('signal');

    for (const [word, note] of [
      ['falla', AssistantMessages.fallback.error],
      ['lento', AssistantMessages.fallback.timeout],
    ] as const) {
      const local = await viaProvider<ContentGenerated>(
        user,
        '/api/assistant/content/generate',
        { kind: 'article', topic: `el stop loss ${word}`, tone: 'cercano', length: 'short' },
        200,
      );
      expect(local).toMatchObject({ mode: 'local', note });
      expect(local.citations.map((citation) => citation.lessonId)).toContain('stop-loss');
    }
    const design = await viaProvider<DesignSuggestion>(
      user,
      '/api/assistant/designs/suggest',
      { template: 'lesson', topic: 'la disciplina corta' },
      200,
    );
    expect(design).toMatchObject({ mode: 'local', note: AssistantMessages.fallback.cut });
  });
});
