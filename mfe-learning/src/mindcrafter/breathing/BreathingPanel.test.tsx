// @vitest-environment jsdom
import type { BreathingSession, BreathingSessionRequest } from '@pipcrafters/contracts';
import { useToastStore } from '@pipcrafters/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BreathingPanel } from './BreathingPanel';

const recorded: BreathingSessionRequest[] = [];

vi.mock('../api/mind-api', async (importOriginal) => {
  const original = await importOriginal<typeof import('../api/mind-api')>();
  return {
    ...original,
    mindApi: {
      ...original.mindApi,
      breathingSessions: async (): Promise<BreathingSession[]> => [],
      recordBreathing: async (request: BreathingSessionRequest): Promise<BreathingSession> => {
        recorded.push(request);
        return {
          id: 'b1',
          technique: request.technique,
          cycles: request.cycles,
          durationSeconds: 16 * request.cycles,
          date: '2026-11-26',
          createdAt: '2026-11-26T08:00:00.000Z',
        };
      },
    },
  };
});

let reduceMotion = false;
let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('prefers-reduced-motion') ? reduceMotion : false,
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
  recorded.length = 0;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  useToastStore.setState({ toasts: [] });
  vi.useRealTimers();
});

async function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    root.render(
      <QueryClientProvider client={client}>
        <BreathingPanel />
      </QueryClientProvider>,
    );
  });
}

const byTestId = (id: string) => container.querySelector(`[data-testid="${id}"]`);
const announcement = () => byTestId('breathing-announcement')?.textContent;
const seconds = () => byTestId('breathing-seconds')?.textContent;

function button(name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((element) =>
    element.textContent?.includes(name),
  );
  if (!found) throw new Error(`No button «${name}»`);
  return found;
}

async function click(element: HTMLElement) {
  await act(async () => element.click());
}

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

/** One cycle instead of the technique's proposal, typed in the cycles box. */
async function chooseOneCycle() {
  const input = container.querySelector<HTMLInputElement>('input[role="spinbutton"]');
  if (!input) throw new Error('No cycles box');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(input, '1');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  expect(container.textContent).toContain('1 ciclo · 16 s');
}

describe('the breathing guide', () => {
  it('breathes one cycle of box breathing: phases told once each, pause holds the clock, the session is saved', async () => {
    reduceMotion = false;
    await renderPanel();
    await chooseOneCycle();
    expect(byTestId('breathing-cue')?.textContent).toBe('Preparado');
    expect(announcement()).toBe('');

    await click(button('Empezar'));
    expect(announcement()).toBe('Inhala, 4 s. Ciclo 1 de 1.');
    expect(seconds()).toBe('4');
    expect(byTestId('breathing-circle')?.getAttribute('data-phase')).toBe('inhale');
    await advance(1000);
    expect(seconds()).toBe('3');
    expect(announcement()).toBe('Inhala, 4 s. Ciclo 1 de 1.');
    await advance(3000);
    expect(announcement()).toBe('Mantén el aire, 4 s. Ciclo 1 de 1.');

    await click(button('Pausar'));
    const held = byTestId('breathing-remaining')?.textContent;
    await advance(10_000);
    expect(byTestId('breathing-remaining')?.textContent).toBe(held);
    expect(container.textContent).toContain('(en pausa)');
    await click(button('Reanudar'));
    await advance(4000);
    expect(announcement()).toBe('Exhala, 4 s. Ciclo 1 de 1.');
    expect(recorded).toEqual([]);

    await advance(8000);
    expect(announcement()).toBe('Sesión completada.');
    expect(recorded).toEqual([{ technique: 'box', cycles: 1 }]);
    expect(useToastStore.getState().toasts.map((toast) => toast.title)).toContain(
      'Sesión de respiración guardada',
    );
    expect(button('Otra sesión')).toBeTruthy();
  });

  it('shows text cues and no animation when the system asks for less motion', async () => {
    reduceMotion = true;
    await renderPanel();
    await click(button('Empezar'));
    expect(byTestId('breathing-circle')).toBeNull();
    expect(byTestId('breathing-cue')?.textContent).toBe('Inhala4Fase 1 de 4');
    await advance(4000);
    expect(byTestId('breathing-cue')?.textContent).toBe('Mantén el aire4Fase 2 de 4');
  });
});
