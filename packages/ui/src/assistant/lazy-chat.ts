import { lazy } from 'react';

export type { AssistantChatProps, AssistantStarter, StarterGroup } from './AssistantChat';

/**
 * The chat of /tutor-ia and of the shell's assistant panel, loaded with its first use: it brings the Markdown
 * renderer and the stream reader, which no other page needs. This module is part of the `@pipcrafters/ui`
 * singleton, so the chunk is the shell's and the page downloads it once for both. Render it inside `<Suspense>`.
 */
export const AssistantChat = lazy(() =>
  import('./AssistantChat').then((module) => ({ default: module.AssistantChat })),
);
