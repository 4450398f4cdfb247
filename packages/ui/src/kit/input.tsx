import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useCallback,
  useRef,
  useState,
} from 'react';

/** antd's control sizes: 24, 32 and 40 px high. */
export type ControlSize = 'small' | 'middle' | 'large';

/** The class names of a control's look (kit-inputs.css): size, error state and any caller's class. */
export function controlClassName(
  base: string,
  size: ControlSize | undefined,
  status: 'error' | undefined,
  extra?: string,
) {
  return [
    base,
    size && size !== 'middle' ? `${base}-${size}` : '',
    status === 'error' ? 'pc-kit-error' : '',
    extra ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Both refs get the element: the caller's and the piece's own. */
function useMergedRef<T>(outer: Ref<T> | undefined) {
  const own = useRef<T | null>(null);
  const merged = useCallback(
    (element: T | null) => {
      own.current = element;
      if (typeof outer === 'function') outer(element);
      else if (outer) (outer as { current: T | null }).current = element;
    },
    [outer],
  );
  return [own, merged] as const;
}

const textLength = (value: unknown) => (value === undefined || value === null ? 0 : String(value).length);

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  status?: 'error';
  size?: ControlSize;
  /** Drawn inside the box, before the text (an icon, a currency). */
  prefix?: ReactNode;
  /** Drawn inside the box, after the text (a unit). */
  suffix?: ReactNode;
  /** A «Borrar» button while there is text: it empties the field through its own onChange. */
  allowClear?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A text field with antd's Input look: a native `<input>` (every native prop and the ref reach it). With a prefix,
 * suffix or «Borrar» button the box is a wrapper that draws the border, and the input inside it has none.
 */
export function Input({
  status,
  size,
  prefix,
  suffix,
  allowClear,
  className,
  ref,
  onChange,
  ...props
}: InputProps) {
  const [own, mergedRef] = useMergedRef(ref);
  const [uncontrolledLength, setUncontrolledLength] = useState(() => textLength(props.defaultValue));
  const filled = (props.value !== undefined ? textLength(props.value) : uncontrolledLength) > 0;
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };
  if (prefix === undefined && suffix === undefined && !allowClear) {
    return (
      <input
        ref={mergedRef}
        className={controlClassName('pc-kit-input', size, status, className)}
        aria-invalid={status === 'error' || undefined}
        onChange={change}
        {...props}
      />
    );
  }
  const clear = () => {
    const input = own.current;
    if (!input) return;
    // The native setter and an input event: React then calls onChange as if the user had emptied the field.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.focus();
  };
  return (
    <span
      className={controlClassName(
        'pc-kit-input',
        size,
        status,
        className ? `pc-kit-affix ${className}` : 'pc-kit-affix',
      )}
      data-disabled={props.disabled || undefined}
    >
      {prefix !== undefined ? (
        <span className="pc-kit-affix-prefix" aria-hidden={typeof prefix === 'string' ? undefined : true}>
          {prefix}
        </span>
      ) : null}
      <input ref={mergedRef} aria-invalid={status === 'error' || undefined} onChange={change} {...props} />
      {allowClear && filled && !props.disabled && !props.readOnly ? (
        <button type="button" className="pc-kit-clear" aria-label="Borrar" onClick={clear}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
      {suffix !== undefined ? <span className="pc-kit-affix-suffix">{suffix}</span> : null}
    </span>
  );
}

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  status?: 'error';
  /** «n / maxLength» under the box (or «n» without a maximum), as antd's showCount. */
  showCount?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line field with antd's TextArea look: a native `<textarea>`. */
export function TextArea({ status, showCount, className, onChange, ...props }: TextAreaProps) {
  const [uncontrolledLength, setUncontrolledLength] = useState(() => textLength(props.defaultValue));
  const length = props.value !== undefined ? textLength(props.value) : uncontrolledLength;
  const textarea = (
    <textarea
      className={controlClassName(
        'pc-kit-input pc-kit-textarea',
        undefined,
        status,
        showCount ? undefined : className,
      )}
      aria-invalid={status === 'error' || undefined}
      onChange={(event) => {
        setUncontrolledLength(event.target.value.length);
        onChange?.(event);
      }}
      {...props}
    />
  );
  if (!showCount) return textarea;
  return (
    <span className={['pc-kit-textarea-counted', className ?? ''].filter(Boolean).join(' ')}>
      {textarea}
      <span className="pc-kit-count">
        {props.maxLength !== undefined ? `${length} / ${props.maxLength}` : length}
      </span>
    </span>
  );
}
