import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { type ComponentProps, type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { Link } from 'react-router-dom';

/**
 * The few pieces the public pages draw (landing, /auth, not found, loading states), without antd: a visitor's first
 * page then downloads none of it (issue 19: ≤ 200 KB of gzip JavaScript). Styles: public/public-pages.css; they
 * look like the antd theme of the signed-in pages (src/theme/theme.ts) and follow <html data-theme>.
 */

type ButtonLook = { primary?: boolean; large?: boolean; block?: boolean };

function buttonClass({ primary, large, block }: ButtonLook): string {
  return ['pc-button', primary && 'pc-button-primary', large && 'pc-button-large', block && 'pc-button-block']
    .filter(Boolean)
    .join(' ');
}

/** A link drawn as a button (what `LinkButton` of the UI kit is on the signed-in pages). */
export function ButtonLink({ to, children, ...look }: ButtonLook & { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClass(look)}>
      {children}
    </Link>
  );
}

export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className={buttonClass({ primary: true, block: true })}
      disabled={loading}
      aria-busy={loading}
    >
      {loading ? <span className="pc-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/** One of antd's own icons (its SVG data, without the icon components' runtime). */
export function Icon({ definition }: { definition: IconDefinition }) {
  const { icon } = definition;
  if (typeof icon === 'function') return null;
  return (
    <svg className="pc-icon" viewBox={icon.attrs.viewBox} aria-hidden="true" focusable="false">
      {(icon.children ?? []).map((child) => (
        <path key={child.attrs.d} d={child.attrs.d} />
      ))}
    </svg>
  );
}

export function FullPageSpinner() {
  return (
    <div className="pc-page pc-center pc-full-page">
      <span className="pc-spinner pc-spinner-large" role="status" aria-label="Cargando" />
    </div>
  );
}

export function Alert({
  title,
  description,
  warning = false,
  banner = false,
  ...rest
}: {
  title: ReactNode;
  description?: ReactNode;
  warning?: boolean;
  banner?: boolean;
} & Pick<ComponentProps<'div'>, 'className'> & { 'data-testid'?: string }) {
  const className = ['pc-alert', warning && 'pc-alert-warning', banner && 'pc-alert-banner', rest.className]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} role="alert" data-testid={rest['data-testid']}>
      <div>
        <p className="pc-alert-title">{title}</p>
        {description ? <div>{description}</div> : null}
      </div>
    </div>
  );
}

export interface TextFieldProps
  extends Omit<ComponentProps<'input'>, 'id' | 'className' | 'onChange' | 'value' | 'name'> {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}

/** A labelled input with its error (announced, tied to the input) and its hint below. */
export function TextField({ label, name, value, onChange, error, hint, ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="pc-field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        name={name}
        className="pc-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p className="pc-field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p className="pc-field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface TabItem<Key extends string> {
  key: Key;
  label: string;
  children: ReactNode;
}

/** WAI-ARIA tabs: arrow keys move between them; only the active panel is rendered (antd's destroyOnHidden). */
export function Tabs<Key extends string>({
  items,
  activeKey,
  onChange,
}: {
  items: TabItem<Key>[];
  activeKey: Key;
  onChange: (key: Key) => void;
}) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const active = items.find((item) => item.key === activeKey) ?? items[0];

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + items.length) % items.length;
    const item = items[next];
    if (!item) return;
    onChange(item.key);
    tabs.current[next]?.focus();
  };

  return (
    <div>
      <div className="pc-tabs" role="tablist">
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.key}`}
            className="pc-tab"
            aria-selected={item.key === active?.key}
            aria-controls={`${id}-panel-${item.key}`}
            tabIndex={item.key === active?.key ? 0 : -1}
            onClick={() => onChange(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {active ? (
        <div role="tabpanel" id={`${id}-panel-${active.key}`} aria-labelledby={`${id}-tab-${active.key}`}>
          {active.children}
        </div>
      ) : null}
    </div>
  );
}
