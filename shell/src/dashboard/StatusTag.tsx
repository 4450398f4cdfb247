import { CheckCircleFilled, ClockCircleFilled, RiseOutlined, StarFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';

export type Tone = 'success' | 'warning' | 'info' | 'reward';

/** A small bordered label with antd's Tag look (app-chrome.css). */
export function Tag({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <span className="pc-tag" data-testid="tag">
      {icon}
      {children}
    </span>
  );
}

const ICONS: Record<Tone, ReactNode> = {
  success: <CheckCircleFilled />,
  warning: <ClockCircleFilled />,
  info: <RiseOutlined />,
  reward: <StarFilled />,
};

/**
 * A tag whose colour is in its icon only: coloured tags fall under 4.5:1 on the light theme, so the text keeps the
 * theme's own text colour in both themes and the icon carries the meaning.
 */
export function StatusTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <Tag
      icon={
        <span aria-hidden="true" className="pc-tag-icon" data-tone={tone}>
          {ICONS[tone]}
        </span>
      }
    >
      {children}
    </Tag>
  );
}
