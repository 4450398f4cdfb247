import {
  AGENCY_LIMITS,
  type AgencyGuardrailKind,
  type AgencyTone,
  CHATBOT_LIMITS,
  CONTENT_LIMITS,
  type ContentKind,
  DESIGN_LIMITS,
  type DesignTemplate,
  SOCIAL_LIMITS,
  type SocialNetwork,
} from '@pipcrafters/contracts';

/**
 * Every Spanish text of the agency tools a person can read: errors and validation messages, the refusals, and the
 * phrasing of what local mode composes around the course's own sentences (it adds nothing else), and what each
 * tool tells a model in provider mode.
 */
export const AgencyMessages = {
  rateLimited: (minutes: number): string =>
    `Has generado mucho contenido seguido (${AGENCY_LIMITS.generationsPerWindow} veces en ${AGENCY_LIMITS.windowSeconds / 60} minutos). Espera ${minutes === 1 ? 'un minuto' : `${minutes} minutos`} y sigue; mientras, revisa lo que ya tienes.`,
  courseUnavailable: 'Ahora mismo no puedo leer las lecciones del curso. Inténtalo de nuevo en un momento.',
  unknownLessons: (field: string, ids: string[]): string =>
    `«${field}»: ${ids.length === 1 ? 'la lección' : 'las lecciones'} ${ids.map((id) => `«${id}»`).join(', ')} no ${ids.length === 1 ? 'existe' : 'existen'} en el curso.`,

  refused: {
    signal:
      'No puedo generar ni guardar contenido con señales de compra o venta ni predicciones de precio: nadie sabe hacia dónde irá el mercado, y publicarlo puede llevar a otros a perder dinero. Habla del método, del plan o de la gestión del riesgo.',
    guarantee:
      'No puedo generar ni guardar contenido que prometa ganancias: toda estrategia tiene rachas de pérdidas, y prometer ganar es la señal más clara de una estafa. Habla de procesos, de riesgo y de expectativas realistas.',
    'rent-money':
      'No puedo generar contenido que anime a operar con el dinero necesario para vivir o con dinero prestado.',
    password:
      'No escribas contraseñas, PIN ni códigos de verificación en tus textos: cámbialos si los has compartido.',
    'mentor-scam':
      'Esto tiene las señales típicas de una estafa (acceso a la cuenta, acceso remoto o dinero para «gestionar»): no puedo generar contenido con ello.',
    distress:
      'Antes que cualquier contenido, lo importante eres tú: si estás pasando por un momento muy duro, pide ayuda ahora a alguien de confianza o a una línea de ayuda.',
  } satisfies Record<AgencyGuardrailKind, string>,

  fields: {
    chatbotName: `El nombre del chatbot debe tener entre ${CHATBOT_LIMITS.nameMin} y ${CHATBOT_LIMITS.nameMax} caracteres visibles.`,
    persona: `La personalidad del chatbot es un texto de como máximo ${CHATBOT_LIMITS.personaMax} caracteres.`,
    tone: 'El tono debe ser «cercano», «profesional», «motivador» o «didactico».',
    welcomeMessage: `El mensaje de bienvenida es un texto de como máximo ${CHATBOT_LIMITS.welcomeMessageMax} caracteres.`,
    lessonIds: `Las lecciones son una lista de como máximo ${CHATBOT_LIMITS.lessonsMax} identificadores de lección, sin repetir.`,
    texts: `Los textos propios son una lista de como máximo ${CHATBOT_LIMITS.textsMax}, cada uno con título y contenido.`,
    textTitle: `El título de cada texto debe tener entre 1 y ${CHATBOT_LIMITS.textTitleMax} caracteres.`,
    textBody: `El contenido de cada texto debe tener entre 1 y ${CHATBOT_LIMITS.textBodyMax} caracteres.`,
    message: `El mensaje debe ser un texto de entre 1 y ${CHATBOT_LIMITS.messageMax} caracteres.`,
    history: `El historial es una lista de como máximo ${CHATBOT_LIMITS.historyMax} turnos, cada uno con «role» («user» o «assistant») y «content».`,
    historyRole: 'Cada turno del historial debe tener «role» «user» o «assistant».',
    historyContent: `Cada turno del historial debe tener un «content» de como máximo ${CHATBOT_LIMITS.historyTurnMax} caracteres.`,
    version: 'La versión debe ser un número entero mayor que cero.',
    kind: 'El tipo debe ser «article», «newsletter», «lesson-summary» o «thread».',
    topic: `El tema debe tener entre ${CONTENT_LIMITS.topicMin} y ${CONTENT_LIMITS.topicMax} caracteres.`,
    audience: `El público es un texto de como máximo ${CONTENT_LIMITS.audienceMax} caracteres.`,
    length: 'La extensión debe ser «short», «medium» o «long».',
    lessonId: 'La lección debe ser el identificador de una lección del curso.',
    lessonRequired: 'Para un resumen de lección hay que elegir la lección («lessonId»).',
    draftTitle: `El título debe tener entre 1 y ${CONTENT_LIMITS.titleMax} caracteres.`,
    markdown: `El texto en Markdown puede tener como máximo ${CONTENT_LIMITS.markdownMax} caracteres.`,
    citations: 'Las citas son una lista de lecciones con «lessonId», «title» y «href» (/aprende/lesson/…).',
    mode: 'El modo debe ser «local» o «provider».',
    format: 'El formato de exportación debe ser «md» o «html».',
    designName: `El nombre del diseño debe tener entre ${DESIGN_LIMITS.nameMin} y ${DESIGN_LIMITS.nameMax} caracteres.`,
    template: 'La plantilla debe ser «quote», «lesson», «trade-recap» o «equity-curve».',
    designFormat: 'El formato debe ser «1080x1080», «1080x1920» o «1200x675».',
    headline: `El titular puede tener como máximo ${DESIGN_LIMITS.headlineMax} caracteres.`,
    designBody: `El texto del diseño puede tener como máximo ${DESIGN_LIMITS.bodyMax} caracteres.`,
    designTopic: `El tema puede tener como máximo ${DESIGN_LIMITS.topicMax} caracteres.`,
    palette:
      'La paleta debe tener «name» y los colores «background», «foreground» y «accent» en formato #rrggbb.',
    paletteName: `El nombre de la paleta debe tener entre 1 y ${DESIGN_LIMITS.paletteNameMax} caracteres.`,
    colour: 'Los colores deben estar en formato #rrggbb (por ejemplo #0b1f3a).',
    tradeId: 'La operación debe ser el identificador de una operación de tu diario.',
    showAmounts: 'El campo «showAmounts» debe ser verdadero o falso.',
    source: 'El origen debe ser «topic», «draft» o «lesson».',
    sourceTopic: 'Con el origen «topic» hay que escribir el tema («topic»).',
    sourceDraft: 'Con el origen «draft» hay que elegir uno de tus borradores («draftId»).',
    sourceLesson: 'Con el origen «lesson» hay que elegir una lección («lessonId»).',
    draftId: 'El borrador debe ser un identificador válido.',
    networks: 'Las redes son una lista de 1 a 4 de «x», «instagram», «linkedin» o «tiktok», sin repetir.',
    network: 'La red debe ser «x», «instagram», «linkedin» o «tiktok».',
    postText: 'El texto de la publicación no puede estar vacío.',
    hashtags: `Los hashtags son una lista de como máximo ${SOCIAL_LIMITS.hashtagsMax}, cada uno «#» y de 1 a ${SOCIAL_LIMITS.hashtagMax} letras, números o «_».`,
    scheduledAt:
      'La fecha de publicación debe ser una fecha y hora ISO 8601 con zona horaria (por ejemplo 2026-12-01T09:00:00+01:00).',
    status: 'El estado debe ser «draft», «scheduled» o «published».',
    range: 'Las fechas «from» y «to» deben ser fechas ISO 8601 válidas.',
    rangeOrder: 'La fecha «from» debe ser anterior a «to».',
    timeZone: 'La zona horaria debe ser un nombre IANA válido, por ejemplo Europe/Madrid.',
    rangeTooLong: `El intervalo puede abarcar como máximo ${SOCIAL_LIMITS.rangeDaysMax} días.`,
  },

  tooLong: (network: string, length: number, limit: number): string =>
    `La publicación para ${network} tiene ${length} caracteres con sus hashtags y el límite es ${limit}.`,
  duplicateLessons: 'Las lecciones no pueden repetirse.',
  duplicateNetworks: 'Las redes no pueden repetirse.',

  notFound: {
    chatbot: 'El chatbot no existe.',
    version: 'Esa versión del chatbot no existe.',
    draft: 'El borrador no existe.',
    design: 'El diseño no existe.',
    post: 'La publicación no existe.',
    trade: 'La operación no existe en tu diario.',
  },
  tooMany: {
    chatbots: `Tienes ${CHATBOT_LIMITS.chatbotsMax} chatbots: borra alguno para crear otro.`,
    drafts: `Tienes ${CONTENT_LIMITS.draftsMax} borradores: borra alguno para guardar otro.`,
    designs: `Tienes ${DESIGN_LIMITS.designsMax} diseños: borra alguno para guardar otro.`,
    posts: `Tienes ${SOCIAL_LIMITS.postsMax} publicaciones: borra alguna para planificar otra.`,
  },
  journalUnavailable:
    'Ahora mismo no puedo comprobar la operación en tu diario. Inténtalo de nuevo en un momento.',

  // -------------------------------------------------------------------------------------------------------------
  // Chatbots: the playground's local answers, in the bot's tone.

  chatbot: {
    defaultWelcome: (name: string): string =>
      `¡Hola! Soy ${name}. Pregúntame sobre los temas que conozco y te respondo con lo que dicen mis lecciones y textos.`,
    openers: {
      cercano: ['¡Buena pregunta!', 'Te cuento lo que sé.', 'Vamos a verlo juntos.'],
      profesional: ['Esto es lo que recoge mi material.', 'Le resumo lo esencial.', 'En síntesis:'],
      motivador: ['¡Vamos a por ello!', '¡Gran pregunta para seguir avanzando!', 'Esto te va a ayudar:'],
      didactico: ['Vamos paso a paso.', 'Empecemos por lo básico.', 'Lo explico con calma.'],
    } satisfies Record<AgencyTone, string[]>,
    closers: {
      cercano: '¿Quieres que lo veamos con un ejemplo tuyo?',
      profesional: '¿Desea que profundice en algún punto?',
      motivador: '¡Sigue así! ¿Qué vas a poner en práctica primero?',
      didactico: 'Para comprobar que lo tienes: ¿cómo lo explicarías con tus palabras?',
    } satisfies Record<AgencyTone, string>,
    nothing: {
      cercano:
        'Sobre eso no tengo nada en mis lecciones ni en mis textos, y prefiero no inventármelo. Pregúntame por los temas que conozco.',
      profesional:
        'Mi material (las lecciones y los textos con los que me han configurado) no trata ese tema, así que no puedo responder sin inventar. Puede preguntarme por los temas que cubro.',
      motivador:
        'Eso se sale de lo que sé (mis lecciones y mis textos no lo tratan) y no quiero inventarme nada. ¡Pregúntame por lo que conozco y seguimos avanzando!',
      didactico:
        'Ese tema no aparece en mis lecciones ni en mis textos, así que no tengo una respuesta fiable. Prueba con otra pregunta sobre los temas que conozco.',
    } satisfies Record<AgencyTone, string>,
    fromText: (title: string): string => `(de «${title}»)`,
    sources: (links: string[]): string => `**Fuentes:** ${links.join(' · ')}`,
  },

  // -------------------------------------------------------------------------------------------------------------
  // Content drafts.

  content: {
    title: {
      article: (topic: string): string => `${topic}: lo que enseña el curso`,
      newsletter: (topic: string): string => `Newsletter: ${topic}`,
      'lesson-summary': (lesson: string): string => `Resumen: ${lesson}`,
      thread: (topic: string): string => `Hilo: ${topic}`,
    } satisfies Record<ContentKind, (topic: string) => string>,
    intro: {
      cercano: (topic: string, audience: string): string =>
        `Si ${audience ? `eres ${audience} y ` : ''}te preguntas por ${topic}, aquí tienes lo esencial, explicado sin rodeos y con lo que enseñan las lecciones de PipCrafters.`,
      profesional: (topic: string, audience: string): string =>
        `Este texto resume ${audience ? `para ${audience} ` : ''}los puntos clave sobre ${topic}, según las lecciones de PipCrafters que se citan al final.`,
      motivador: (topic: string, audience: string): string =>
        `Entender ${topic} es uno de esos pasos que marcan la diferencia${audience ? ` para ${audience}` : ''}. Vamos con lo que enseña el curso, idea por idea.`,
      didactico: (topic: string, audience: string): string =>
        `Vamos a ver ${topic} paso a paso${audience ? `, pensando en ${audience}` : ''}: primero la idea principal y después los detalles, siempre con la lección de la que sale cada uno.`,
    } satisfies Record<AgencyTone, (topic: string, audience: string) => string>,
    conclusion: {
      cercano: 'Lo importante: aplica una idea cada vez, apúntala en tu diario y revisa si te funciona.',
      profesional:
        'En conclusión, conviene aplicar estos principios de forma sistemática y revisar los resultados con datos.',
      motivador: 'Cada concepto que dominas te acerca a operar con un método. ¡Paso a paso!',
      didactico:
        'Repasa las lecciones citadas y comprueba que sabes explicar cada idea con un ejemplo propio antes de seguir.',
    } satisfies Record<AgencyTone, string>,
    conclusionHeading: 'Conclusión',
    sourcesHeading: 'Fuentes',
    source: (link: string): string => `_Fuente: ${link}._`,
    greeting: (audience: string): string => `Hola${audience ? `, ${audience}` : ''}:`,
    newsletterIntro: (topic: string): string =>
      `Esta semana hablamos de ${topic}, con lo que enseñan las lecciones de PipCrafters.`,
    newsletterClose: {
      cercano:
        'Gracias por leer. Si te ha servido, respóndeme contándome qué vas a probar esta semana.\n\nUn abrazo.',
      profesional: 'Gracias por su atención. Hasta la próxima edición.',
      motivador: '¡Gracias por leer! Esta semana, una sola meta: aplicar una de estas ideas. ¡A por ello!',
      didactico:
        'Como tarea para esta semana: elige una de estas ideas y explícasela a alguien con un ejemplo. Hasta la próxima.',
    } satisfies Record<AgencyTone, string>,
    summaryIntro: (lesson: string, module: string): string =>
      `Resumen de la lección «${lesson}», del módulo «${module}».`,
    keyIdeas: 'Ideas clave',
    practice: 'Para practicar',
    practiceText: (link: string): string =>
      `Lee la lección completa en ${link} y haz su cuestionario para comprobar que lo has entendido.`,
    threadHook: {
      cercano: (topic: string): string => `Hoy te cuento lo que he aprendido sobre ${topic}. Abro hilo 🧵`,
      profesional: (topic: string): string => `${topic}: las ideas clave, en un hilo.`,
      motivador: (topic: string): string => `¿Quieres entender de verdad ${topic}? Vamos con un hilo 🚀`,
      didactico: (topic: string): string => `${topic}, explicado paso a paso en un hilo.`,
    } satisfies Record<AgencyTone, (topic: string) => string>,
    threadSource: (titles: string[]): string =>
      `Fuente: ${titles.length === 1 ? 'la lección' : 'las lecciones'} ${titles.map((title) => `«${title}»`).join(' y ')} de PipCrafters. Aprender el método antes que buscar atajos.`,
    nothing: (topic: string): string =>
      `No he encontrado lecciones del curso sobre «${topic}», y prefiero no inventar el contenido. Prueba con otro tema o con otras palabras, o elige una lección.`,
    nothingTitle: (topic: string): string => `Sin lecciones sobre ${topic}`,
    exportTitle: 'Documento exportado desde PipCrafters',
    exportFooter: (date: string): string =>
      `Exportado desde PipCrafters el ${date}. Contenido educativo: no es asesoramiento financiero.`,
  },

  // -------------------------------------------------------------------------------------------------------------
  // Designs: headlines by template.

  design: {
    headlines: {
      quote: (topic: string): string[] => [
        `${topic}: el método antes que el resultado`,
        `Lo que aprendí sobre ${topic}`,
        'Primero el riesgo, después la operación',
        'Un buen plan no adivina: se cumple',
        'Proceso, paciencia y gestión del riesgo',
      ],
      lesson: (topic: string): string[] => [
        topic,
        `3 ideas clave sobre ${topic}`,
        `Lo que aprendí hoy: ${topic}`,
        `${topic}, explicado en una tarjeta`,
        'Una lección, una idea para aplicar',
      ],
      'trade-recap': (topic: string): string[] => [
        'Mi operación de hoy: lo que aprendí',
        'Revisión de la operación: proceso antes que resultado',
        `${topic}: qué hice bien y qué mejoraré`,
        '¿Seguí mi plan? Revisión honesta',
        'Cada operación es un dato, no un veredicto',
      ],
      'equity-curve': (topic: string): string[] => [
        'Mi curva de capital: constancia antes que rachas',
        'Así evoluciona mi cuenta, con gestión del riesgo',
        `${topic}: el camino también tiene caídas`,
        'Los drawdowns también forman parte del proceso',
        'Resultados revisados, no prometidos',
      ],
    } satisfies Record<DesignTemplate, (topic: string) => string[]>,
    defaultTopic: {
      quote: 'La disciplina',
      lesson: 'La gestión del riesgo',
      'trade-recap': 'Mi operación',
      'equity-curve': 'Mi progreso',
    } satisfies Record<DesignTemplate, string>,
    body: {
      quote: 'La disciplina es seguir el plan también cuando nadie mira.',
      lesson: 'Una idea del curso para aplicar hoy.',
      'trade-recap': 'Lo importante no es el resultado de una operación, sino haber seguido el plan.',
      'equity-curve': 'Resultados pasados: no garantizan resultados futuros.',
    } satisfies Record<DesignTemplate, string>,
    palettes: {
      night: 'Azul noche',
      paper: 'Papel',
      forest: 'Bosque',
      ember: 'Brasa',
      ocean: 'Océano',
      graphite: 'Grafito',
    },
  },

  // -------------------------------------------------------------------------------------------------------------
  // Social captions.

  social: {
    hook: {
      x: (topic: string): string => `${topic}: lo que nadie te cuenta al empezar.`,
      instagram: (topic: string): string => `📚 ${topic}, en pocas líneas.`,
      linkedin: (topic: string): string => `Una idea sobre ${topic} que merece la pena compartir.`,
      tiktok: (topic: string): string => `${topic} en 30 segundos 👇`,
    } satisfies Record<SocialNetwork, (topic: string) => string>,
    close: {
      x: 'Método antes que atajos.',
      instagram: '\n\nGuarda esta publicación para repasarla y cuéntame en comentarios qué vas a aplicar.',
      linkedin: '\n\n¿Cómo lo aplicáis en vuestro proceso? Os leo en comentarios.',
      tiktok: 'Sígueme para más ideas de trading sin promesas.',
    } satisfies Record<SocialNetwork, string>,
    source: (title: string): string => `(Lección «${title}» de PipCrafters)`,
    genericHashtags: ['#trading', '#forex', '#aprendetrading', '#educaciónfinanciera', '#gestióndelriesgo'],
    csvHeader: [
      'Fecha',
      'Hora',
      'Zona horaria',
      'Red',
      'Estado',
      'Texto',
      'Hashtags',
      'Caracteres',
      'Límite',
      'Modo',
    ],
    calendarName: 'PipCrafters · Publicaciones planificadas',
    eventSummary: (network: string, status: string): string => `Publicación en ${network} (${status})`,
    modes: { local: 'Local', provider: 'Modelo de IA' },
  },

  // -------------------------------------------------------------------------------------------------------------
  // What each tool tells a model in provider mode (the guardrails are appended to each).

  prompts: {
    tones: {
      cercano: 'cercano y cálido, tuteando',
      profesional: 'profesional y preciso, tratando de usted',
      motivador: 'motivador y enérgico, sin exagerar ni prometer resultados',
      didactico: 'didáctico, paso a paso, con ejemplos sencillos',
    } satisfies Record<AgencyTone, string>,
    chatbot: (name: string, persona: string, tone: string, knowledge: string): string =>
      [
        `Eres ${name}, un chatbot educativo creado en PipCrafters.`,
        persona ? `Tu personalidad: ${persona}` : '',
        `Tu tono es ${tone}. Responde en español, en Markdown, de forma breve.`,
        'Responde solo con lo que dice tu conocimiento (abajo). Si no trata la pregunta, dilo con honestidad y no inventes.',
        knowledge,
      ]
        .filter(Boolean)
        .join('\n\n'),
    knowledge: (items: string[]): string =>
      items.length === 0
        ? 'Tu conocimiento no tiene nada sobre esta pregunta: dilo con honestidad.'
        : ['Tu conocimiento (cita la lección por su título cuando te bases en ella):', ...items].join('\n'),
    content: (kind: string, tone: string, audience: string, words: string, course: string): string =>
      [
        'Eres redactor de contenidos educativos de trading de PipCrafters. Escribes en español, en Markdown.',
        `Escribe ${kind}. Tono: ${tone}.${audience ? ` Público: ${audience}.` : ''} Extensión: ${words}.`,
        'Básate solo en los fragmentos del curso de abajo y cita la lección de cada sección por su título. No inventes datos.',
        course,
      ].join('\n\n'),
    kinds: {
      article:
        'un artículo: título con «# », una introducción, secciones con «## », una conclusión y una sección «## Fuentes» con las lecciones',
      newsletter: 'una newsletter: un saludo, secciones con «### » y una despedida',
      'lesson-summary':
        'el resumen de una lección: título con «# », las ideas clave en una lista y una práctica final',
      thread:
        'un hilo para X: publicaciones cortas (menos de 260 caracteres cada una), separadas por una línea en blanco, sin numerar',
    } satisfies Record<ContentKind, string>,
    lessonItem: (title: string, text: string): string => `Lección «${title}»: ${text}`,
    textItem: (title: string, text: string): string => `Texto «${title}»: ${text}`,
    words: (min: number, max: number): string => `entre ${min} y ${max} palabras`,
    course: (items: string[]): string =>
      ['Fragmentos del curso:', ...items.map((item, index) => `[${index + 1}] ${item}`)].join('\n'),
    headlines: (template: string, topic: string, course: string): string =>
      [
        'Eres diseñador de contenidos educativos de trading de PipCrafters.',
        `Propón 5 titulares en español para una imagen de tipo «${template}» sobre «${topic}»: uno por línea, sin numerar, de menos de 80 caracteres cada uno.`,
        'Sin promesas de ganancias ni señales.',
        course,
      ].join('\n\n'),
    caption: (network: string, limit: number, topic: string, course: string): string =>
      [
        'Eres community manager de una academia de trading (PipCrafters).',
        `Escribe un texto para ${network} sobre «${topic}» de como máximo ${limit} caracteres, sin hashtags (se añaden aparte), en español.`,
        'Solo con lo que dicen los fragmentos del curso. Sin promesas de ganancias ni señales.',
        course,
      ].join('\n\n'),
  },

  demo: {
    log: (userId: string): string => `Herramientas de agencia de demostración creadas para ${userId}`,
  },
} as const;
