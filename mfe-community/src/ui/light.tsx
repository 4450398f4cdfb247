import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { LIGHT_CSS } from './light-css';

/*
 * What the community's first views need beyond the UI kit's light pieces (packages/ui/src/kit/): a card whose head
 * holds the page's own heading (with its id, naming a section) and headings with a page's own sizes (`style`).
 * Their look is ./light-css.ts (antd's, on the shell's page-wide `--pc-*` variables).
 */

/** The area's stylesheet, once per page (mounted with every route: see routes.tsx). */
export function LightStyles() {
  return (
    <style href="pc-community-light" precedence="default">
      {LIGHT_CSS}
    </style>
  );
}

const classes = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

/** An `<h1>`…`<h5>` with antd's sizes (a page's `style` can set its own). */
export function Title({
  level = 1,
  className,
  ...props
}: { level?: 1 | 2 | 3 | 4 | 5 } & HTMLAttributes<HTMLHeadingElement>) {
  const Heading = `h${level}` as const;
  return <Heading className={classes('pcc-title', `pcc-title-${level}`, className)} {...props} />;
}

/**
 * A bordered box (antd's Card), with a head when it has a title (drawn as given: a page passes its own heading with
 * its id); a `<section>` named by that heading with `labelledBy`, else a plain `<div>`.
 */
export function Card({
  title,
  labelledBy,
  size = 'default',
  className,
  style,
  children,
}: {
  title?: ReactNode;
  /** The id of the heading inside `title`, which names the section. */
  labelledBy?: string;
  size?: 'default' | 'small';
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const Box = labelledBy ? 'section' : 'div';
  return (
    <Box
      className={classes('pcc-card', size === 'small' && 'pcc-card-small', className)}
      style={style}
      aria-labelledby={labelledBy}
    >
      {title ? <div className="pcc-card-head">{title}</div> : null}
      <div className="pcc-card-body">{children}</div>
    </Box>
  );
}
