import { ComingSoonCard } from './coming-soon-card';
import type { RemoteRoute } from './remote-route';

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
