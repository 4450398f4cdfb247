export interface PaginationProps {
  /** The page shown, from 1. */
  current: number;
  /** How many items in all. */
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  size?: 'small' | 'default';
  /** No pager at all when everything fits on one page (antd's hideOnSinglePage). */
  hideOnSinglePage?: boolean;
  className?: string;
}

/** The pages to offer around the current one: the ends, two either side, and 'gap' where pages are left out. */
export function pageRange(current: number, pageCount: number): (number | 'gap')[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const from = Math.max(2, Math.min(current - 2, pageCount - 5));
  const to = Math.min(pageCount - 1, Math.max(current + 2, 6));
  const middle = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return [
    1,
    ...(from > 2 ? ['gap' as const] : []),
    ...middle,
    ...(to < pageCount - 1 ? ['gap' as const] : []),
    pageCount,
  ];
}

/**
 * antd's Pagination: «Anterior», the page numbers (the current one aria-current="page") and «Siguiente», in a
 * `navigation` named «Paginación».
 */
export function Pagination({
  current,
  total,
  pageSize,
  onChange,
  size,
  hideOnSinglePage,
  className,
}: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (hideOnSinglePage && pageCount <= 1) return null;
  const go = (page: number) => {
    if (page !== current && page >= 1 && page <= pageCount) onChange(page);
  };
  return (
    <nav
      aria-label="Paginación"
      className={['pc-kit-pagination', size === 'small' ? 'pc-kit-pagination-small' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      <button type="button" className="pc-kit-page" disabled={current <= 1} onClick={() => go(current - 1)}>
        Anterior
      </button>
      <ul>
        {pageRange(current, pageCount).map((page, index) =>
          page === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart by their place
            <li key={`gap-${index}`} className="pc-kit-page-ellipsis" aria-hidden="true">
              •••
            </li>
          ) : (
            <li key={page}>
              <button
                type="button"
                className="pc-kit-page"
                aria-label={`Página ${page}`}
                aria-current={page === current ? 'page' : undefined}
                onClick={() => go(page)}
              >
                {page}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="pc-kit-page"
        disabled={current >= pageCount}
        onClick={() => go(current + 1)}
      >
        Siguiente
      </button>
    </nav>
  );
}
