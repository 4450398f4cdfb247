import { ASSISTANT_LIMITS } from '@pipcrafters/contracts';

/**
 * Every Spanish text of the assistant service a user can read, in one place (`messages.test.ts` fails on one written
 * elsewhere in src), but the guardrails' own answers (guardrails/messages.ts).
 */
export const AssistantMessages = {
  assistant: 'El asistente debe ser «alvaro» o «clara».',
  content: `La pregunta debe ser un texto de entre 1 y ${ASSISTANT_LIMITS.contentMax} caracteres.`,
  conversationNotFound: 'La conversación no existe.',
  messageNotFound: 'La respuesta no existe.',
  feedback: 'La valoración debe ser «up», «down» o null.',
  consent: 'El campo «claraReadsJournal» debe ser verdadero o falso.',
  onlyAnswers: 'Solo se pueden valorar las respuestas del asistente.',
  tooManyConversations: `Tienes ${ASSISTANT_LIMITS.conversationsMax} conversaciones: borra alguna antigua para empezar otra.`,
  rateLimited: (minutes: number): string =>
    `Has hecho muchas preguntas seguidas. Espera ${minutes === 1 ? 'un minuto' : `${minutes} minutos`} y sigue; mientras, repasa la última respuesta.`,
  busy: 'Ya estoy respondiendo en esta conversación: espera a que termine o detén la respuesta.',
  failed: 'No he podido responder ahora. Inténtalo de nuevo en un momento.',
  newConversation: 'Nueva conversación',
  stopped: 'Detuviste la respuesta: se guarda hasta donde llegó.',
  stoppedEmpty: 'Detuviste la respuesta antes de que empezara.',

  /** Why an answer is local although a provider is configured. */
  fallback: {
    timeout:
      'El modelo tardó demasiado en responder; esta respuesta la he preparado con las lecciones del curso.',
    error: 'El modelo no respondió; esta respuesta la he preparado con las lecciones del curso.',
    cut: 'La respuesta del modelo se cortó; sigo con lo que dicen las lecciones del curso.',
  },
} as const;
