import type { IconDefinition } from '@ant-design/icons-svg/es/types';

/**
 * One of antd's own icons drawn from its SVG data, without the icon components' runtime (as the public pages draw
 * theirs): the kit is downloaded whole by every signed-in page. Decorative: the text beside it says what it means.
 */
export function SvgIcon({ definition, className }: { definition: IconDefinition; className?: string }) {
  const { icon } = definition;
  if (typeof icon === 'function') return null;
  return (
    <svg
      className={className}
      viewBox={icon.attrs.viewBox}
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {(icon.children ?? []).map((child) => (
        <path key={child.attrs.d} d={child.attrs.d} />
      ))}
    </svg>
  );
}
