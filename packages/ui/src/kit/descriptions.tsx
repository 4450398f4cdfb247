import type { ReactNode } from 'react';

export interface DescriptionsItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

export interface DescriptionsProps {
  items: DescriptionsItem[];
  /** Items per row on a wide screen (3, antd's default); one per row on a phone. */
  column?: 1 | 2 | 3;
  /** antd's bordered look: each label in a tinted cell. */
  bordered?: boolean;
  className?: string;
}

/** Labelled values, as a description list (`<dl>`) laid out in a grid with antd's Descriptions look. */
export function Descriptions({ items, column = 3, bordered, className }: DescriptionsProps) {
  return (
    <dl
      className={className ? `pc-descriptions ${className}` : 'pc-descriptions'}
      data-column={column}
      data-bordered={bordered || undefined}
    >
      {items.map((item) => (
        <div key={item.key} className="pc-descriptions-item">
          <dt className="pc-descriptions-label">{item.label}</dt>
          <dd className="pc-descriptions-content">{item.children}</dd>
        </div>
      ))}
    </dl>
  );
}
