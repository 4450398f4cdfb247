import { apiFetch, downloadFile } from '@pipcrafters/api-client';
import type {
  Chatbot,
  ChatbotInput,
  ChatbotSummary,
  ChatbotVersion,
  ChatbotVersionSummary,
  PlaygroundReply,
  PlaygroundRequest,
} from '@pipcrafters/contracts';

/** Every agency query lives under `agency`, one branch a tool. */
export const chatbotKeys = {
  all: ['agency', 'chatbots'] as const,
  list: () => ['agency', 'chatbots', 'list'] as const,
  detail: (id: string) => ['agency', 'chatbots', 'detail', id] as const,
  versions: (id: string) => ['agency', 'chatbots', 'detail', id, 'versions'] as const,
};

const BASE = '/api/assistant/chatbots';
const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const chatbotsApi = {
  list: (signal?: AbortSignal) => apiFetch<ChatbotSummary[]>(BASE, { signal }),
  get: (id: string, signal?: AbortSignal) => apiFetch<Chatbot>(path(id), { signal }),
  create: (input: ChatbotInput) => apiFetch<Chatbot>(BASE, { method: 'POST', body: input }),
  update: (id: string, input: ChatbotInput) => apiFetch<Chatbot>(path(id), { method: 'PUT', body: input }),
  remove: (id: string) => apiFetch<void>(path(id), { method: 'DELETE' }),
  versions: (id: string, signal?: AbortSignal) =>
    apiFetch<ChatbotVersionSummary[]>(`${path(id)}/versions`, { signal }),
  version: (id: string, version: number) => apiFetch<ChatbotVersion>(`${path(id)}/versions/${version}`),
  playground: (id: string, request: PlaygroundRequest) =>
    apiFetch<PlaygroundReply>(`${path(id)}/playground`, { method: 'POST', body: request }),
  exportJson: (id: string) => downloadFile(`${path(id)}/export`, 'chatbot.json'),
};
