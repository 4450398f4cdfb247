// @vitest-environment jsdom
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@pipcrafters/ui';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from './Tooltip';

let container: HTMLDivElement;
let root: Root;

beforeEach(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root.render(
      <>
        <Tooltip title="Mi perfil">
          <a href="/profile" aria-label="Mi perfil">
            N
          </a>
        </Tooltip>
        <Tooltip title="Aprende" placement="right">
          <a href="/aprende">Aprende</a>
        </Tooltip>
      </>,
    ),
  );
});

afterEach(async () => {
  await act(async () => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS));
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

/** The element the n-th tooltip labels (its anchor is a `display: contents` wrapper). */
const labelled = (index: number) =>
  container.querySelectorAll<HTMLElement>('.pc-tooltip-anchor')[index]?.firstElementChild as HTMLElement;
const tooltip = () => document.querySelector<HTMLElement>('[role="tooltip"]');
const fire = (element: HTMLElement, type: string) =>
  act(() => {
    element.dispatchEvent(new MouseEvent(type, { bubbles: true }));
  });

describe('the chrome Tooltip', () => {
  it('opens 700 ms after the pointer arrives, describes its element, and goes when it leaves', async () => {
    await fire(labelled(0), 'pointerover');
    await act(async () => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(tooltip()).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(tooltip()?.textContent).toBe('Mi perfil');
    expect(labelled(0).parentElement?.getAttribute('aria-describedby')).toBe(tooltip()?.id);
    await fire(labelled(0), 'pointerout');
    expect(tooltip()).toBeNull();
  });

  it('opens at once within 300 ms of another one closing', async () => {
    await fire(labelled(0), 'pointerover');
    await act(async () => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    await fire(labelled(0), 'pointerout');
    await fire(labelled(1), 'pointerover');
    await act(async () => vi.advanceTimersByTime(0));
    expect(tooltip()?.textContent).toBe('Aprende');
  });

  it('opens on keyboard focus and closes with Escape', async () => {
    const link = labelled(0);
    await act(async () => link.focus());
    await act(async () => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(tooltip()?.textContent).toBe('Mi perfil');
    await act(async () => {
      link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(tooltip()).toBeNull();
  });
});
