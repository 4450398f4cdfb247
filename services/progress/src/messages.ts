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
} as const;
