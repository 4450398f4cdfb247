// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { renderForTest, user } from './render-for-test';

let view: Awaited<ReturnType<typeof renderForTest>> | undefined;
afterEach(() => view?.unmount());

describe('the kit Checkbox', () => {
  it('is a native checkbox named by its label, and hands the new state to onChange', async () => {
    const onChange = vi.fn();
    view = await renderForTest(
      <Checkbox checked={false} onChange={onChange}>
        Revisé el calendario económico
      </Checkbox>,
    );
    const box = view.container.querySelector('input[type="checkbox"]') as HTMLInputElement;
    expect(box.closest('label')?.textContent).toBe('Revisé el calendario económico');
    await user(() => box.click());
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('shows the half-ticked state and the disabled one', async () => {
    view = await renderForTest(
      <Checkbox checked={false} indeterminate disabled onChange={() => {}} aria-label="Todas" />,
    );
    const box = view.container.querySelector('input') as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    expect(box.disabled).toBe(true);
    expect(box.getAttribute('aria-label')).toBe('Todas');
  });
});
