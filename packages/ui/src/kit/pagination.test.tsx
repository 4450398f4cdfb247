// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination, pageRange } from './pagination';
import { renderForTest, user } from './render-for-test';

let view: Awaited<ReturnType<typeof renderForTest>> | undefined;
afterEach(() => view?.unmount());

const button = (name: string) =>
  [...(view?.container.querySelectorAll<HTMLButtonElement>('button') ?? [])].find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === name,
  ) as HTMLButtonElement;

describe('the kit Pagination', () => {
  it('offers «Anterior», the pages and «Siguiente» in a named navigation, the current page marked', async () => {
    const onChange = vi.fn();
    view = await renderForTest(<Pagination current={1} total={45} pageSize={10} onChange={onChange} />);
    expect(view.container.querySelector('nav')?.getAttribute('aria-label')).toBe('Paginación');
    expect([...view.container.querySelectorAll('li button')].map((page) => page.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(button('Página 1').getAttribute('aria-current')).toBe('page');
    expect(button('Anterior').disabled).toBe(true);
    await user(() => button('Siguiente').click());
    expect(onChange).toHaveBeenLastCalledWith(2);
    await user(() => button('Página 4').click());
    expect(onChange).toHaveBeenLastCalledWith(4);
    await user(() => button('Página 1').click());
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('disables «Siguiente» on the last page and hides itself on a single page when asked', async () => {
    view = await renderForTest(<Pagination current={3} total={30} pageSize={10} onChange={() => {}} />);
    expect(button('Siguiente').disabled).toBe(true);
    expect(button('Anterior').disabled).toBe(false);
    await view.rerender(
      <Pagination current={1} total={8} pageSize={10} hideOnSinglePage onChange={() => {}} />,
    );
    expect(view.container.querySelector('nav')).toBeNull();
  });

  it('leaves out the far pages of a long list', () => {
    expect(pageRange(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
    expect(pageRange(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageRange(20, 20)).toEqual([1, 'gap', 15, 16, 17, 18, 19, 20]);
    expect(pageRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
