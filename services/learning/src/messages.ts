import {
  BREATHING_CYCLES_MAX,
  BREATHING_CYCLES_MIN,
  CHECK_IN_HISTORY_MAX_DAYS,
  CHECK_IN_NOTE_MAX_LENGTH,
  CHECK_IN_SCALE_MAX,
  CHECK_IN_SCALE_MIN,
  CHECK_IN_SLEEP_MAX,
  CHECK_IN_SLEEP_MIN,
  FOCUS_DRILL,
  LOW_READINESS_ADVICE,
  QUIZ_PASS_PERCENT,
  ROUTINE_ITEM_MAX_LENGTH,
  ROUTINE_MAX_ITEMS,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_QUERY_MIN_LENGTH,
  TILT_UNAVAILABLE_MESSAGE,
} from '@pipcrafters/contracts';
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
  /** MindCrafter (`/api/learning/mind/*`). */
  mind: {
    advice: {
      low: (readiness: number): string =>
        `Preparación baja (${readiness}/100): ${LOW_READINESS_ADVICE}. Practica tu plan sin arriesgar dinero real.`,
      medium: (readiness: number): string =>
        `Preparación media (${readiness}/100): opera solo las entradas de tu plan, con menos tamaño y menos operaciones.`,
      high: (readiness: number): string => `Buena preparación (${readiness}/100): sigue tu plan y tu rutina.`,
      nothingLowers: 'Ningún factor te resta hoy.',
      weakest: {
        sleepShort: (hours: string): string =>
          `Lo que más te resta es el sueño: has dormido ${hours} h y con poco descanso se decide peor; acorta la sesión.`,
        sleepLong: (hours: string): string =>
          `Lo que más te resta es el sueño: ${hours} h es mucho más de lo habitual; activa el cuerpo antes de operar.`,
        stress: (value: number): string =>
          `Lo que más te resta es el estrés (${value}/5): haz una respiración 4-7-8 antes de abrir el gráfico.`,
        focus: (value: number): string =>
          `Lo que más te resta es la concentración (${value}/5): haz el ejercicio de foco y cierra distracciones.`,
        mood: (value: number): string =>
          `Lo que más te resta es el ánimo (${value}/5): no operes para compensar cómo te sientes.`,
        pressure: (value: number): string =>
          `Lo que más te resta es la presión externa (${value}/5): no operes para cubrir una necesidad de dinero.`,
      },
    },
    fields: {
      sleepHours: `Las horas de sueño deben ser un número entre ${CHECK_IN_SLEEP_MIN} y ${CHECK_IN_SLEEP_MAX}, en pasos de media hora.`,
      scale: (field: string): string =>
        `El campo "${field}" debe ser un número entero entre ${CHECK_IN_SCALE_MIN} y ${CHECK_IN_SCALE_MAX}.`,
      note: `La nota debe ser un texto de como mucho ${CHECK_IN_NOTE_MAX_LENGTH} caracteres.`,
      days: `El campo "days" debe ser un número entero entre 1 y ${CHECK_IN_HISTORY_MAX_DAYS}.`,
      technique: 'La técnica de respiración debe ser "box", "4-7-8" o "coherent".',
      cycles: `Los ciclos deben ser un número entero entre ${BREATHING_CYCLES_MIN} y ${BREATHING_CYCLES_MAX}.`,
      drillDuration: `El ejercicio de foco dura ${FOCUS_DRILL.durationSeconds} segundos: "durationSeconds" debe ser ${FOCUS_DRILL.durationSeconds}.`,
      drillCount: (field: string): string =>
        `El campo "${field}" debe ser un número entero entre 0 y ${FOCUS_DRILL.maxStimuli}.`,
      reaction: `El tiempo medio de reacción debe ser un número de milisegundos entre ${FOCUS_DRILL.minReactionMs} y ${FOCUS_DRILL.responseWindowMs}, o null si no hubo aciertos.`,
      hitsOverTargets: 'Los aciertos ("hits") no pueden superar a los objetivos ("targets").',
      falseAlarmsOverDistractors:
        'Las falsas alarmas ("falseAlarms") no pueden superar a los distractores ("distractors").',
      stimuli: `Un ejercicio completo muestra entre ${FOCUS_DRILL.minStimuli} y ${FOCUS_DRILL.maxStimuli} estímulos, con al menos un objetivo.`,
      reactionWithoutHits: 'Sin aciertos no hay tiempo de reacción: envía "meanReactionMs" como null.',
      reactionMissing: 'Con aciertos, "meanReactionMs" debe ser el tiempo medio de reacción en milisegundos.',
      routineItems: `La rutina debe tener entre 1 y ${ROUTINE_MAX_ITEMS} elementos.`,
      routineText: `Cada elemento de la rutina debe tener entre 1 y ${ROUTINE_ITEM_MAX_LENGTH} caracteres.`,
      routineId: 'El identificador de un elemento de la rutina no es válido.',
      routineRepeated: 'Un elemento de la rutina aparece más de una vez.',
      checkedIds: `El campo "checkedIds" debe ser una lista de como mucho ${ROUTINE_MAX_ITEMS} identificadores de tu rutina.`,
      tiltConsent: 'El campo "tiltConsent" debe ser true o false.',
    },
    notFound: {
      routineItem: 'Elemento de la rutina no encontrado.',
    },
    tiltUnavailable: TILT_UNAVAILABLE_MESSAGE,
    /** The demo trader's notes on some check-ins, by days before today. */
    demoNotes: {
      23: 'Discusión en casa anoche; me cuesta centrarme.',
      20: 'Dormí fatal por el vuelo de vuelta.',
      13: 'Semana de cierre en el trabajo, mucha presión.',
      9: 'Ayer perdí tres operaciones seguidas y sigo dándole vueltas.',
      5: 'Buen descanso y rutina completa: día para seguir el plan.',
    } as Record<number, string>,
  },
  /** Start-up: what stops the content load (the file is named by the error itself). */
  content: {
    failed: (detail: string): string => `No se pudo cargar el contenido del curso: ${detail}`,
  },
} as const;
