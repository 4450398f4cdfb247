// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { renderForTest } from './render-for-test';
import { Tag } from './tag';

let view: Awaited<ReturnType<typeof renderForTest>> | undefined;
afterEach(() => view?.unmount());

describe('the kit Tag', () => {
  it('draws its text in a preset colour, its icon hidden, and passes tabIndex and a name through', async () => {
    view = await renderForTest(
      <>
        <Tag>Borrador</Tag>
        <Tag color="green" icon={<svg data-icon />} tabIndex={0} aria-label="En revisión: solo lo veis tú">
          En revisión
        </Tag>
      </>,
    );
    const [plain, green] = view.container.querySelectorAll<HTMLElement>('.pc-tag');
    expect(plain?.getAttribute('data-color')).toBe('default');
    expect(green?.getAttribute('data-color')).toBe('green');
    expect(green?.tabIndex).toBe(0);
    expect(green?.getAttribute('aria-label')).toBe('En revisión: solo lo veis tú');
    expect(green?.querySelector('[aria-hidden="true"] [data-icon]')).not.toBeNull();
    expect(green?.textContent).toBe('En revisión');
  });
});
