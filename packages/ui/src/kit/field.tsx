import { cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from 'react';

export interface FieldProps {
  label: ReactNode;
  /** The control's id: the label points at it. */
  htmlFor: string;
  /** The field's error, under the control in role="alert" (the control is then aria-invalid). */
  error?: string;
  /** A hint under the control. */
  help?: ReactNode;
  /** antd's red asterisk before the label, and aria-required on the control. */
  required?: boolean;
  className?: string;
  children: ReactNode;
}

interface DescribedProps {
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  status?: 'error';
}

/**
 * One form field with antd's vertical Form.Item look: the label above, the control, then the hint and the error,
 * both named by the control's aria-describedby. The control (the one child) gets aria-invalid, aria-required and
 * the error look.
 */
export function Field({ label, htmlFor, error, help, required, className, children }: FieldProps) {
  const id = useId();
  const helpId = help !== undefined && help !== null ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  const control = isValidElement<DescribedProps>(children)
    ? cloneElement(children as ReactElement<DescribedProps>, {
        'aria-describedby':
          [children.props['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined,
        ...(error ? { 'aria-invalid': true } : {}),
        // A kit control draws its own error look; a native element only takes the aria attribute.
        ...(error && typeof children.type !== 'string' ? { status: 'error' as const } : {}),
        ...(required ? { 'aria-required': true } : {}),
      })
    : children;
  return (
    <div
      className={['pc-kit-field', error ? 'pc-kit-field-has-error' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      <label className="pc-kit-field-label" htmlFor={htmlFor}>
        {required ? (
          <span className="pc-kit-required" aria-hidden="true">
            *
          </span>
        ) : null}
        {label}
      </label>
      {control}
      {helpId ? (
        <div id={helpId} className="pc-kit-field-help">
          {help}
        </div>
      ) : null}
      {errorId ? (
        <div id={errorId} role="alert" className="pc-kit-field-error">
          {error}
        </div>
      ) : null}
    </div>
  );
}
