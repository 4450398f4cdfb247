import FileSearchOutlined from '@ant-design/icons-svg/es/asn/FileSearchOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined';
import type { ReactNode } from 'react';
import { StatusIcon } from './status-icon';
import { SvgIcon } from './svg-icon';

export interface ResultProps {
  status: 'success' | 'info' | 'warning' | 'error' | '403' | '404' | '500';
  title: ReactNode;
  subTitle?: ReactNode;
  /** Actions under the text (a way back). */
  extra?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** The 403, 404 and 500 pages' icons: antd draws large illustrations (several KB each) where a symbol says as much. */
const PAGE_ICONS = { '403': LockOutlined, '404': FileSearchOutlined, '500': WarningOutlined } as const;

function ResultIcon({ status }: { status: ResultProps['status'] }) {
  if (status === '403' || status === '404' || status === '500') {
    return (
      <span className="pc-status-icon">
        <SvgIcon definition={PAGE_ICONS[status]} />
      </span>
    );
  }
  return <StatusIcon status={status} />;
}

/** The outcome of a whole page or step, with antd's Result look (kit-display.css): a large icon, the title, what next. */
export function Result({ status, title, subTitle, extra, className, 'data-testid': testId }: ResultProps) {
  return (
    <div
      className={className ? `pc-result ${className}` : 'pc-result'}
      data-status={status}
      data-testid={testId}
    >
      <div className="pc-result-icon">
        <ResultIcon status={status} />
      </div>
      <div className="pc-result-title">{title}</div>
      {subTitle ? <div className="pc-result-subtitle">{subTitle}</div> : null}
      {extra ? <div className="pc-result-extra">{extra}</div> : null}
    </div>
  );
}
