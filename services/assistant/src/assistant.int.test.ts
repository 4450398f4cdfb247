import type {
  AssistantConversation,
  AssistantConversationSummary,
  AssistantMessage,
  AssistantSettings,
} from '@pipcrafters/contracts';
import { eventually, loginDemo } from '@pipcrafters/platform/src/testing/gateway-client';
import { describe, expect, inject, it } from 'vitest';
import { AssistantMessages } from './messages';
import { ask, member, question, send, start, stream } from './testing/assistant-api';

/**
 * The assistants in local mode (no provider configured in the integration stack), through the gateway: answers
 * grounded in the course with citations, numbers from the calculators, the guardrails, streaming, conversations and
 * their ownership, feedback, the rate limit and Clara's consent.
 */

const stack = inject('stack');

/** A learner's question about each module, and the lesson that should answer it. */
const MODULE_QUESTIONS: [string, string[]][] = [
  ['¿Cuánto se mueve un pip en los pares con yen?', ['que-es-un-pip', 'lotes-y-valor-del-pip']],
  [
    '¿Qué pasa si mi margen libre llega a cero y el bróker me cierra las operaciones?',
    ['apalancamiento-margen-y-stop-out', 'apalancamiento-efectivo-y-margen-usado'],
  ],
  ['¿Para qué sirve poner un stop loss en cada operación?', ['stop-loss']],
  ['¿Cómo reconozco un soporte en el gráfico?', ['soportes-y-resistencias']],
  [
    '¿Qué indica el RSI cuando está por encima de 70?',
    ['rsi', 'divergencias-y-por-que-ningun-indicador-es-una-senal'],
  ],
  [
    '¿Por qué una subida de tipos de interés del banco central fortalece su divisa?',
    ['bancos-centrales-y-tipos-de-interes', 'carry-trade'],
  ],
  ['¿Qué es el drawdown y por qué cuesta tanto recuperarlo?', ['drawdown-y-recuperacion']],
  ['¿Qué tiene que incluir un buen plan de trading?', ['escribir-un-plan-de-trading']],
  ['¿Cómo evito el revenge trading después de perder?', ['revenge-trading-y-tilt']],
];

describe('Alvaro, grounded in the course', () => {
  it.each(MODULE_QUESTIONS)('answers «%s» citing the right lesson', async (text, lessons) => {
    const user = await member('alvaro-modulo');
    const reply = await question(user, 'alvaro', text);
    const cited = reply.citations.map((citation) => citation.lessonId);
    expect(
      cited.some((id) => lessons.includes(id)),
      `${text} → ${cited.join(', ')}`,
    ).toBe(true);
    expect(reply.citations[0]?.href).toMatch(/^\/aprende\/lesson\//);
    expect(reply.content).toMatch(/\?/);
    expect(reply.message).toMatchObject({ role: 'assistant', mode: 'local', note: null });
  });

  it('computes numbers with the calculators', async () => {
    const user = await member('alvaro-numeros');
    const pip = await question(user, 'alvaro', '¿Cuánto vale un pip en EURUSD con 0,5 lotes?');
    expect(pip.content).toContain('5,00 USD');
    const size = await question(
      user,
      'alvaro',
      'Tengo una cuenta de 14.500 USD y quiero arriesgar el 2 % con un stop de 100 pips en EURUSD. ¿Cuántos lotes?',
    );
    expect(size.content).toContain('0,29 lotes');
    expect(size.content).toContain('290,00 USD');
  });

  it('says so when the course has no lesson on it', async () => {
    const user = await member('alvaro-nada');
    const reply = await question(user, 'alvaro', '¿Cuál es la mejor receta de paella valenciana?');
    expect(reply.content).toContain('No tengo una lección sobre eso todavía');
    expect(reply.citations).toEqual([]);
  });

  it('suggests the next lesson where the learner is', async () => {
    const user = await member('alvaro-siguiente');
    const reply = await question(user, 'alvaro', '¿Cuál es mi siguiente lección?');
    expect(reply.citations[0]?.lessonId).toBe('que-es-el-mercado-forex');
  });

  it('quizzes on a lesson with one of its questions', async () => {
    const user = await member('alvaro-quiz');
    const conversation = await start(user, 'alvaro');
    const reply = await ask(user, conversation.id, 'Ponme a prueba sobre el stop loss');
    expect(reply.content).toContain('Pregunta de repaso');
    expect(reply.citations[0]?.lessonId).toBe('stop-loss');
    const followUp = await ask(user, conversation.id, 'Creo que la B, porque limita la pérdida');
    expect(followUp.citations.length).toBeGreaterThan(0);
  });
});

describe('guardrails in local mode', () => {
  it('gives no signals, no guarantees, no rent money, never takes passwords, and answers distress humanly', async () => {
    const user = await member('guardas');
    const signal = await question(user, 'alvaro', '¿Compro EURUSD ahora o espero?');
    expect(signal.content.toLowerCase()).toContain('señal');
    const guarantee = await question(
      user,
      'alvaro',
      '¿Qué estrategia me garantiza ganar un 20 % al mes sin perder nunca?',
    );
    expect(guarantee.content.toLowerCase()).toMatch(/garant|promet/);
    const rent = await question(
      user,
      'clara',
      '¿Puedo operar con el dinero del alquiler para recuperar lo perdido?',
    );
    expect(rent.content.toLowerCase()).toContain('alquiler');
    const password = await question(
      user,
      'alvaro',
      'Mi mentor me pide la contraseña de mi cuenta del bróker para operar por mí, ¿se la doy?',
    );
    expect(password.content.toLowerCase()).toMatch(/contraseña/);
    const distress = await question(user, 'clara', 'Lo he perdido todo y ya no quiero vivir');
    expect(distress.content).toContain('024');
    expect(distress.content.toLowerCase()).not.toMatch(/\bpips?\b|apalancamiento|stop loss/);
  });

  it('never stores a password the user typed', async () => {
    const user = await member('secreto');
    const conversation = await start(user, 'alvaro');
    await ask(user, conversation.id, 'Mi contraseña es Tigre-Azul-2026, ¿es segura para el bróker?');
    const stored = await send<AssistantConversation>(
      user,
      'GET',
      `/api/assistant/conversations/${conversation.id}`,
      undefined,
      200,
    );
    expect(JSON.stringify(stored)).not.toContain('Tigre-Azul-2026');
  });
});

describe('conversations', () => {
  it('streams token by token through the gateway, and a stopped stream keeps what was said', async () => {
    const user = await member('stream');
    const conversation = await start(user, 'alvaro');
    const result = await stream(
      user,
      stack.gatewayUrl,
      conversation.id,
      '¿Qué es el spread y cómo me afecta?',
    );
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toContain('text/event-stream');
    const tokens = result.events.filter((event) => event.event === 'token');
    expect(result.events[0]?.event).toBe('start');
    expect(tokens.length).toBeGreaterThan(10);
    expect(result.reads).toBeGreaterThan(5);
    const done = result.events.at(-1);
    expect(done?.event).toBe('done');
    // The first words arrived well before the last.
    expect((done?.at ?? 0) - (tokens[0]?.at ?? 0)).toBeGreaterThan(50);
    const message = (done?.data as { message: AssistantMessage } | undefined)?.message;
    expect(tokens.map((event) => (event.data as { text: string }).text).join('')).toBe(message?.content);

    const stopped = await stream(user, stack.gatewayUrl, conversation.id, '¿Qué es el apalancamiento?', 3);
    expect(stopped.events.some((event) => event.event === 'done')).toBe(false);
    // The answer is kept as far as it was sent, marked as stopped.
    let last: AssistantMessage | undefined;
    await eventually(async () => {
      const kept = await send<AssistantConversation>(
        user,
        'GET',
        `/api/assistant/conversations/${conversation.id}`,
        undefined,
        200,
      );
      last = kept.messages.at(-1);
      return kept.messages.length === 4 && last?.role === 'assistant';
    }, 10_000);
    expect(last?.note).toBe(AssistantMessages.stopped);
    expect(last?.content.length ?? 0).toBeLessThan(200);
  });

  it('titles, lists, deletes one and all, and keeps feedback', async () => {
    const user = await member('historial');
    const first = await question(user, 'alvaro', '¿qué es el apalancamiento?');
    expect(first.conversation.title).toBe('Qué es el apalancamiento');
    await question(user, 'clara', 'Me cuesta respetar mi plan');
    const list = await send<AssistantConversationSummary[]>(
      user,
      'GET',
      '/api/assistant/conversations',
      undefined,
      200,
    );
    expect(list.map((item) => item.assistant)).toEqual(['clara', 'alvaro']);
    const rated = await send<AssistantMessage>(
      user,
      'POST',
      `/api/assistant/messages/${first.message.id}/feedback`,
      { rating: 'down' },
      200,
    );
    expect(rated.feedback).toBe('down');
    await send(user, 'DELETE', `/api/assistant/conversations/${first.conversation.id}`, undefined, 204);
    expect(await send<unknown[]>(user, 'GET', '/api/assistant/conversations', undefined, 200)).toHaveLength(
      1,
    );
    await send(user, 'DELETE', '/api/assistant/conversations', undefined, 204);
    expect(await send<unknown[]>(user, 'GET', '/api/assistant/conversations', undefined, 200)).toHaveLength(
      0,
    );
  });

  it('lets nobody read or touch another user’s conversations', async () => {
    const [owner, intruder] = await Promise.all([member('dueno'), member('intruso')]);
    const reply = await question(owner, 'alvaro', '¿Qué es un pip?');
    const id = reply.conversation.id;
    await send(intruder, 'GET', `/api/assistant/conversations/${id}`, undefined, 404);
    await send(intruder, 'POST', `/api/assistant/conversations/${id}/messages`, { content: 'hola' }, 404);
    await send(intruder, 'DELETE', `/api/assistant/conversations/${id}`, undefined, 404);
    await send(
      intruder,
      'POST',
      `/api/assistant/messages/${reply.message.id}/feedback`,
      { rating: 'up' },
      404,
    );
    await send(intruder, 'DELETE', '/api/assistant/conversations', undefined, 204);
    const kept = await send<AssistantConversation>(
      owner,
      'GET',
      `/api/assistant/conversations/${id}`,
      undefined,
      200,
    );
    expect(kept.messages).toHaveLength(2);
  });

  it('limits questions per user with a Spanish message', async () => {
    const user = await member('limite');
    const conversation = await start(user, 'alvaro');
    for (let index = 0; index < 20; index += 1) await ask(user, conversation.id, `Hola ${index}`);
    const refused = await user.client.json<{ message: string }>(
      'POST',
      `/api/assistant/conversations/${conversation.id}/messages`,
      { content: 'Una más' },
      { accept: 'application/json' },
    );
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(AssistantMessages.rateLimited(10));
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
  });

  it('refuses bad input', async () => {
    const user = await member('entradas');
    await send(user, 'POST', '/api/assistant/conversations', { assistant: 'hal' }, 400);
    const conversation = await start(user, 'alvaro');
    const empty = await send<{ message: string }>(
      user,
      'POST',
      `/api/assistant/conversations/${conversation.id}/messages`,
      { content: '   ' },
      400,
    );
    expect(empty.message).toBe(AssistantMessages.content);
    await send(
      user,
      'POST',
      `/api/assistant/conversations/${conversation.id}/messages`,
      { content: 'x'.repeat(2001) },
      400,
    );
  });
});

describe('Clara and the journal', () => {
  it('reads the journal only with consent', async () => {
    const trader = await loginDemo(stack, 'trader');
    await send(trader, 'PUT', '/api/assistant/settings', { claraReadsJournal: false }, 200);
    const without = await question(trader, 'clara', '¿Cómo voy con mis operaciones últimamente?');
    expect(without.content).toContain('Clara puede leer mi diario');
    expect(without.content).not.toContain('He mirado');
    const settings = await send<AssistantSettings>(
      trader,
      'PUT',
      '/api/assistant/settings',
      { claraReadsJournal: true },
      200,
    );
    expect(settings).toEqual({ claraReadsJournal: true, providerConfigured: false });
    const withConsent = await question(trader, 'clara', '¿Cómo voy con mis operaciones últimamente?');
    expect(withConsent.content).toMatch(/He mirado tus últimas \d+ operaciones/);
    await send(trader, 'PUT', '/api/assistant/settings', { claraReadsJournal: false }, 200);
  });
});
