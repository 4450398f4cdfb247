import { QUIZ_PASS_PERCENT, SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_MIN_LENGTH } from '@pipcrafters/contracts';
import { PASSAGE_LIMIT, PASSAGE_QUERY_LENGTH } from './passages/passage-limits';

/**
 * Every Spanish text of the learning service a user can read, in one place (`messages.test.ts` fails on one written
 * elsewhere in src). Texts several parts share (401, 404, 429 ...) are contracts' `Messages`.
 */
export const LearningMessages = {
  notFound: {
    module: 'Módulo no encontrado.',
    lesson: 'Lección no encontrada.',
    reviewCard: 'Esta pregunta no está en tu cola de repaso.',
    doc: 'Página de documentación no encontrada.',
  },
  locked: {
    /** Why a module is locked: the one before it is not passed yet. */
    reason: (previousTitle: string): string =>
      `Aprueba los cuestionarios de «${previousTitle}» o supera la prueba de nivel para desbloquearlo.`,
    attempt: (moduleTitle: string, previousTitle: string): string =>
      `El módulo «${moduleTitle}» está bloqueado: aprueba los cuestionarios de «${previousTitle}» o supera la prueba de nivel.`,
  },
  quiz: {
    unknownQuestion: (id: string): string => `La pregunta «${id}» no es de este cuestionario.`,
    repeatedQuestion: (id: string): string => `La pregunta «${id}» está respondida más de una vez.`,
    missing: (count: number): string =>
      count === 1
        ? 'Falta responder 1 pregunta: responde todas antes de enviar.'
        : `Faltan ${count} preguntas por responder: responde todas antes de enviar.`,
    unknownOption: (option: string, question: string): string =>
      `La opción «${option}» no es de la pregunta «${question}».`,
    oneOption: (question: string): string => `La pregunta «${question}» admite una sola opción.`,
    optionsExpected: (question: string): string =>
      `La pregunta «${question}» se responde eligiendo opciones.`,
    valueExpected: (question: string): string => `La pregunta «${question}» se responde con un número.`,
    passMark: `Necesitas al menos un ${QUIZ_PASS_PERCENT} % de aciertos para aprobar.`,
  },
  review: {
    notDue: (date: string): string => `Esta pregunta no toca repasarla hasta el ${date}.`,
  },
  placement: {
    nothingToPlace: 'No hay módulos que puedas acreditar con la prueba de nivel.',
  },
  fields: {
    answers: 'El campo "answers" debe ser una lista de respuestas.',
    questionId: 'Cada respuesta necesita el identificador de su pregunta ("questionId").',
    optionIds: 'El campo "optionIds" debe ser una lista de identificadores de opción.',
    value: 'El campo "value" debe ser un número.',
    query: `La búsqueda debe tener entre ${SEARCH_QUERY_MIN_LENGTH} y ${SEARCH_QUERY_MAX_LENGTH} caracteres.`,
    question: `La pregunta debe tener entre ${PASSAGE_QUERY_LENGTH.min} y ${PASSAGE_QUERY_LENGTH.max} caracteres.`,
    passageLimit: `El campo "limit" debe ser un número entero entre ${PASSAGE_LIMIT.min} y ${PASSAGE_LIMIT.max}.`,
  },
  /** Start-up: what stops the content load (the file is named by the error itself). */
  content: {
    failed: (detail: string): string => `No se pudo cargar el contenido del curso: ${detail}`,
  },
} as const;
