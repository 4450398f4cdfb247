import { CloseCircleFilled, CloseCircleOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { tooltipDelayClock } from '@pipcrafters/ui';
import {
  type ButtonHTMLAttributes,
  type CSSProperties,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { LIGHT_CSS } from './light-css';

/*
 * The community's first views without antd: small pieces with antd's look and the props the pages used, drawn by
 * the shell's page-wide CSS (`.pc-button`, `.pc-skeleton`, `.pc-empty`, `.pc-tooltip`...) and ./light-css.ts. The
 * same shapes as the UI kit's light pieces (packages/ui/src/kit/), which can replace them one by one.
 */

/** The pieces' stylesheet, once per page (mounted with every route: see routes.tsx). */
export function LightStyles() {
  return (
    <style href="pc-community-light" precedence="default">
      {LIGHT_CSS}
    </style>
  );
}

const classes = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

export interface ButtonLook {
  variant?: 'default' | 'primary' | 'text' | 'link';
  size?: 'small' | 'middle';
  danger?: boolean;
  block?: boolean;
}

function buttonClassName({ variant = 'default', size = 'middle', danger, block }: ButtonLook): string {
  return classes(
    'pc-button',
    variant !== 'default' && `pc-button-${variant}`,
    size === 'small' && 'pc-button-small',
    danger && 'pc-button-danger',
    block && 'pc-button-block',
  );
}

interface ButtonProps extends ButtonLook, ButtonHTMLAttributes<HTMLButtonElement> {
  icon?: ReactNode;
  /** Busy: a spinner instead of the icon, and no second click. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
  'data-testid'?: string;
}

/** A button with antd's looks (default, primary, text, link; small; danger). `type` is the native one. */
export function Button({
  variant,
  size,
  danger,
  block,
  icon,
  loading,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={classes(buttonClassName({ variant, size, danger, block }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? (
        <span className="pc-spinner" aria-hidden="true" style={{ width: 14, height: 14, borderWidth: 2 }} />
      ) : icon ? (
        <span aria-hidden="true" style={{ display: 'inline-flex' }}>
          {icon}
        </span>
      ) : null}
      {children}
    </button>
  );
}

/** A link inside the app with a button's look: one `<a href>` (modified clicks are left to the browser). */
export function LinkButton({
  to,
  icon,
  style,
  children,
  ...look
}: ButtonLook & { to: string; icon?: ReactNode; style?: CSSProperties; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClassName(look)} style={style}>
      {icon ? (
        <span aria-hidden="true" style={{ display: 'inline-flex' }}>
          {icon}
        </span>
      ) : null}
      {children}
    </Link>
  );
}

interface FlexProps extends HTMLAttributes<HTMLDivElement> {
  vertical?: boolean;
  gap?: number;
  justify?: CSSProperties['justifyContent'];
  align?: CSSProperties['alignItems'];
  wrap?: boolean;
  'data-testid'?: string;
}

/** A flex row (or column) with antd's Flex props. */
export function Flex({ vertical, gap, justify, align, wrap, style, ...props }: FlexProps) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: vertical ? 'column' : undefined,
        flexWrap: wrap ? 'wrap' : undefined,
        justifyContent: justify,
        alignItems: align,
        gap,
        ...style,
      }}
      {...props}
    />
  );
}

interface TextProps extends HTMLAttributes<HTMLSpanElement> {
  secondary?: boolean;
  strong?: boolean;
  'data-testid'?: string;
}

/** A run of text: antd's secondary colour or strong weight. */
export function Text({ secondary, strong, className, ...props }: TextProps) {
  return (
    <span
      className={classes('pcc-text', secondary && 'pc-secondary', strong && 'pc-strong', className)}
      {...props}
    />
  );
}

/** An `<h1>`…`<h5>` with antd's sizes (a page's `style` can set its own). */
export function Title({
  level = 1,
  className,
  ...props
}: { level?: 1 | 2 | 3 | 4 | 5 } & HTMLAttributes<HTMLHeadingElement>) {
  const Heading = `h${level}` as const;
  return <Heading className={classes('pcc-title', `pcc-title-${level}`, className)} {...props} />;
}

/** A `<p>` with antd's spacing, in the secondary colour when told. */
export function Paragraph({
  secondary,
  className,
  ...props
}: { secondary?: boolean; 'data-testid'?: string } & HTMLAttributes<HTMLParagraphElement>) {
  return <p className={classes('pcc-paragraph', secondary && 'pc-secondary', className)} {...props} />;
}

/**
 * A bordered box (antd's Card), with a head when it has a title (drawn as given: a page passes its own heading with
 * its id); a `<section>` named by that heading with `labelledBy`, else a plain `<div>`.
 */
export function Card({
  title,
  labelledBy,
  size = 'default',
  className,
  style,
  children,
}: {
  title?: ReactNode;
  /** The id of the heading inside `title`, which names the section. */
  labelledBy?: string;
  size?: 'default' | 'small';
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const Box = labelledBy ? 'section' : 'div';
  return (
    <Box
      className={classes('pcc-card', size === 'small' && 'pcc-card-small', className)}
      style={style}
      aria-labelledby={labelledBy}
    >
      {title ? <div className="pcc-card-head">{title}</div> : null}
      <div className="pcc-card-body">{children}</div>
    </Box>
  );
}

/** antd's preset colours used here: a category (green) and a warning (orange). */
export function Tag({
  color,
  className,
  ...props
}: { color?: 'green' | 'orange'; 'data-testid'?: string } & HTMLAttributes<HTMLSpanElement>) {
  return <span className={classes('pcc-tag', className)} data-color={color} {...props} />;
}

/** A message in place (antd's Alert): `role="alert"` for errors and warnings. */
export function Alert({
  type,
  title,
  description,
  showIcon,
}: {
  type: 'error' | 'warning';
  title: ReactNode;
  description?: ReactNode;
  showIcon?: boolean;
}) {
  const Icon = type === 'error' ? CloseCircleFilled : ExclamationCircleFilled;
  return (
    <div
      role="alert"
      className={classes(
        'pcc-alert',
        type === 'warning' && 'pcc-alert-warning',
        description != null && 'pcc-alert-with-description',
      )}
    >
      {showIcon ? (
        <span className="pcc-alert-icon" aria-hidden="true">
          {description != null ? <CloseCircleOutlined /> : <Icon />}
        </span>
      ) : null}
      <div style={{ flex: 1, minWidth: 0 }}>
        <div className="pcc-alert-title">{title}</div>
        {description != null ? <div>{description}</div> : null}
      </div>
    </div>
  );
}

/** A page that could not be drawn (antd's Result, error status): the icon, what, why and what to do. */
export function Result({
  title,
  subTitle,
  extra,
}: {
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <div className="pcc-result">
      <div className="pcc-result-icon" aria-hidden="true">
        <CloseCircleFilled />
      </div>
      <div className="pcc-result-title">{title}</div>
      {subTitle ? <div className="pcc-result-subtitle">{subTitle}</div> : null}
      {extra ? <div className="pcc-result-extra">{extra}</div> : null}
    </div>
  );
}

/** antd's simple "empty" drawing (an open tray): decorative. */
function EmptyTray() {
  return (
    <svg width="64" height="41" viewBox="0 0 64 41" aria-hidden="true" className="pc-empty-image">
      <g transform="translate(0 1)" fill="none" fillRule="evenodd">
        <ellipse className="pc-empty-shadow" cx="32" cy="33" rx="32" ry="7" />
        <g className="pc-empty-tray" fillRule="nonzero">
          <path d="M55 12.76L44.854 1.258C44.367.474 43.656 0 42.907 0H21.093c-.749 0-1.46.474-1.947 1.257L9 12.761V22h46v-9.24z" />
          <path d="M41.613 15.931c0-1.605.994-2.93 2.227-2.931H55v18.137C55 33.26 53.68 35 52.05 35h-40.1C10.32 35 9 33.259 9 31.137V13h11.16c1.233 0 2.227 1.323 2.227 2.928v.022c0 1.605 1.005 2.901 2.237 2.901h14.752c1.232 0 2.237-1.308 2.237-2.913v-.007z" />
        </g>
      </g>
    </svg>
  );
}

/** An empty state: antd's small tray, what is missing, and what to do about it (children). */
export function Empty({ description, children }: { description: ReactNode; children?: ReactNode }) {
  return (
    <div className="pc-empty">
      <EmptyTray />
      <div className="pc-empty-description">{description}</div>
      {children ? <div className="pc-empty-footer">{children}</div> : null}
    </div>
  );
}

/** Grey lines where content will be (antd's Skeleton look): the space it takes is known from the first frame. */
export function Skeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="pc-skeleton" aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are identical and never reordered.
        <span key={index} className="pc-skeleton-line" />
      ))}
    </div>
  );
}

/**
 * A one-line field (antd's Input): a prefix, and with `allowClear` a «Borrar» button that empties it (as typing
 * would: `onClear`). Enter calls `onPressEnter`.
 */
export function Input({
  prefix,
  allowClear,
  onClear,
  onPressEnter,
  onKeyDown,
  value,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> & {
  prefix?: ReactNode;
  allowClear?: boolean;
  onClear?: () => void;
  onPressEnter?: () => void;
}) {
  return (
    <span className="pcc-input">
      {prefix ? <span className="pcc-input-affix">{prefix}</span> : null}
      <input
        value={value}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onPressEnter?.();
          onKeyDown?.(event);
        }}
        {...props}
      />
      {allowClear && value ? (
        <button type="button" className="pcc-input-clear" aria-label="Borrar" onClick={onClear}>
          <CloseCircleFilled aria-hidden />
        </button>
      ) : null}
    </span>
  );
}

/** A text area (antd's TextArea look) that grows with its text, between 2 and 12 lines. */
export function TextArea({
  className,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return <textarea className={classes('pcc-textarea', className)} {...props} />;
}

/** A native `<select>` with antd's Select look (a combobox named by `aria-label`). */
export function Select<V extends string>({
  options,
  value,
  onChange,
  style,
  ...props
}: {
  options: { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  style?: CSSProperties;
  'aria-label': string;
}) {
  return (
    <select
      className="pcc-select"
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
      style={style}
      {...props}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** Native radios in a `role="radiogroup"`, drawn as antd's button-style radio group. */
export function Segmented<V extends string>({
  options,
  value,
  onChange,
  'aria-label': label,
}: {
  options: { value: V; label: ReactNode }[];
  value: V;
  onChange: (value: V) => void;
  'aria-label': string;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className="pcc-segmented">
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}

/** Under the element, 8 px away, fixed to the window. */
function below(anchor: Element): CSSProperties {
  const rect = anchor.getBoundingClientRect();
  return { left: rect.left + rect.width / 2, top: rect.bottom + 8, transform: 'translateX(-50%)' };
}

/**
 * A tooltip on hover or keyboard focus with the UI kit's timing (700 ms; none within 300 ms of another one closing),
 * gone on leave, blur or Escape; drawn with the shell's `.pc-tooltip`. The child keeps its own accessible name.
 */
export function Tooltip({ title, children }: { title: string; children: ReactNode }) {
  const [position, setPosition] = useState<CSSProperties | null>(null);
  const anchorRef = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const target = anchorRef.current?.firstElementChild;
      if (target) setPosition(below(target));
    }, tooltipDelayClock.openDelayMs());
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (!position) return;
    setPosition(null);
    tooltipDelayClock.tooltipClosed();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a wrapper that only listens; its child is the control.
    <span
      ref={anchorRef}
      className="pc-tooltip-anchor"
      aria-describedby={position ? id : undefined}
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      {children}
      {position
        ? createPortal(
            <div role="tooltip" id={id} className="pc-tooltip" style={position}>
              {title}
            </div>,
            document.body,
          )
        : null}
    </span>
  );
}
