import type { AssistantConversation, AssistantConversationSummary } from '@pipcrafters/contracts';
import { eventually, loginDemo } from '@pipcrafters/platform/src/testing/gateway-client';
import { describe, expect, inject, it } from 'vitest';
import { send } from '../testing/assistant-api';

const stack = inject('stack');
const DEMO_TITLES = ['Qué es el apalancamiento', 'Después de dos pérdidas'];

/** What the demo trader finds on `/tutor-ia`: past conversations with both assistants, answered by the engine. */
describe('the demo trader’s conversations', () => {
  it('are there from the start, with real answers, citations and nothing counted against today’s limit', async () => {
    const trader = await loginDemo(stack, 'trader');
    let mine: AssistantConversationSummary[] = [];
    await eventually(async () => {
      const list = await send<AssistantConversationSummary[]>(
        trader,
        'GET',
        '/api/assistant/conversations',
        undefined,
        200,
      );
      mine = list.filter((item) => DEMO_TITLES.some((title) => item.title.startsWith(title)));
      return mine.length === 2;
    }, 60_000);
    const alvaro = mine.find((item) => item.assistant === 'alvaro');
    const clara = mine.find((item) => item.assistant === 'clara');
    expect(alvaro && clara).toBeTruthy();

    const lesson = await send<AssistantConversation>(
      trader,
      'GET',
      `/api/assistant/conversations/${alvaro?.id}`,
      undefined,
      200,
    );
    expect(lesson.messages.map((message) => message.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    const [, leverage, , pip] = lesson.messages;
    expect(leverage?.content).toMatch(/apalancamiento/i);
    expect(leverage?.citations.length).toBeGreaterThan(0);
    expect(leverage?.mode).toBe('local');
    // 0,5 lotes de EURUSD: 100 000 × 0,5 × 0,0001 = 5 USD por pip.
    expect(pip?.content).toMatch(/5[,.]00 USD|5 USD/);
    expect(Date.now() - Date.parse(lesson.messages[0]?.createdAt ?? '')).toBeGreaterThan(23 * 3600_000);

    const feelings = await send<AssistantConversation>(
      trader,
      'GET',
      `/api/assistant/conversations/${clara?.id}`,
      undefined,
      200,
    );
    expect(feelings.messages).toHaveLength(2);
    expect(feelings.messages[1]?.content.length).toBeGreaterThan(80);
  }, 90_000);
});
