import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Draws a piece into the document for a unit test (jsdom), inside React's act(); `rerender` draws it again with
 * new props and `unmount` removes it. Only the kit's tests import it.
 */
export async function renderForTest(node: ReactNode) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(node));
  return {
    container,
    rerender: (next: ReactNode) => act(async () => root.render(next)),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Runs a user's action (a click, a key) inside act(), so React's updates land before the test reads the page. */
export const user = (action: () => void) => act(async () => action());

/** A key pressed on an element, as the browser sends it (bubbling keydown). */
export const pressKey = (element: Element, key: string) =>
  user(() => element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));

/** Types a value into a native field as React hears it (the native setter, then an input event). */
export const typeInto = (element: HTMLInputElement | HTMLTextAreaElement, value: string) =>
  user(() => {
    const prototype =
      element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
