import type { AssistantName } from '@pipcrafters/contracts';
import type { TiltSigns } from './tilt';

/** The Spanish of the local answers (the guardrails' own answers are in guardrails/messages.ts). */
export const LocalTexts = {
  alvaroHello:
    '¡Hola! Soy Alvaro, tu tutor de trading. Pregúntame por cualquier concepto del curso, pídeme un ejemplo con números o dime «ponme a prueba» y te hago una pregunta de una lección. Cito siempre la lección en la que me baso.',
  claraHello:
    'Hola, soy Clara. Estoy aquí para hablar de lo que sientes al operar: las pérdidas, el estrés, la impaciencia o la disciplina. ¿Qué te está pasando últimamente con el trading?',
  noLesson: (assistant: AssistantName): string =>
    assistant === 'alvaro'
      ? 'No tengo una lección sobre eso todavía, y prefiero no inventarme la respuesta. Prueba a preguntarlo con otras palabras, o busca el tema en [Aprende](/aprende): si está en el curso, lo encontrarás allí.'
      : 'No tengo una lección sobre eso todavía, y no quiero inventarme una respuesta. ¿Me cuentas un poco más de cómo te sientes cuando operas?',
  alsoIn: (link: string): string => `En ${link} se añade:`,
  sources: (links: string[]): string => `**Lecciones:** ${links.join(' · ')}`,
  lessonToReview: (link: string): string => `Lo explica la lección ${link}.`,
  courseSays: (link: string): string => `Como dice la lección ${link}:`,
  courseDone:
    'Ya has recorrido todas las lecciones del curso. Repasa las tarjetas pendientes en [Aprende](/aprende) o pídeme que te ponga a prueba sobre un tema.',
  next: (link: string, module: string, done: number, total: number, reviewDue: number): string =>
    `Tu siguiente paso es ${link}, del módulo «${module}». Llevas ${done} de ${total} módulos completados${reviewDue > 0 ? ` y tienes ${reviewDue} ${reviewDue === 1 ? 'tarjeta' : 'tarjetas'} de repaso pendientes` : ''}.\n\n¿Quieres que te haga antes una pregunta de repaso de lo último que estudiaste?`,
  quizMarker: '**Pregunta de repaso**',
  quiz: (link: string, prompt: string, options: string[], unit: string | null): string =>
    [
      `**Pregunta de repaso** de ${link}:`,
      '',
      `> ${prompt}`,
      '',
      ...(options.length > 0
        ? options.map((option) => `- ${option}`)
        : [`(Responde con un número${unit ? ` en ${unit}` : ''}.)`]),
      '',
      'Respóndeme con tu razonamiento y te digo qué dice la lección. La nota oficial la da el cuestionario de la lección.',
    ].join('\n'),
  /** The question of a quiz message, to look up what the lesson says about it. */
  quizQuestionOf: (text: string): string => /^> (.+)$/m.exec(text)?.[1] ?? '',
  quizReply: 'Compara tu respuesta con lo que dice el curso:',
  noQuiz:
    'No encuentro una lección con cuestionario sobre eso. Dime el tema de otra forma («ponme a prueba sobre el apalancamiento») o abre [Aprende](/aprende).',
  claraOpening: (question: string): string =>
    /p[eé]rd|perd[ií]/i.test(question)
      ? 'Perder duele, y es normal que después quieras recuperarlo cuanto antes. Lo importante es que no sea esa sensación la que decida tu siguiente operación.'
      : /estr[eé]s|ansi|nervio|miedo/i.test(question)
        ? 'Lo que cuentas es muy común: operar con dinero real activa el estrés aunque sepas lo que haces. Vamos a ver cómo bajarlo.'
        : /disciplin|plan|impuls|saltar/i.test(question)
          ? 'La disciplina no es fuerza de voluntad infinita: es preparar las cosas para que seguir el plan sea lo fácil.'
          : 'Gracias por contármelo. Vamos por partes.',
  journalRead: (signs: TiltSigns): string => {
    if (signs.tradesRead === 0 && signs.reflectionsRead === 0)
      return 'He mirado tu diario, pero no hay operaciones ni reflexiones recientes en las que apoyarme.';
    const seen: string[] = [];
    if (signs.losingStreak >= 2) seen.push(`llevas ${signs.losingStreak} pérdidas seguidas`);
    if (signs.quickReentries > 0)
      seen.push(
        `${signs.quickReentries === 1 ? 'una vez' : `${signs.quickReentries} veces`} volviste a entrar menos de 30 minutos después de una pérdida`,
      );
    if (signs.biggerAfterLoss > 0)
      seen.push('después de una pérdida subiste el tamaño por encima de lo habitual');
    if (signs.tradesToday >= 5 && signs.tradesToday >= signs.usualPerDay * 2)
      seen.push(`hoy llevas ${signs.tradesToday} operaciones, cuando lo habitual son ${signs.usualPerDay}`);
    if (signs.moodFalling) seen.push('tu ánimo en las reflexiones ha ido bajando estos días');
    if (signs.highStress) seen.push('en tus dos últimas reflexiones marcaste un estrés alto');
    return seen.length > 0
      ? `He mirado tus últimas ${signs.tradesRead} operaciones y ${signs.reflectionsRead} reflexiones: ${seen.join('; ')}. Son señales típicas de *tilt*, cuando las emociones empiezan a operar por ti.`
      : `He mirado tus últimas ${signs.tradesRead} operaciones y ${signs.reflectionsRead} reflexiones y no veo señales de *tilt*: ni rachas largas de pérdidas ni reentradas precipitadas.`;
  },
  noConsent:
    'Si quieres que mire tus operaciones y reflexiones recientes para ayudarte mejor, activa «Clara puede leer mi diario» en los ajustes del asistente. Sin tu permiso no las leo.',
  pause:
    '**Mi sugerencia ahora: para.** Cierra la plataforma al menos hasta mañana, apunta en tu [reflexión diaria](/daily-reflection) qué sentiste en cada operación y haz un ejercicio de respiración en [MindCrafter](/mindcrafter) antes de volver.',
  exercise: (seed: number): string =>
    [
      'Un ejercicio para hoy: antes de cada operación, respira 4 segundos, mantén 4 y suelta en 6, dos veces, y pregúntate «¿esta entrada está en mi plan?». Tienes más ejercicios en [MindCrafter](/mindcrafter).',
      'Un ejercicio para hoy: escribe en tu [reflexión diaria](/daily-reflection) qué sentiste antes y después de cada operación. Ver el patrón por escrito ayuda a romperlo. En [MindCrafter](/mindcrafter) tienes ejercicios guiados.',
      'Un ejercicio para hoy: fija un límite de operaciones y de pérdida diaria antes de abrir el gráfico, y cuando lo alcances, cierra. En [MindCrafter](/mindcrafter) tienes ejercicios para entrenar esa pausa.',
    ][seed % 3] as string,
  claraQuestion: (seed: number): string =>
    [
      '¿Qué notas en tu cuerpo justo antes de entrar en una operación que no estaba en tu plan?',
      '¿Qué te dirías a ti mismo si un amigo te contara que le está pasando esto?',
      '¿Qué pequeño cambio podrías probar mañana para operar más tranquilo?',
    ][seed % 3] as string,
};
