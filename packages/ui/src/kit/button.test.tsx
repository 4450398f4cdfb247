// @vitest-environment jsdom
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, LinkButton } from './button';
import { renderForTest, user } from './render-for-test';

let view: Awaited<ReturnType<typeof renderForTest>> | undefined;
afterEach(() => view?.unmount());

describe('the kit Button', () => {
  it('is a native button of type "button" with antd\'s look as classes, and acts on a click', async () => {
    const onClick = vi.fn();
    view = await renderForTest(
      <Button variant="primary" size="small" danger block onClick={onClick}>
        Guardar
      </Button>,
    );
    const button = view.container.querySelector('button') as HTMLButtonElement;
    expect(button.type).toBe('button');
    expect(button.className).toBe(
      'pc-button pc-button-primary pc-button-small pc-button-danger pc-button-block',
    );
    await user(() => button.click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading shows a spinner, says it is busy and takes no second click', async () => {
    const onClick = vi.fn();
    view = await renderForTest(
      <Button type="submit" loading icon={<svg data-icon />} onClick={onClick}>
        Enviar
      </Button>,
    );
    const button = view.container.querySelector('button') as HTMLButtonElement;
    expect(button.type).toBe('submit');
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.pc-spinner')).not.toBeNull();
    expect(button.querySelector('[data-icon]')).toBeNull();
    expect(button.textContent).toBe('Enviar');
  });
});

describe('the kit LinkButton', () => {
  const app = (link: React.ReactNode) => (
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={link} />
        <Route path="/community/new" element={<p data-page>Nuevo post</p>} />
      </Routes>
    </MemoryRouter>
  );

  it("is one link with the button look, taking antd's type, size and icon as remotes pass them", async () => {
    view = await renderForTest(
      app(
        <LinkButton
          to="/community/new"
          type="primary"
          size="large"
          icon={<svg data-icon />}
          aria-label="Escribir"
        >
          Nuevo post
        </LinkButton>,
      ),
    );
    const link = view.container.querySelector('a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/community/new');
    expect(link.className).toBe('pc-button pc-button-primary pc-button-large');
    expect(link.getAttribute('aria-label')).toBe('Escribir');
    expect(link.querySelector('[aria-hidden="true"] [data-icon]')).not.toBeNull();
    expect(view.container.querySelectorAll('a, button')).toHaveLength(1);
  });

  it('maps type="link" and "dashed" to the kit\'s looks, and navigates inside the app on a click', async () => {
    view = await renderForTest(
      app(
        <>
          <LinkButton to="/community/new" type="link" style={{ paddingInline: 0 }}>
            Volver
          </LinkButton>
          <LinkButton to="/community/new" type="dashed">
            Otra
          </LinkButton>
        </>,
      ),
    );
    const [back, other] = view.container.querySelectorAll('a');
    expect(back?.className).toBe('pc-button pc-button-link');
    expect(back?.style.paddingInline).toBe('0px');
    expect(other?.className).toBe('pc-button');
    await user(() =>
      back?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })),
    );
    expect(view.container.querySelector('[data-page]')?.textContent).toBe('Nuevo post');
  });
});
