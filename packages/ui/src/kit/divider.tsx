import type { ReactNode } from 'react';

/**
 * A horizontal rule with antd's Divider look: an `<hr>`, or with text, a separator with its words centred between
 * two lines (as antd draws it).
 */
export function Divider({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null || children === false)
    return <hr className="pc-kit-divider" />;
  return (
    // biome-ignore lint/a11y/useSemanticElements: an <hr> cannot hold the words; antd's divider draws the same markup.
    <div role="separator" className="pc-kit-divider pc-kit-divider-text">
      <span className="pc-kit-divider-inner">{children}</span>
    </div>
  );
}
