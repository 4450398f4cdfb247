import type { AssistantConversation, AssistantMessage } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import {
  appendMessages,
  applyStreamEvent,
  internalPath,
  isStoredMessage,
  localMessage,
  newExchange,
  plainText,
  replaceMessage,
  unlinkedCitations,
} from './chat-state';

const spread = { lessonId: 'l-spread', title: 'El spread', href: '/aprende/lesson/l-spread' };

const stored = (id: string, fields: Partial<AssistantMessage> = {}): AssistantMessage => ({
  id,
  role: 'assistant',
  content: 'Hola',
  citations: [],
  mode: 'local',
  note: null,
  feedback: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const conversation: AssistantConversation = {
  id: 'c1',
  assistant: 'alvaro',
  title: '',
  messageCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  messages: [stored('m0')],
};

describe('applyStreamEvent', () => {
  it('builds the answer from start, tokens and citations', () => {
    let exchange = newExchange('¿Qué es el spread?');
    expect(exchange.status).toBe('sending');
    exchange = applyStreamEvent(exchange, {
      type: 'start',
      data: { conversationId: 'c1', messageId: 'm1', mode: 'local' },
    });
    exchange = applyStreamEvent(exchange, { type: 'token', data: { text: 'El spread ' } });
    exchange = applyStreamEvent(exchange, { type: 'token', data: { text: 'es la diferencia' } });
    exchange = applyStreamEvent(exchange, { type: 'citations', data: { citations: [spread] } });
    expect(exchange).toEqual({
      question: '¿Qué es el spread?',
      answer: 'El spread es la diferencia',
      citations: [spread],
      mode: 'local',
      status: 'streaming',
    });
  });

  it('leaves done and error to the caller', () => {
    const exchange = newExchange('x');
    expect(applyStreamEvent(exchange, { type: 'error', data: { message: 'No' } })).toBe(exchange);
  });
});

describe('conversation updates', () => {
  it('appends messages and takes the service’s summary (its title) when given', () => {
    const question = localMessage('user', '¿Qué es el spread?');
    const answer = stored('m1', { content: 'El spread…' });
    const updated = appendMessages(conversation, [question, answer], {
      ...conversation,
      title: '¿Qué es el spread?',
      messageCount: 3,
    });
    expect(updated.messages.map((message) => message.id)).toEqual(['m0', question.id, 'm1']);
    expect(updated.title).toBe('¿Qué es el spread?');
    expect(updated.messageCount).toBe(3);
    expect(appendMessages(conversation, [question]).messageCount).toBe(2);
  });

  it('replaces a message by id (feedback) and tells local messages from stored ones', () => {
    const rated = replaceMessage(conversation, stored('m0', { feedback: 'up' }));
    expect(rated.messages[0]?.feedback).toBe('up');
    expect(isStoredMessage(stored('m0'))).toBe(true);
    const first = localMessage('user', 'a');
    const second = localMessage('assistant', 'b', { note: 'Respuesta detenida.' });
    expect(isStoredMessage(first)).toBe(false);
    expect(first.id).not.toBe(second.id);
    expect(second).toMatchObject({ role: 'assistant', note: 'Respuesta detenida.', feedback: null });
  });
});

describe('links', () => {
  it('navigates in the app only for the platform’s own paths', () => {
    expect(internalPath('/aprende/lesson/l-spread')).toBe('/aprende/lesson/l-spread');
    expect(internalPath('/financehub#kelly')).toBe('/financehub#kelly');
    for (const href of [
      '//evil.example/x',
      '/\\evil.example',
      'https://example.com',
      'mailto:a@b.c',
      '',
      undefined,
    ])
      expect(internalPath(href)).toBeNull();
  });

  it('lists the cited lessons the answer does not link to itself', () => {
    const leverage = { lessonId: 'l-lev', title: 'Apalancamiento', href: '/aprende/lesson/l-lev' };
    const content = 'El spread… **Lecciones:** [El spread](/aprende/lesson/l-spread)';
    expect(unlinkedCitations(content, [spread, leverage])).toEqual([leverage]);
  });
});

describe('plainText', () => {
  it('reads links as their words and drops Markdown marks', () => {
    expect(
      plainText(
        '**Pregunta de repaso** de [El spread](/aprende/lesson/x):\n\n> ¿Qué es?\n\n- Uno\n- _Dos_\n\n1. Tres',
      ),
    ).toBe('Pregunta de repaso de El spread: ¿Qué es? Uno Dos Tres');
  });
});
