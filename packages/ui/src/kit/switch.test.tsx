// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForTest, user } from './render-for-test';
import { Switch } from './switch';

let view: Awaited<ReturnType<typeof renderForTest>> | undefined;
afterEach(() => view?.unmount());

describe('the kit Switch', () => {
  it('is a named role="switch" button that toggles', async () => {
    const onChange = vi.fn();
    view = await renderForTest(<Switch aria-label="Modo oscuro" checked onChange={onChange} />);
    const toggle = view.container.querySelector('[role="switch"]') as HTMLButtonElement;
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Modo oscuro');
    expect(toggle.type).toBe('button');
    await user(() => toggle.click());
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('does not toggle while loading or disabled', async () => {
    const onChange = vi.fn();
    view = await renderForTest(<Switch aria-label="Avisos" checked={false} loading onChange={onChange} />);
    const toggle = view.container.querySelector('[role="switch"]') as HTMLButtonElement;
    expect(toggle.disabled).toBe(true);
    expect(toggle.getAttribute('aria-busy')).toBe('true');
    await user(() => toggle.click());
    expect(onChange).not.toHaveBeenCalled();
  });
});
