import type { ReactNode } from 'react';

/**
 * Where a page sits (Aprende › module › lesson): links separated by "/", the current page last. Drawn by hand because
 * antd's Breadcrumb brings its Dropdown and Menu along (about 19 KB of gzip JavaScript) for two or three links; its
 * colours are the shell's theme variables, so the trail needs no antd at all.
 */
export function Trail({ items }: { items: { title: ReactNode }[] }) {
  return (
    <nav aria-label="Ruta" style={{ marginBottom: 12 }}>
      <ol
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 8,
          fontSize: 14,
          lineHeight: 1.5715,
          color: 'var(--pc-text-secondary)',
        }}
      >
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a page's trail is fixed, each item's place is its identity
            <li key={index} style={{ display: 'inline-flex', columnGap: 8 }}>
              {index > 0 ? <span aria-hidden>/</span> : null}
              <span
                aria-current={current ? 'page' : undefined}
                style={current ? { color: 'var(--pc-text)' } : undefined}
              >
                {item.title}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
