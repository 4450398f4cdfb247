import { Skeleton } from '@pipcrafters/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { withAntdTheme } from '../theme/with-antd-theme';

// The error alert (antd's Alert) is downloaded only when a card fails to load.
const LoadErrorAlert = lazy(() => withAntdTheme(import('./LoadError').then((module) => module.LoadError)));

/** A failed load: what failed, the server's reason and a retry of that query alone. */
export function LoadError(props: { query: UseQueryResult<unknown>; title: string }) {
  return (
    <Suspense fallback={null}>
      <LoadErrorAlert {...props} />
    </Suspense>
  );
}

interface DashboardCardProps {
  /** Anchor and heading id (`#metas`). */
  id: string;
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * One card of the dashboard: a landmark named by its h2, so each card is found (and read) on its own. Drawn with the
 * shell's CSS (public/app-chrome.css): antd's Card brings its Tabs, Dropdown and Menu along.
 */
export function DashboardCard({ id, title, extra, children }: DashboardCardProps) {
  const headingId = `${id}-titulo`;
  return (
    <section id={id} aria-labelledby={headingId} className="pc-app-card">
      <div className="pc-app-card-head">
        <h2 id={headingId} className="pc-app-card-title">
          {title}
        </h2>
        {extra ? <div className="pc-app-card-extra">{extra}</div> : null}
      </div>
      <div className="pc-app-card-body">{children}</div>
    </section>
  );
}

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** What could not be loaded, in Spanish: "No se pudo cargar tu racha". */
  errorTitle: string;
  rows?: number;
  children: (data: T) => ReactNode;
}

/**
 * A query's three states inside a card: a skeleton while it loads, the error with a retry (only this part of the
 * page: the other cards keep theirs), or its data. Data already shown stays when a refresh fails.
 */
export function QueryState<T>({ query, errorTitle, rows = 3, children }: QueryStateProps<T>) {
  if (query.isPending) return <Skeleton rows={rows} />;
  if (query.isError && query.data === undefined) return <LoadError query={query} title={errorTitle} />;
  return <>{children(query.data as T)}</>;
}
