// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { Card } from './card';
import { renderForTest } from './render-for-test';

let view: Awaited<ReturnType<typeof renderForTest>> | undefined;
afterEach(() => view?.unmount());

describe('the kit Card', () => {
  it('is a section named by its h2, with the extra beside the title', async () => {
    view = await renderForTest(
      <Card id="metas" title="Tus metas" extra={<a href="/metas">Ver todas</a>} data-testid="goals">
        <p>Sin metas</p>
      </Card>,
    );
    const section = view.container.querySelector('section') as HTMLElement;
    const heading = section.querySelector('h2') as HTMLElement;
    expect(section.id).toBe('metas');
    expect(section.getAttribute('data-testid')).toBe('goals');
    expect(heading.id).toBe('metas-titulo');
    expect(section.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(heading.textContent).toBe('Tus metas');
    expect(section.querySelector('.pc-card-extra a')?.textContent).toBe('Ver todas');
    expect(section.querySelector('.pc-card-body')?.textContent).toBe('Sin metas');
  });

  it('takes an h3 inside a section, a small size, and without a title is an unnamed box', async () => {
    view = await renderForTest(
      <>
        <Card title="Resumen" headingLevel={3} size="small">
          Cifras
        </Card>
        <Card className="extra">Solo cuerpo</Card>
      </>,
    );
    const [small, plain] = view.container.querySelectorAll('section');
    expect(small?.querySelector('h3')?.textContent).toBe('Resumen');
    expect(small?.getAttribute('data-size')).toBe('small');
    expect(small?.getAttribute('aria-labelledby')).toBe(small?.querySelector('h3')?.id);
    expect(plain?.hasAttribute('aria-labelledby')).toBe(false);
    expect(plain?.querySelector('.pc-card-head')).toBeNull();
    expect(plain?.className).toBe('pc-card extra');
  });
});
