import { CheckCircleFilled, ClockCircleFilled, RiseOutlined, StarFilled } from '@ant-design/icons';
import { Tag, theme } from 'antd';
import type { ReactNode } from 'react';

export type Tone = 'success' | 'warning' | 'info' | 'reward';

/**
 * A tag whose colour is in its icon only: antd's coloured tags fall under 4.5:1 on the light theme, so the text
 * keeps the theme's own text colour in both themes and the icon carries the meaning.
 */
export function StatusTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  const { token } = theme.useToken();
  const icons: Record<Tone, ReactNode> = {
    success: <CheckCircleFilled style={{ color: token.colorSuccess }} />,
    warning: <ClockCircleFilled style={{ color: token.colorWarning }} />,
    info: <RiseOutlined style={{ color: token.colorInfo }} />,
    reward: <StarFilled style={{ color: token.colorWarning }} />,
  };
  return (
    <Tag
      icon={
        <span aria-hidden style={{ marginInlineEnd: 4 }}>
          {icons[tone]}
        </span>
      }
      style={{ marginInlineEnd: 0 }}
    >
      {children}
    </Tag>
  );
}
