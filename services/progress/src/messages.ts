/**
 * Every Spanish text of the progress service a user can read, in one place (`messages.test.ts` fails on one written
 * elsewhere in src). Texts several parts share (401, 404, 429 ...) are contracts' `Messages`.
 */
export const ProgressMessages = {
  notifications: {
    notFound: 'Notificación no encontrada.',
  },

  /** Validation of request fields. */
  fields: {
    unread: 'El filtro "unread" debe ser true o false.',
  },

  /**
   * The notifications a user receives when an admin decides on their account, or when someone signs up with its
   * e-mail (`identity-events`).
   */
  accountDecisions: {
    welcome: {
      title: '¡Bienvenido a PipCrafters!',
      /** By first name when there is one. */
      message: (name: string): string =>
        `${name ? `Hola ${name}, tu` : 'Tu'} cuenta ha sido aprobada. Empieza por The Terminal y completa tu primera lección.`,
    },
    rejected: {
      title: 'Solicitud no aprobada',
      /** With the reason the admin gave, when there is one. */
      message: (reason: string | null): string =>
        reason
          ? `Tu solicitud de acceso no fue aprobada. Motivo: ${reason}`
          : 'Tu solicitud de acceso no fue aprobada.',
    },
    adminGranted: {
      title: 'Ahora eres administrador',
      message: 'Tienes acceso a Panel Admin y Solicitudes en la sección Admin del menú.',
    },
    adminRemoved: {
      title: 'Permisos de administrador retirados',
      message:
        'Ya no tienes acceso a la sección Admin. Si crees que es un error, contacta con un administrador.',
    },
    rolesChanged: {
      title: 'Permisos actualizados',
      message: 'Un administrador ha cambiado tus permisos.',
    },
    /** Someone signed up with the e-mail of this account (`identity.user.registration-attempted`). */
    registrationAttempt: {
      title: 'Intento de registro con tu correo',
      /** By first name when there is one. */
      message: (name: string): string =>
        `${name ? `Hola ${name}, alguien` : 'Alguien'} ha intentado crear una cuenta nueva en PipCrafters con tu correo electrónico. ` +
        'Tu cuenta, tu contraseña y tus sesiones no han cambiado, y no se ha creado ninguna otra cuenta. ' +
        'Si fuiste tú, no necesitas otra: inicia sesión con tu contraseña de siempre. ' +
        'Si no fuiste tú, no tienes que hacer nada; si crees que alguien conoce tu contraseña, cámbiala en tu perfil ' +
        'y cierra la sesión en todos los dispositivos.',
    },
  },

  /** What the learning events pay, as the XP ledger shows it (`learning-events`). */
  learningXp: {
    lessonCompleted: (title: string): string => `Lección completada: ${title}`,
    quizPassed: (title: string): string => `Cuestionario superado: ${title}`,
    quizPerfect: (title: string): string => `Cuestionario perfecto: ${title}`,
    moduleCompleted: (title: string): string => `Módulo completado: ${title}`,
    /** A MindCrafter exercise (its kind's label), paid once per kind and day. */
    mindExercise: (label: string): string => `Ejercicio de MindCrafter: ${label}`,
  },
  /** The notification (and toast) of a module finished in The Terminal. */
  moduleCompleted: {
    title: '¡Módulo completado!',
    message: (title: string, xp: number): string =>
      `Has superado todos los cuestionarios de «${title}» y ganado ${xp} XP. El siguiente módulo ya está desbloqueado.`,
    placedTitle: 'Módulo acreditado',
    placedMessage: (title: string): string =>
      `Has acreditado «${title}» con la prueba de nivel: el siguiente módulo ya está desbloqueado.`,
  },

  /** Level-ups (`xp`): a notification, so every open tab toasts it. */
  levelUp: {
    title: (level: number): string => `¡Has subido al nivel ${level}!`,
    message: (xpTotal: number, next: number): string =>
      `Llevas ${xpTotal} XP. Te faltan ${next} XP para el siguiente nivel.`,
  },

  missions: {
    notFound: 'Misión no encontrada.',
    notPersonal:
      'Esta misión se completa sola cuando avanzas en la plataforma; no se puede marcar ni borrar a mano.',
    tooMany: (max: number): string =>
      `Has llegado al máximo de ${max} misiones personales; borra alguna antes de crear otra.`,
    title: 'El título de la misión es obligatorio y tiene como máximo 120 caracteres.',
    description: 'La descripción tiene como máximo 500 caracteres.',
    isComplete: 'El campo isComplete debe ser true o false.',
    /** The XP ledger's lines for a learner's own missions. */
    ledger: {
      completed: (title: string): string => `Misión completada: ${title}`,
      reversed: (title: string): string => `Misión desmarcada: ${title}`,
      deleted: (title: string): string => `Misión borrada: ${title}`,
    },
    /** Missions the platform gives and measures: their title and description by catalog code. */
    catalog: {
      'primera-leccion': ['Completa tu primera lección', 'Abre The Terminal y termina cualquier lección.'],
      'tres-lecciones': ['Completa 3 lecciones', 'Tres lecciones terminadas, en el orden que quieras.'],
      'primer-cuestionario': [
        'Aprueba tu primer cuestionario',
        'Supera el cuestionario de una lección (70 %).',
      ],
      'cuestionario-perfecto': [
        'Consigue un cuestionario perfecto',
        'Acierta todas las preguntas de un cuestionario.',
      ],
      'diez-repasos': ['Haz 10 repasos', 'Responde 10 tarjetas de repaso cuando te toque repasarlas.'],
      'primer-modulo': ['Completa tu primer módulo', 'Aprueba todos los cuestionarios de un módulo.'],
      'racha-3': ['Estudia 3 días seguidos', 'Una lección o un repaso al día, tres días seguidos.'],
      'diez-lecciones': ['Completa 10 lecciones', 'Diez lecciones terminadas: ya tienes una base sólida.'],
      'primer-post': [
        'Publica tu primer post',
        'Comparte en la comunidad una duda, un análisis o cómo te fue la semana.',
      ],
      'comenta-tres-posts': [
        'Comenta en 3 posts',
        'Deja un comentario en tres publicaciones distintas de la comunidad.',
      ],
      'primer-check-in': [
        'Haz tu primer check-in en MindCrafter',
        'Antes de operar, responde cómo has dormido y cómo te sientes: te diremos si es buen día para operar.',
      ],
      'dia-check-in': [
        'Haz tu check-in antes de operar',
        'Comprueba hoy en MindCrafter si estás preparado para operar.',
      ],
      'semana-mindcrafter': [
        'Completa 3 ejercicios de MindCrafter',
        'Check-in, respiración, ejercicio de foco o tu rutina pre-mercado: cada tipo cuenta una vez al día.',
      ],
      'dia-leccion': ['Completa una lección hoy', 'Termina una lección antes de que acabe el día.'],
      'dia-repasos': ['Repasa 5 tarjetas hoy', 'Responde 5 tarjetas de repaso hoy.'],
      'dia-cuestionario': ['Aprueba un cuestionario hoy', 'Supera el cuestionario de una lección hoy.'],
      'dia-dos-lecciones': ['Completa 2 lecciones hoy', 'Dos lecciones terminadas antes de medianoche.'],
      'semana-lecciones': [
        'Completa 5 lecciones esta semana',
        'Cinco lecciones entre el lunes y el domingo.',
      ],
      'semana-dias': ['Estudia 4 días esta semana', 'Cuatro días distintos con una lección o un repaso.'],
      'semana-cuestionarios': [
        'Aprueba 3 cuestionarios esta semana',
        'Tres cuestionarios superados esta semana.',
      ],
      'semana-repasos': [
        'Repasa 30 tarjetas esta semana',
        'Treinta tarjetas de repaso respondidas esta semana.',
      ],
    } as Record<string, readonly [string, string]>,
    /** The XP ledger's line for a mission that completed itself. */
    completedLedger: (title: string): string => `Misión cumplida: ${title}`,
    /** The notification of a platform or time-limited mission that completed itself. */
    completedNotification: {
      title: '¡Misión cumplida!',
      message: (title: string, xp: number): string => `Has completado «${title}» y ganado ${xp} XP.`,
    },
  },

  /** Badges by code: title and how to earn it. */
  badges: {
    unlockedTitle: '¡Insignia desbloqueada!',
    unlockedMessage: (title: string, description: string): string =>
      `Has conseguido «${title}»: ${description}`,
    catalog: {
      'primera-leccion': ['Primera lección', 'Completa tu primera lección.'],
      'diez-lecciones': ['Estudiante constante', 'Completa 10 lecciones.'],
      'veinticinco-lecciones': ['Erudito del forex', 'Completa 25 lecciones.'],
      'primer-aprobado': ['Primer aprobado', 'Aprueba tu primer cuestionario.'],
      perfeccionista: ['Perfeccionista', 'Consigue un 100 % en un cuestionario.'],
      'mente-afilada': ['Mente afilada', 'Consigue un 100 % en 5 cuestionarios.'],
      'primer-modulo': ['Módulo superado', 'Completa un módulo aprobando todos sus cuestionarios.'],
      'tres-modulos': ['Base sólida', 'Completa 3 módulos.'],
      'primer-repaso': ['Memoria en marcha', 'Responde tu primera tarjeta de repaso.'],
      'cien-repasos': ['Memoria de acero', 'Responde 100 tarjetas de repaso.'],
      'racha-7': ['Una semana seguida', 'Alcanza una racha de 7 días.'],
      'racha-30': ['Un mes de constancia', 'Alcanza una racha de 30 días.'],
      'racha-100': ['Cien días', 'Alcanza una racha de 100 días.'],
      'nivel-5': ['Nivel 5', 'Llega al nivel 5 (400 XP).'],
      'nivel-10': ['Nivel 10', 'Llega al nivel 10 (900 XP).'],
      'contra-reloj': ['Contra reloj', 'Completa una misión diaria o semanal.'],
      'cazador-de-misiones': ['Cazador de misiones', 'Completa 10 misiones diarias o semanales.'],
      'meta-cumplida': ['Meta cumplida', 'Cumple una de tus metas.'],
      'primer-post': ['Primer post', 'Publica tu primer post en la comunidad.'],
      'primera-respuesta-util': [
        'Primera respuesta útil',
        'El autor de un post marca como útil una de tus respuestas.',
      ],
    } as Record<string, readonly [string, string]>,
  },

  /** What the community's events tell a member (`community-events`): comments, replies, mentions, moderation. */
  community: {
    commented: {
      title: 'Nuevo comentario en tu post',
      message: (author: string, post: string): string => `${author} comentó en «${post}»`,
    },
    replied: {
      title: 'Nueva respuesta a tu comentario',
      message: (author: string, post: string): string => `${author} respondió a tu comentario en «${post}»`,
    },
    mentioned: {
      title: 'Te han mencionado',
      message: (author: string, post: string): string => `${author} te mencionó en «${post}»`,
    },
    /** When the author's name is not known (an empty `authorName`). */
    someone: 'Alguien',
    moderated: {
      post: {
        hidden: {
          title: 'Publicación ocultada',
          message: (post: string): string =>
            `Tu publicación «${post}» fue ocultada por moderación. Si crees que es un error, contacta con un administrador.`,
        },
        restored: {
          title: 'Publicación restaurada',
          message: (post: string): string =>
            `Tu publicación «${post}» fue revisada por moderación y vuelve a estar visible.`,
        },
        deleted: {
          title: 'Publicación eliminada',
          message: (post: string): string =>
            `Tu publicación «${post}» fue eliminada por moderación. Si crees que es un error, contacta con un administrador.`,
        },
      },
      comment: {
        hidden: {
          title: 'Comentario ocultado',
          message: (post: string): string =>
            `Tu comentario en «${post}» fue ocultado por moderación. Si crees que es un error, contacta con un administrador.`,
        },
        restored: {
          title: 'Comentario restaurado',
          message: (post: string): string =>
            `Tu comentario en «${post}» fue revisado por moderación y vuelve a estar visible.`,
        },
        deleted: {
          title: 'Comentario eliminado',
          message: (post: string): string =>
            `Tu comentario en «${post}» fue eliminado por moderación. Si crees que es un error, contacta con un administrador.`,
        },
      },
    },
    /** The XP ledger's line for an answer the post's author found helpful. */
    helpfulLedger: 'Respuesta útil en la comunidad',
  },

  streak: {
    restUntil: 'La fecha "until" debe tener el formato AAAA-MM-DD.',
    restRange: (max: number): string =>
      `El modo descanso empieza hoy y dura como máximo ${max} días: elige una fecha entre hoy y dentro de ${max} días.`,
  },

  goals: {
    notFound: 'Meta no encontrada.',
    tooMany: (max: number): string => `Puedes tener como máximo ${max} metas activas; archiva alguna antes.`,
    kind: 'El tipo de meta debe ser "module", "weekly" o "self".',
    title: 'El título de la meta tiene entre 1 y 160 caracteres.',
    selfTitle: 'Una meta propia necesita un título.',
    moduleId: 'Elige el módulo de la meta.',
    unknownModule: 'Ese módulo no existe.',
    metric: 'La métrica de la meta debe ser "lessons", "quizzes", "reviews" o "active-days".',
    target: (max: number): string => `El objetivo debe ser un número entero entre 1 y ${max}.`,
    current: (max: number): string => `El progreso debe ser un número entero entre 0 y ${max}.`,
    currentOnlySelf: 'Solo las metas propias se actualizan a mano; las demás las mide la plataforma.',
    deadline: 'La fecha límite debe ser una fecha AAAA-MM-DD a partir de hoy.',
    status: 'El estado de la meta debe ser "active" o "archived".',
    learningUnavailable: 'No se pudo consultar el curso ahora mismo; inténtalo de nuevo en unos segundos.',
    moduleTitle: (module: string, deadline: string | null): string =>
      deadline ? `Terminar el módulo «${module}» antes del ${deadline}` : `Terminar el módulo «${module}»`,
    weeklyTitle: (target: number, metric: string): string => `${target} ${metric} por semana`,
    metricLabels: {
      lessons: 'lecciones completadas',
      quizzes: 'cuestionarios aprobados',
      reviews: 'tarjetas repasadas',
      'active-days': 'días de estudio',
    },
  },

  recommendations: {
    streak: (days: number) => ({
      title: `Mantén tu racha de ${days} ${days === 1 ? 'día' : 'días'}`,
      reason: 'Aún no has estudiado hoy: una lección o unos repasos bastan para no perderla.',
    }),
    reviews: (due: number) => ({
      title: `Repasa ${due} ${due === 1 ? 'tarjeta' : 'tarjetas'}`,
      reason: 'Repasar justo cuando toca es lo que fija lo aprendido en la memoria.',
    }),
    startLesson: (lesson: string) => ({
      title: `Empieza por «${lesson}»`,
      reason: 'Es la primera lección del curso: en unos minutos sabrás cómo funciona el mercado de divisas.',
    }),
    continueLesson: (lesson: string, module: string) => ({
      title: `Continúa con «${lesson}»`,
      reason: `Es tu siguiente paso en el módulo «${module}».`,
    }),
    placement: {
      title: '¿Ya sabes algo de forex? Haz la prueba de nivel',
      reason: 'Si ya dominas lo básico, la prueba desbloquea los módulos que no necesitas repetir.',
    },
    mission: (title: string, current: number, target: number) => ({
      title: `Te falta poco: «${title}»`,
      reason: `Llevas ${current} de ${target}.`,
    }),
    goalBehind: (title: string, current: number, expected: number) => ({
      title: `Tu meta «${title}» va por detrás`,
      reason: `Llevas ${current} y a estas alturas deberías llevar ${expected}.`,
    }),
    journal: (text: string) => ({ title: 'Lo que dice tu diario', reason: text }),
    setGoal: {
      title: 'Ponte una meta',
      reason: 'Una meta con fecha, como terminar un módulo antes de fin de mes, ayuda a avanzar cada semana.',
    },
    explore: {
      title: 'Explora el glosario',
      reason: 'Más de 200 términos de forex explicados en español, con la lección que los enseña.',
    },
  },

  /** The demo trader's own missions and goals (`npm start`). */
  demo: {
    missions: [
      [
        'Leer el calendario económico del lunes',
        'Apuntar las noticias de alto impacto de EUR y USD de la semana.',
      ],
      ['Practicar 20 minutos en la cuenta demo', 'Solo EUR/USD, con stop-loss en cada operación.'],
      ['Repasar mis tres últimas operaciones', 'Anotar qué regla seguí y cuál me salté.'],
    ] as readonly (readonly [string, string])[],
    selfGoal: 'Arriesgar como máximo un 1 % por operación',
  },
} as const;
