import type { ReactNode } from 'react';

interface StatisticProps {
  title: string;
  value: ReactNode;
  suffix?: string;
  /** The dashboard's cards show their figures smaller, so four fit side by side. */
  size?: 'default' | 'small';
}

/** A figure under its title, with antd's Statistic look (app-chrome.css), as a term and its value. */
export function Statistic({ title, value, suffix, size = 'default' }: StatisticProps) {
  return (
    <dl className="pc-statistic" data-size={size} data-testid="statistic">
      <dt className="pc-statistic-title">{title}</dt>
      <dd className="pc-statistic-value" data-testid="statistic-value">
        {value}
        {suffix ? <span className="pc-statistic-suffix"> {suffix}</span> : null}
      </dd>
    </dl>
  );
}
