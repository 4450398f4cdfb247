import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';

export type Status = 'info' | 'success' | 'warning' | 'error';

/** antd's filled icon of each status (Alert, Result), decorative: the text says what happened. */
export function StatusIcon({ status }: { status: Status }) {
  const Icon = {
    info: InfoCircleFilled,
    success: CheckCircleFilled,
    warning: ExclamationCircleFilled,
    error: CloseCircleFilled,
  }[status];
  return <Icon aria-hidden className="pc-status-icon" data-status={status} />;
}
