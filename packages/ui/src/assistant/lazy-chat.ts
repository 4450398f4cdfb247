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

/**
 * The answers' Markdown renderer on its own (react-markdown, no raw HTML, the platform's links inside the app), in
 * the same shell chunk as the chat: a page that shows Markdown outside a chat reuses it instead of bundling another.
 * Render it inside `<Suspense>`.
 */
export const MarkdownView = lazy(() =>
  import('./AssistantMarkdown').then((module) => ({ default: module.MarkdownView })),
);
