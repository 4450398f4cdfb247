import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import { SvgIcon } from './svg-icon';

export type Status = 'info' | 'success' | 'warning' | 'error';

const ICONS = {
  info: InfoCircleFilled,
  success: CheckCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
} as const;

/** antd's filled icon of each status (Alert, Result, ConfirmPopover), in the status's colour (kit-display.css). */
export function StatusIcon({ status }: { status: Status }) {
  return (
    <span className="pc-status-icon" data-status={status}>
      <SvgIcon definition={ICONS[status]} />
    </span>
  );
}
