// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { renderForTest } from './render-for-test';
import { Result } from './result';

let view: Awaited<ReturnType<typeof renderForTest>> | undefined;
afterEach(() => view?.unmount());

describe('the kit Result', () => {
  it('shows a decorative icon, the title, what next and the actions', async () => {
    view = await renderForTest(
      <Result
        status="404"
        title="Lección no encontrada"
        subTitle="Puede que la hayan movido."
        extra={<a href="/aprende">Volver al curso</a>}
      />,
    );
    const result = view.container.querySelector('.pc-result') as HTMLElement;
    expect(result.getAttribute('data-status')).toBe('404');
    expect(result.querySelector('.pc-result-icon [aria-hidden="true"]')).not.toBeNull();
    expect(result.querySelector('.pc-result-title')?.textContent).toBe('Lección no encontrada');
    expect(result.querySelector('.pc-result-subtitle')?.textContent).toBe('Puede que la hayan movido.');
    expect(result.querySelector('.pc-result-extra a')?.getAttribute('href')).toBe('/aprende');
  });

  it('draws a status icon for the other outcomes, and no empty parts', async () => {
    view = await renderForTest(<Result status="success" title="Listo" />);
    expect(view.container.querySelector('.pc-status-icon')?.getAttribute('data-status')).toBe('success');
    expect(view.container.querySelector('.pc-result-subtitle, .pc-result-extra')).toBeNull();
  });
});
