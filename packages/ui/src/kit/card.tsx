import { type ReactNode, useId } from 'react';

export interface CardProps {
  title?: ReactNode;
  /** Actions or a link at the right of the title. */
  extra?: ReactNode;
  size?: 'default' | 'small';
  /** The title's heading level: h2 in a page's main column (the default), h3 inside a section that has its own. */
  headingLevel?: 2 | 3;
  id?: string;
  className?: string;
  'data-testid'?: string;
  children?: ReactNode;
}

/**
 * A card with antd's look (kit-display.css): a `<section>` named by its heading, so each card is a landmark found
 * and read on its own; without a title it is a plain box.
 */
export function Card({
  title,
  extra,
  size = 'default',
  headingLevel = 2,
  id,
  className,
  'data-testid': testId,
  children,
}: CardProps) {
  const ownId = useId();
  const headingId = `${id ?? ownId}-titulo`;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const hasHead = title !== undefined && title !== null && title !== false;
  return (
    <section
      id={id}
      aria-labelledby={hasHead ? headingId : undefined}
      className={className ? `pc-card ${className}` : 'pc-card'}
      data-size={size}
      data-testid={testId}
    >
      {hasHead || extra ? (
        <div className="pc-card-head">
          {hasHead ? (
            <Heading id={headingId} className="pc-card-title">
              {title}
            </Heading>
          ) : null}
          {extra ? <div className="pc-card-extra">{extra}</div> : null}
        </div>
      ) : null}
      <div className="pc-card-body">{children}</div>
    </section>
  );
}
