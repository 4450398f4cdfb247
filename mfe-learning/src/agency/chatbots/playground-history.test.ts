import { CHATBOT_LIMITS } from '@pipcrafters/contracts';
import { describe, expect, it } from 'vitest';
import { playgroundHistory } from './playground-history';

describe('playgroundHistory', () => {
  it('sends the last 20 turns, oldest first, each cut to the service’s length, without the page’s extras', () => {
    const turns = Array.from({ length: 25 }, (_, index) => ({
      id: index,
      role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: index === 24 ? 'x'.repeat(5000) : `turno ${index}`,
    }));
    const history = playgroundHistory(turns);
    expect(history).toHaveLength(CHATBOT_LIMITS.historyMax);
    expect(history[0]).toEqual({ role: 'assistant', content: 'turno 5' });
    expect(history.at(-1)?.content).toHaveLength(CHATBOT_LIMITS.historyTurnMax);
    expect(playgroundHistory([])).toEqual([]);
  });
});
