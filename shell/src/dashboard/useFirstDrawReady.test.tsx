// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_DRAW_WAIT_MS, useFirstDrawReady } from './useFirstDrawReady';

/** Whether each of the cards' first answers is still awaited. */
const pending = {
  xp: true,
  streak: true,
  missions: true,
  overview: true,
  advice: true,
  stats: true,
  goals: true,
};
const query = (waiting: boolean) => ({ isPending: waiting });

vi.mock('../xp/useXpProfile', () => ({ useXpProfile: () => ({ loading: pending.xp }) }));
vi.mock('./dashboard-api', () => ({
  useStreak: () => query(pending.streak),
  useMissions: () => query(pending.missions),
  useLearningOverview: () => query(pending.overview),
  useRecommendations: () => query(pending.advice),
  useJournalStats: () => query(pending.stats),
  useGoals: () => query(pending.goals),
}));

let container: HTMLDivElement;
let root: Root;

function Probe() {
  return <span>{useFirstDrawReady() ? 'listo' : 'esperando'}</span>;
}
const render = () => act(async () => root.render(<Probe />));
const shown = () => container.textContent;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers();
  for (const key of Object.keys(pending) as (keyof typeof pending)[]) pending[key] = true;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('useFirstDrawReady', () => {
  it('waits until every card has its first answer', async () => {
    await render();
    expect(shown()).toBe('esperando');
    for (const key of Object.keys(pending) as (keyof typeof pending)[]) pending[key] = false;
    await render();
    expect(shown()).toBe('listo');
  });

  it('waits 1.5 s at most for a slow answer, then stays ready', async () => {
    pending.xp = false;
    await render();
    await act(async () => vi.advanceTimersByTime(FIRST_DRAW_WAIT_MS - 1));
    expect(shown()).toBe('esperando');
    await act(async () => vi.advanceTimersByTime(1));
    expect(shown()).toBe('listo');
    await render();
    expect(shown()).toBe('listo');
  });

  it('draws at once when every answer is already in the cache', async () => {
    for (const key of Object.keys(pending) as (keyof typeof pending)[]) pending[key] = false;
    await render();
    expect(shown()).toBe('listo');
  });
});
