// @vitest-environment jsdom
import type { FocusDrill, FocusDrillHistory, FocusDrillRequest } from '@pipcrafters/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FocusDrillPanel } from './FocusDrillPanel';
import { FOCUS_TARGET } from './focus-drill';

const reports: FocusDrillRequest[] = [];

vi.mock('../api/mind-api', async (importOriginal) => {
  const original = await importOriginal<typeof import('../api/mind-api')>();
  return {
    ...original,
    mindApi: {
      ...original.mindApi,
      focusDrills: async (): Promise<FocusDrillHistory> => ({ items: [], bestScore: null }),
      recordFocusDrill: async (request: FocusDrillRequest): Promise<FocusDrill> => {
        reports.push(request);
        return {
          ...request,
          id: 'd1',
          date: '2026-11-26',
          createdAt: '2026-11-26T08:00:00.000Z',
          score: 93,
        };
      },
    },
  };
});

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  reports.length = 0;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

async function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    root.render(
      <QueryClientProvider client={client}>
        <FocusDrillPanel />
      </QueryClientProvider>,
    );
  });
}

const stimulus = () => container.querySelector('[data-testid="focus-stimulus"]')?.textContent ?? '';

function button(name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((element) =>
    element.textContent?.includes(name),
  );
  if (!found) throw new Error(`No button «${name}»`);
  return found;
}

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

async function pressSpace() {
  await act(async () => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', code: 'Space', cancelable: true }));
    window.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', code: 'Space', cancelable: true }));
  });
}

describe('the focus drill', () => {
  it('counts 3-2-1, then a pair every 1,5 s for two minutes; Space for EURUSD only; the server’s score shown', async () => {
    await renderPanel();
    await act(async () => button('Empezar').click());
    expect(stimulus()).toBe('3');
    await advance(1000);
    expect(stimulus()).toBe('2');
    await advance(2000);

    let shown = 0;
    let targets = 0;
    for (let index = 0; index < 80; index += 1) {
      const symbol = stimulus();
      expect(symbol).toMatch(/^[A-Z]{6}$/);
      shown += 1;
      await advance(350);
      if (symbol === FOCUS_TARGET) {
        targets += 1;
        await pressSpace();
        // A second press for the same pair changes nothing.
        await pressSpace();
      }
      await advance(550);
      expect(stimulus()).toBe('');
      await advance(600);
    }
    expect(shown).toBe(80);
    expect(reports).toEqual([
      {
        durationSeconds: 120,
        targets,
        hits: targets,
        falseAlarms: 0,
        distractors: 80 - targets,
        meanReactionMs: 350,
      },
    ]);
    expect(container.textContent).toContain('Tu puntuación');
    expect(container.textContent).toContain('93');
    expect(container.textContent).toContain('Foco excelente');
    expect(container.textContent).toContain(`Aciertos${targets} de ${targets}`);
  });

  it('can be abandoned: nothing is sent and a press after it counts for nothing', async () => {
    await renderPanel();
    await act(async () => button('Empezar').click());
    await advance(5000);
    await act(async () => button('Abandonar').click());
    await pressSpace();
    await advance(130_000);
    expect(reports).toEqual([]);
    expect(button('Empezar')).toBeTruthy();
  });
});
