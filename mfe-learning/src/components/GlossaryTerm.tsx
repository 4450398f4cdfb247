import { Tooltip } from '@pipcrafters/ui';
import { type ReactNode, useId } from 'react';

/**
 * A glossary term in a lesson: reachable with the keyboard, underlined with dots, its definition in the platform's
 * tooltip on hover and focus, and as the term's accessible description for screen readers at any time.
 */
export function GlossaryTerm({
  term,
  definition,
  children,
}: {
  term: string;
  definition: string;
  children: ReactNode;
}) {
  const descriptionId = useId();
  return (
    <>
      <Tooltip
        title={
          // The term's description is the hidden span below; read from here too it would be said twice.
          <span aria-hidden="true">
            <strong>{term}</strong>: {definition}
          </span>
        }
      >
        <span
          // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users get the definition too
          tabIndex={0}
          data-glossary-term={term}
          aria-describedby={descriptionId}
          style={{
            textDecoration: 'underline dotted',
            textUnderlineOffset: 3,
            textDecorationColor: 'var(--pc-primary)',
            cursor: 'help',
          }}
        >
          {children}
        </span>
      </Tooltip>
      <span id={descriptionId} hidden>
        {`${term}: ${definition}`}
      </span>
    </>
  );
}
