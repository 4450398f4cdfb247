// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { Alert } from './alert';
import { renderForTest } from './render-for-test';

let view: Awaited<ReturnType<typeof renderForTest>> | undefined;
afterEach(() => view?.unmount());

describe('the kit Alert', () => {
  it('announces an error or a warning at once, the others politely', async () => {
    view = await renderForTest(
      <>
        <Alert type="error" title="No se pudo cargar" />
        <Alert type="warning" title="Muestra pequeña" />
        <Alert type="info" title="Modo local" />
        <Alert type="success" title="Guardado" />
      </>,
    );
    const roles = [...view.container.querySelectorAll('.pc-alert')].map((alert) =>
      alert.getAttribute('role'),
    );
    expect(roles).toEqual(['alert', 'alert', 'status', 'status']);
  });

  it('shows its title, description, action and a decorative icon', async () => {
    view = await renderForTest(
      <Alert
        type="error"
        showIcon
        title="No se pudo cargar tu racha"
        description="El servidor no responde."
        action={<button type="button">Reintentar</button>}
      />,
    );
    const alert = view.container.querySelector('[role="alert"]') as HTMLElement;
    expect(alert.querySelector('.pc-alert-title')?.textContent).toBe('No se pudo cargar tu racha');
    expect(alert.querySelector('.pc-alert-description')?.textContent).toBe('El servidor no responde.');
    expect(alert.querySelector('.pc-alert-action button')?.textContent).toBe('Reintentar');
    expect(alert.querySelector('.pc-status-icon svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(alert.textContent).toBe('No se pudo cargar tu rachaEl servidor no responde.Reintentar');
  });
});
