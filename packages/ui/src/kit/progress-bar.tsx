import type { CSSProperties } from 'react';

export interface ProgressBarProps {
  /** 0–100. */
  percent: number;
  'aria-label': string;
  /** A finished goal's bar is drawn in the success colour. */
  success?: boolean;
  size?: 'default' | 'small';
  style?: CSSProperties;
}

/**
 * A progress bar with antd's line look, drawn by the shell's CSS (public/app-chrome.css): the dashboard shows several
 * and antd's Progress is one more component to download with it.
 */
export function ProgressBar({ percent, success, size = 'default', style, ...aria }: ProgressBarProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="pc-progress"
      data-size={size}
      data-success={success || undefined}
      style={style}
      {...aria}
    >
      <div className="pc-progress-bar" style={{ width: `${value}%` }} />
    </div>
  );
}
