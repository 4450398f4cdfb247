import type { AssistantName } from '@pipcrafters/contracts';

/**
 * The demo trader's first conversations, asked of the real engine when the account is created: what a newcomer
 * would have asked after a few lessons, so `/tutor-ia` opens on a history that shows how each assistant answers.
 */
export const DEMO_CONVERSATIONS: readonly { key: string; assistant: AssistantName; questions: string[] }[] = [
  {
    key: 'alvaro-apalancamiento',
    assistant: 'alvaro',
    questions: [
      '¿Qué es el apalancamiento y qué riesgo tiene?',
      '¿Cuánto vale un pip en EURUSD con 0,5 lotes?',
    ],
  },
  {
    key: 'clara-recuperar',
    assistant: 'clara',
    questions: ['Después de dos pérdidas seguidas me entran ganas de recuperar lo perdido. ¿Qué hago?'],
  },
];
