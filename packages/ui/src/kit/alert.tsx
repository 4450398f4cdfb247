import type { ReactNode } from 'react';
import { type Status, StatusIcon } from './status-icon';

export interface AlertProps {
  type: Status;
  title: ReactNode;
  description?: ReactNode;
  /** A button or link at the right (a retry). */
  action?: ReactNode;
  showIcon?: boolean;
  className?: string;
  'data-testid'?: string;
}

/**
 * A message in a tinted box, with antd's Alert look (kit-display.css): an error or a warning is announced at once
 * (`role="alert"`), the others politely (`role="status"`).
 */
export function Alert({
  type,
  title,
  description,
  action,
  showIcon,
  className,
  'data-testid': testId,
}: AlertProps) {
  const urgent = type === 'error' || type === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      className={className ? `pc-alert ${className}` : 'pc-alert'}
      data-type={type}
      data-with-description={description ? true : undefined}
      data-testid={testId}
    >
      {showIcon ? <StatusIcon status={type} /> : null}
      <div className="pc-alert-content">
        <div className="pc-alert-title">{title}</div>
        {description ? <div className="pc-alert-description">{description}</div> : null}
      </div>
      {action ? <div className="pc-alert-action">{action}</div> : null}
    </div>
  );
}
