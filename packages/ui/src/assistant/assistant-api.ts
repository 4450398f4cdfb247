import { apiFetch } from '@pipcrafters/api-client';
import type {
  AssistantConversation,
  AssistantConversationSummary,
  AssistantMessage,
  AssistantName,
  AssistantSettings,
} from '@pipcrafters/contracts';

/** Every assistant query lives under `assistant`: the lists (one per assistant and the whole), each conversation. */
export const assistantKeys = {
  all: ['assistant'] as const,
  lists: () => ['assistant', 'conversations'] as const,
  list: (assistant: AssistantName) => ['assistant', 'conversations', assistant] as const,
  conversation: (id: string) => ['assistant', 'conversation', id] as const,
  settings: () => ['assistant', 'settings'] as const,
};

const BASE = '/api/assistant';
export const conversationPath = (id: string) => `${BASE}/conversations/${encodeURIComponent(id)}`;

export const assistantApi = {
  conversations: (assistant: AssistantName, signal?: AbortSignal) =>
    apiFetch<AssistantConversationSummary[]>(`${BASE}/conversations?${new URLSearchParams({ assistant })}`, {
      signal,
    }),
  conversation: (id: string, signal?: AbortSignal) =>
    apiFetch<AssistantConversation>(conversationPath(id), { signal }),
  create: (assistant: AssistantName) =>
    apiFetch<AssistantConversationSummary>(`${BASE}/conversations`, { method: 'POST', body: { assistant } }),
  remove: (id: string) => apiFetch<void>(conversationPath(id), { method: 'DELETE' }),
  removeAll: () => apiFetch<void>(`${BASE}/conversations`, { method: 'DELETE' }),
  feedback: (messageId: string, rating: AssistantMessage['feedback']) =>
    apiFetch<AssistantMessage>(`${BASE}/messages/${encodeURIComponent(messageId)}/feedback`, {
      method: 'POST',
      body: { rating },
    }),
  settings: (signal?: AbortSignal) => apiFetch<AssistantSettings>(`${BASE}/settings`, { signal }),
  saveSettings: (settings: Pick<AssistantSettings, 'claraReadsJournal'>) =>
    apiFetch<AssistantSettings>(`${BASE}/settings`, { method: 'PUT', body: settings }),
};
