// @vitest-environment jsdom

import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from './tooltip';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltip-delay';

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
        <Tooltip title={<strong>Solo lo veis tú</strong>}>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a tag focusable for its tooltip, as remotes draw them */}
          <span tabIndex={0} aria-describedby="propia">
            En revisión
          </span>
        </Tooltip>
        <Tooltip>
          <button type="button">Sin ayuda</button>
        </Tooltip>
        <Tooltip title="Guarda el borrador para exportarlo.">
          <button type="button" disabled>
            Exportar .md
          </button>
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

describe('Tooltip', () => {
  it('opens 700 ms after the pointer arrives, describes its element, and goes when it leaves', async () => {
    await fire(labelled(0), 'pointerover');
    await act(async () => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(tooltip()).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(tooltip()?.textContent).toBe('Mi perfil');
    expect(labelled(0).getAttribute('aria-describedby')).toBe(tooltip()?.id);
    await fire(labelled(0), 'pointerout');
    expect(tooltip()).toBeNull();
    expect(labelled(0).hasAttribute('aria-describedby')).toBe(false);
  });

  it('adds itself to the description its element already had, and draws any content', async () => {
    await fire(labelled(2), 'pointerover');
    await act(async () => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(tooltip()?.querySelector('strong')?.textContent).toBe('Solo lo veis tú');
    expect(labelled(2).getAttribute('aria-describedby')).toBe(`propia ${tooltip()?.id}`);
    await fire(labelled(2), 'pointerout');
    expect(labelled(2).getAttribute('aria-describedby')).toBe('propia');
  });

  it('without a title draws its child alone', async () => {
    const button = container.querySelector('button') as HTMLButtonElement;
    expect(button.parentElement).toBe(container);
    await fire(button, 'pointerover');
    await act(async () => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(tooltip()).toBeNull();
  });

  it('over a disabled button, hears the pointer on its wrapper, which the button cannot', async () => {
    const anchor = container.querySelectorAll<HTMLElement>('.pc-tooltip-anchor')[3] as HTMLElement;
    expect(anchor.className).toBe('pc-tooltip-anchor pc-tooltip-anchor-disabled');
    expect(container.querySelectorAll('.pc-tooltip-anchor-disabled')).toHaveLength(1);
    await fire(anchor, 'pointerover');
    await act(async () => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(tooltip()?.textContent).toBe('Guarda el borrador para exportarlo.');
  });

  it('closes when the page scrolls', async () => {
    await fire(labelled(0), 'pointerover');
    await act(async () => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(tooltip()).not.toBeNull();
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
    });
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
