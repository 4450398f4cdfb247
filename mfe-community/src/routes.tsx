import type { RemoteRoute } from '@pipcrafters/ui';
import { lazy, type ReactNode } from 'react';
import { CommunityFeedPage } from './pages/CommunityFeedPage';
import { LightStyles } from './ui/light';

// The feed is the area's front door and stays in the first chunk, without the Markdown renderer: a card shows a
// plain-text excerpt. The detail (marked and DOMPurify) and the form (the preview loads them when opened) come when
// first opened, inside the shell's "Cargando módulo..." fallback.
const NewPostPage = lazy(() =>
  import('./pages/NewPostPage').then((module) => ({ default: module.NewPostPage })),
);
const EditPostPage = lazy(() =>
  import('./pages/EditPostPage').then((module) => ({ default: module.EditPostPage })),
);
const PostDetailPage = lazy(() =>
  import('./detail/PostDetailPage').then((module) => ({ default: module.PostDetailPage })),
);

/** A page with the stylesheet of the area's light pieces (ui/light.tsx). */
const page = (element: ReactNode) => (
  <>
    <LightStyles />
    {element}
  </>
);

/** The community: the feed with search, a new post, a post with its comments, and its edit. */
const routes: RemoteRoute[] = [
  { path: 'community', element: page(<CommunityFeedPage />), antd: false },
  { path: 'community/new', element: page(<NewPostPage />) },
  { path: 'community/:id', element: page(<PostDetailPage />), antd: false },
  { path: 'community/:id/edit', element: page(<EditPostPage />) },
];

export default routes;
