// @vitest-environment jsdom
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Input, TextArea } from './input';
import { renderForTest, typeInto, user } from './render-for-test';

let view: Awaited<ReturnType<typeof renderForTest>> | undefined;
afterEach(() => view?.unmount());

function ControlledSearch({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('eurusd');
  return (
    <Input
      aria-label="Buscar"
      allowClear
      prefix="🔍"
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        onChange(event.target.value);
      }}
    />
  );
}

describe('the kit Input', () => {
  it('is a native input with every native prop and the ref, and the error look with aria-invalid', async () => {
    const ref = createRef<HTMLInputElement>();
    view = await renderForTest(
      <Input ref={ref} id="email" type="email" placeholder="tu@correo.es" status="error" required />,
    );
    const input = view.container.querySelector('input') as HTMLInputElement;
    expect(ref.current).toBe(input);
    expect(input.type).toBe('email');
    expect(input.placeholder).toBe('tu@correo.es');
    expect(input.required).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.className).toBe('pc-kit-input pc-kit-error');
  });

  it('draws a prefix and a suffix inside one box around the input', async () => {
    view = await renderForTest(<Input aria-label="Importe" prefix="$" suffix="USD" size="small" />);
    const box = view.container.firstElementChild as HTMLElement;
    expect(box.className).toContain('pc-kit-affix');
    expect(box.className).toContain('pc-kit-input-small');
    expect(box.textContent).toBe('$USD');
    expect(box.querySelector('input')?.getAttribute('aria-label')).toBe('Importe');
  });

  it('«Borrar» empties a controlled field through its onChange, and shows only while there is text', async () => {
    const onChange = vi.fn();
    view = await renderForTest(<ControlledSearch onChange={onChange} />);
    const input = view.container.querySelector('input') as HTMLInputElement;
    const clear = () => view?.container.querySelector<HTMLButtonElement>('button[aria-label="Borrar"]');
    expect(clear()).not.toBeNull();
    await user(() => clear()?.click());
    expect(onChange).toHaveBeenCalledWith('');
    expect(input.value).toBe('');
    expect(clear()).toBeNull();
    expect(document.activeElement).toBe(input);
    await typeInto(input, 'gbp');
    expect(input.value).toBe('gbp');
    expect(clear()).not.toBeNull();
  });

  it('«Borrar» also empties an uncontrolled field', async () => {
    view = await renderForTest(<Input aria-label="Nota" allowClear defaultValue="hola" />);
    const input = view.container.querySelector('input') as HTMLInputElement;
    await user(() => view?.container.querySelector<HTMLButtonElement>('button')?.click());
    expect(input.value).toBe('');
    expect(view.container.querySelector('button')).toBeNull();
  });
});

describe('the kit TextArea', () => {
  it('counts the characters against maxLength as the user types', async () => {
    view = await renderForTest(<TextArea aria-label="Reflexión" maxLength={280} showCount rows={4} />);
    const textarea = view.container.querySelector('textarea') as HTMLTextAreaElement;
    expect(textarea.rows).toBe(4);
    expect(textarea.maxLength).toBe(280);
    expect(view.container.querySelector('.pc-kit-count')?.textContent).toBe('0 / 280');
    await typeInto(textarea, 'Entré tarde.');
    expect(view.container.querySelector('.pc-kit-count')?.textContent).toBe('12 / 280');
  });

  it('is a bare textarea without a count', async () => {
    view = await renderForTest(<TextArea aria-label="Notas" status="error" />);
    const textarea = view.container.firstElementChild as HTMLTextAreaElement;
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
  });
});
