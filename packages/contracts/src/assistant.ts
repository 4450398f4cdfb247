/**
 * The assistants (`/api/assistant/*`, owned by the assistant service): Alvaro (education) and Clara (psychology).
 * Answers are grounded: every lesson they rest on is cited, every number comes from the calculators or the journal.
 */

export const ASSISTANTS = ['alvaro', 'clara'] as const;
export type AssistantName = (typeof ASSISTANTS)[number];

export interface AssistantProfile {
  name: AssistantName;
  displayName: string;
  role: string;
  /** The three starters offered on an empty conversation. */
  starters: { label: string; prompt: string }[];
}

export const ASSISTANT_PROFILES: Record<AssistantName, AssistantProfile> = {
  alvaro: {
    name: 'alvaro',
    displayName: 'Alvaro',
    role: 'Tutor de trading',
    starters: [
      {
        label: 'Preguntar sobre estrategias',
        prompt: '¿Cómo sé si una estrategia de trading funciona de verdad?',
      },
      {
        label: 'Repasar conceptos',
        prompt: 'Repasemos un concepto: ¿qué es el apalancamiento y qué riesgo tiene?',
      },
      {
        label: 'Pedir ejemplos',
        prompt: 'Dame un ejemplo de cuánto vale un pip en el EUR/USD con 0,5 lotes.',
      },
    ],
  },
  clara: {
    name: 'clara',
    displayName: 'Clara',
    role: 'Psicología del trading',
    starters: [
      {
        label: 'Gestionar emociones',
        prompt: 'Después de una pérdida me cuesta no volver a entrar enseguida. ¿Qué hago?',
      },
      {
        label: 'Reducir el estrés',
        prompt: 'Me estreso mucho mientras tengo operaciones abiertas. ¿Cómo lo manejo?',
      },
      {
        label: 'Mejorar la disciplina',
        prompt: '¿Cómo puedo ser más disciplinado siguiendo mi plan de trading?',
      },
    ],
  },
};

export const ASSISTANT_LIMITS = {
  /** Characters of one question. */
  contentMax: 2000,
  /** Questions a user may ask in the rate-limit window. */
  messagesPerWindow: 20,
  windowSeconds: 600,
  conversationsMax: 200,
  titleMax: 80,
} as const;

export interface AssistantCitation {
  lessonId: string;
  title: string;
  /** The lesson's page in The Terminal: /aprende/lesson/{id}. */
  href: string;
}

/** How an answer was made: retrieval and composition here, or a configured OpenAI-compatible provider. */
export type AssistantMode = 'local' | 'provider';

export interface AssistantMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  citations: AssistantCitation[];
  /** For the assistant's answers; null for the user's. */
  mode: AssistantMode | null;
  /** Why the answer is local when a provider is configured (it failed or took too long), in Spanish; else null. */
  note: string | null;
  /** The user's thumbs on an answer. */
  feedback: 'up' | 'down' | null;
  createdAt: string;
}

export interface AssistantConversationSummary {
  id: string;
  assistant: AssistantName;
  title: string;
  messageCount: number;
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/assistant/conversations/{id}`. */
export interface AssistantConversation extends AssistantConversationSummary {
  messages: AssistantMessage[];
}

/**
 * `POST /api/assistant/conversations/{id}/messages` { content } with `Accept: application/json`: the answer whole.
 * Without it, the same answer as Server-Sent Events (`text/event-stream`): `start` { conversationId, messageId,
 * mode }, then `token` { text } as the answer is written, `citations` { citations }, and `done` { message } with
 * the stored AssistantMessage (its title given when this question named the conversation); `error` { message } if
 * it could not be answered at all.
 */
export interface AssistantReply {
  content: string;
  citations: AssistantCitation[];
  message: AssistantMessage;
  conversation: AssistantConversationSummary;
}

export interface AssistantStreamEvents {
  start: { conversationId: string; messageId: string; mode: AssistantMode };
  token: { text: string };
  citations: { citations: AssistantCitation[] };
  done: { message: AssistantMessage; conversation: AssistantConversationSummary };
  error: { message: string };
}

/** `GET`, `PUT /api/assistant/settings`: what the user allows the assistants to read. */
export interface AssistantSettings {
  /** Clara may read the journal's recent figures and reflections to notice tilt. Off until the user turns it on. */
  claraReadsJournal: boolean;
  /** Whether a provider is configured (answers stream from a model) or every answer is local. */
  providerConfigured: boolean;
}
