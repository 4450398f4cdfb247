import { CHATBOT_LIMITS, type PlaygroundTurn } from '@pipcrafters/contracts';

/** The earlier turns a question carries: the last 20, each cut to the service's length. */
export function playgroundHistory(turns: readonly PlaygroundTurn[]): PlaygroundTurn[] {
  return turns
    .slice(-CHATBOT_LIMITS.historyMax)
    .map((turn) => ({ role: turn.role, content: turn.content.slice(0, CHATBOT_LIMITS.historyTurnMax) }));
}
