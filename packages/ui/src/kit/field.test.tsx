// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from './field';
import { Input } from './input';
import { renderForTest } from './render-for-test';

let view: Awaited<ReturnType<typeof renderForTest>> | undefined;
afterEach(() => view?.unmount());

describe('the kit Field', () => {
  it('labels its control, and names the hint and the error in its aria-describedby', async () => {
    view = await renderForTest(
      <Field label="Tamaño del lote" htmlFor="lot" help="Entre 0,01 y 100" error="Indica el tamaño" required>
        <Input id="lot" />
      </Field>,
    );
    const input = view.container.querySelector('input') as HTMLInputElement;
    const label = view.container.querySelector('label') as HTMLLabelElement;
    expect(label.htmlFor).toBe('lot');
    expect(label.textContent).toBe('*Tamaño del lote');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.className).toContain('pc-kit-error');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id));
    expect(described.map((element) => element?.textContent)).toEqual([
      'Entre 0,01 y 100',
      'Indica el tamaño',
    ]);
    expect(described[1]?.getAttribute('role')).toBe('alert');
  });

  it('keeps the control as it is without a hint or an error, and adds only the aria attribute to a native one', async () => {
    view = await renderForTest(
      <Field label="Nombre" htmlFor="name" error="Obligatorio">
        <input id="name" aria-describedby="extra" />
      </Field>,
    );
    const input = view.container.querySelector('input') as HTMLInputElement;
    expect(input.hasAttribute('status')).toBe(false);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toMatch(/^extra \S+-error$/);
    await view.rerender(
      <Field label="Nombre" htmlFor="name">
        <input id="name" />
      </Field>,
    );
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(view.container.querySelector('[role="alert"]')).toBeNull();
  });
});
