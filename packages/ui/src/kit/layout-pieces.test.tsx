// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { Descriptions } from './descriptions';
import { Divider } from './divider';
import { Grid } from './grid';
import { renderForTest } from './render-for-test';
import { Spinner } from './spinner';

let view: Awaited<ReturnType<typeof renderForTest>> | undefined;
afterEach(() => view?.unmount());

describe('the kit Descriptions', () => {
  it('is a description list: each label a term, each value its definition', async () => {
    view = await renderForTest(
      <Descriptions
        column={2}
        bordered
        items={[
          { key: 'par', label: 'Par', children: 'EUR/USD' },
          { key: 'lotes', label: 'Lotes', children: <strong>0,10</strong> },
        ]}
      />,
    );
    const list = view.container.querySelector('dl') as HTMLElement;
    expect(list.getAttribute('data-column')).toBe('2');
    expect(list.hasAttribute('data-bordered')).toBe(true);
    const pairs = [...list.querySelectorAll('.pc-descriptions-item')].map((item) => [
      item.querySelector('dt')?.textContent,
      item.querySelector('dd')?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Par', 'EUR/USD'],
      ['Lotes', '0,10'],
    ]);
  });
});

describe('the kit Divider', () => {
  it('is an <hr>, or with words a separator drawn around them', async () => {
    view = await renderForTest(
      <>
        <Divider />
        <Divider>o continúa con</Divider>
      </>,
    );
    expect(view.container.querySelector('hr.pc-kit-divider')).not.toBeNull();
    const withText = view.container.querySelector('[role="separator"]') as HTMLElement;
    expect(withText.textContent).toBe('o continúa con');
  });
});

describe('the kit Spinner', () => {
  it('is a named status, «Cargando» unless told', async () => {
    view = await renderForTest(
      <>
        <Spinner />
        <Spinner aria-label="Cargando operaciones" size="small" />
      </>,
    );
    const [plain, small] = view.container.querySelectorAll('[role="status"]');
    expect(plain?.getAttribute('aria-label')).toBe('Cargando');
    expect(small?.getAttribute('aria-label')).toBe('Cargando operaciones');
    expect(small?.className).toBe('pc-spinner pc-spinner-small');
  });
});

describe('the kit Grid', () => {
  it('lays its children out in as many columns of the minimum width as fit, as a list when asked', async () => {
    view = await renderForTest(
      <Grid as="ul" minColumnWidth={280} gap={24} aria-label="Posts">
        <li>Uno</li>
        <li>Dos</li>
      </Grid>,
    );
    const grid = view.container.querySelector('ul') as HTMLElement;
    expect(grid.className).toBe('pc-grid');
    expect(grid.getAttribute('aria-label')).toBe('Posts');
    expect(grid.style.gridTemplateColumns).toBe('repeat(auto-fill, minmax(min(280px, 100%), 1fr))');
    expect(grid.style.gap).toBe('24px');
    expect(grid.querySelectorAll('li')).toHaveLength(2);
  });
});
