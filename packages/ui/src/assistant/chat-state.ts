import type {
  AssistantCitation,
  AssistantConversation,
  AssistantConversationSummary,
  AssistantMessage,
  AssistantMode,
} from '@pipcrafters/contracts';
import type { AssistantStreamEvent } from './sse';

/** The question being answered and what has arrived of its answer. */
export interface PendingExchange {
  question: string;
  /** The answer as streamed so far. */
  answer: string;
  citations: AssistantCitation[];
  mode: AssistantMode | null;
  /** 'sending' until the service says it started (the question is stored, the answer is being made). */
  status: 'sending' | 'streaming';
}

export function newExchange(question: string): PendingExchange {
  return { question, answer: '', citations: [], mode: null, status: 'sending' };
}

/** The exchange after one stream event; `done` and `error` end it and are the caller's to handle. */
export function applyStreamEvent(exchange: PendingExchange, event: AssistantStreamEvent): PendingExchange {
  switch (event.type) {
    case 'start':
      return { ...exchange, status: 'streaming', mode: event.data.mode };
    case 'token':
      return { ...exchange, status: 'streaming', answer: exchange.answer + event.data.text };
    case 'citations':
      return { ...exchange, citations: event.data.citations };
    default:
      return exchange;
  }
}

/** Ids of messages this page made up (a question before the service named it, an answer stopped halfway). */
const LOCAL_ID_PREFIX = 'local-';
let localIds = 0;

/** Whether the service stored this message under its id (only those take feedback). */
export function isStoredMessage(message: AssistantMessage): boolean {
  return !message.id.startsWith(LOCAL_ID_PREFIX);
}

/** A message as this page shows it before (or instead of) the service's copy. */
export function localMessage(
  role: AssistantMessage['role'],
  content: string,
  fields: Partial<Pick<AssistantMessage, 'citations' | 'mode' | 'note'>> = {},
  now = new Date(),
): AssistantMessage {
  localIds += 1;
  return {
    id: `${LOCAL_ID_PREFIX}${localIds}`,
    role,
    content,
    citations: fields.citations ?? [],
    mode: fields.mode ?? null,
    note: fields.note ?? null,
    feedback: null,
    createdAt: now.toISOString(),
  };
}

/** The conversation with `messages` added at its end (and its summary, title included, when given). */
export function appendMessages(
  conversation: AssistantConversation,
  messages: AssistantMessage[],
  summary?: AssistantConversationSummary,
): AssistantConversation {
  return {
    ...conversation,
    ...summary,
    messageCount: summary?.messageCount ?? conversation.messageCount + messages.length,
    messages: [...conversation.messages, ...messages],
  };
}

/** The conversation with one of its messages replaced by the service's newer copy (feedback given). */
export function replaceMessage(
  conversation: AssistantConversation,
  message: AssistantMessage,
): AssistantConversation {
  return {
    ...conversation,
    messages: conversation.messages.map((existing) => (existing.id === message.id ? message : existing)),
  };
}

/** A new conversation as the service made it: no messages yet. */
export function emptyConversation(summary: AssistantConversationSummary): AssistantConversation {
  return { ...summary, messages: [] };
}

/**
 * The path of a link inside the platform ('/aprende/lesson/3', '/financehub#kelly'), which navigates in the app;
 * null for any other address (another site, a protocol-relative `//host`, `mailto:`).
 */
export function internalPath(href: string | undefined): string | null {
  if (!href?.startsWith('/') || href.startsWith('//') || href.startsWith('/\\')) return null;
  return href;
}

/** The cited lessons the answer does not already link to in its own text (its "Lecciones:" line). */
export function unlinkedCitations(content: string, citations: AssistantCitation[]): AssistantCitation[] {
  return citations.filter((citation) => !content.includes(`](${citation.href})`));
}

/** A Markdown answer as a screen reader should hear it: links as their words, without emphasis marks or quotes. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:>\s?|[-*+]\s+|\d+[.)]\s+|#{1,6}\s+)/gm, '')
    .replace(/(\*\*|__|\*|_|`)(.+?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}
