import type { ReactNode } from 'react';

export interface StatisticProps {
  title: ReactNode;
  value: ReactNode;
  /** Before the figure (an icon, a currency sign). */
  prefix?: ReactNode;
  suffix?: ReactNode;
  /** Smaller figures, so four fit side by side (the dashboard's cards). */
  size?: 'default' | 'small';
}

/** A figure under its title, with antd's Statistic look (app-chrome.css), as a term and its value. */
export function Statistic({ title, value, prefix, suffix, size = 'default' }: StatisticProps) {
  return (
    <dl className="pc-statistic" data-size={size} data-testid="statistic">
      <dt className="pc-statistic-title">{title}</dt>
      <dd className="pc-statistic-value" data-testid="statistic-value">
        {prefix ? <span className="pc-statistic-prefix">{prefix}</span> : null}
        {value}
        {suffix ? <span className="pc-statistic-suffix"> {suffix}</span> : null}
      </dd>
    </dl>
  );
}
