import { lazy } from 'react';
import type { RemoteRoute } from './remote-route';

export type { ComingSoonCardProps } from './coming-soon-card';

/**
 * Loaded when such a page opens: its Card and Result would otherwise come with the UI kit (a shared singleton, the
 * whole package) on every signed-in page. Rendered under the shell's `<Suspense>`, like every remote page.
 */
export const ComingSoonCard = lazy(() =>
  import('./coming-soon-card').then((module) => ({ default: module.ComingSoonCard })),
);

export interface ComingSoonPage {
  path: string;
  title: string;
  description: string;
}

/** Route table for pages that only announce what is coming. */
export function comingSoonRoutes(pages: ComingSoonPage[]): RemoteRoute[] {
  return pages.map(({ path, title, description }) => ({
    path,
    element: <ComingSoonCard title={title} description={description} />,
  }));
}
