import { Pagination } from 'antd';
import { type ReactNode, useState } from 'react';

/** A list shown a page at a time: the items of the current page and the pager under them (none for one page). */
export function usePaged<T>(items: readonly T[], pageSize: number): { shown: T[]; pager: ReactNode } {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(page, pages);
  return {
    shown: items.slice((current - 1) * pageSize, current * pageSize),
    pager:
      pages > 1 ? (
        <Pagination
          simple
          size="small"
          align="center"
          style={{ marginTop: 12 }}
          current={current}
          pageSize={pageSize}
          total={items.length}
          onChange={setPage}
        />
      ) : null,
  };
}
