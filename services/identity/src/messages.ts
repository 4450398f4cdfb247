import {
  MAX_BULK_APPROVE,
  PASSWORD_MAX_LENGTH,
  ROLES,
  USER_SORT_FIELDS,
  USER_STATUSES,
} from '@pipcrafters/contracts';

const loginRejected = 'Error al iniciar sesión: tu solicitud de registro fue rechazada.';
/** The profile's preference and the admin statistics' `tz` take the same kind of value. */
const timeZone = 'La zona horaria debe ser un nombre IANA válido, por ejemplo "Europe/Madrid".';

/**
 * Every Spanish text of the identity service a user can read, in one place (`messages.test.ts` fails on one written
 * elsewhere in src). Texts several parts share (401, 404, 429 ...) are contracts' `Messages`; the password policy's
 * own sentences are contracts' `passwordProblems`.
 */
export const IdentityMessages = {
  /** Sign-up, login and password change. */
  auth: {
    invalidCredentials: 'Error al iniciar sesión: el correo o la contraseña no son correctos.',
    loginRejected,
    /** A rejected account's login refusal, with the reason the admin gave when there is one. */
    loginRejectedBecause: (reason: string | null): string =>
      reason ? `${loginRejected} Motivo: ${reason}` : loginRejected,
    loginSuspended: 'Error al iniciar sesión: tu cuenta está suspendida.',
    currentPasswordInvalid: 'La contraseña actual no es correcta.',
    newPasswordInvalid: 'La nueva contraseña no es válida.',
    newPasswordUnchanged: 'La nueva contraseña debe ser distinta de la actual.',
  },

  /** What admins do to accounts and sign-up requests. */
  admin: {
    requestNotFound: 'Solicitud no encontrada.',
    userNotFound: 'Usuario no encontrado.',
    requestAlreadyReviewed: 'Esta solicitud ya fue revisada: la cuenta no está pendiente de aprobación.',
    onlyActiveCanBeSuspended: 'Solo se pueden suspender cuentas activas.',
    onlySuspendedCanBeReactivated: 'Solo se pueden reactivar cuentas suspendidas.',
    onlyActiveCanBeAdmin: 'Solo una cuenta activa puede recibir el rol de administrador.',
    cannotRemoveOwnAdmin: 'No puedes quitarte a ti mismo el rol de administrador.',
    cannotSuspendSelf: 'No puedes suspender tu propia cuenta.',
    /** The platform always keeps an active admin (two admins acting on each other at once included). */
    lastAdminRole: 'No puedes quitar el rol de administrador al último administrador activo.',
    lastAdminSuspend: 'No puedes suspender al último administrador activo.',
    statusConflict: 'El estado actual de la cuenta no permite esta acción.',
  },

  /** The gateway's session look-up (`GET /internal/sessions/:sid`). */
  sessions: {
    notFound: 'Sesión no encontrada.',
  },

  /**
   * Validation of request fields, by form. One message per field (the validation pipe drops duplicates), so a
   * missing field reads as one sentence.
   */
  fields: {
    register: {
      firstName: 'El nombre es obligatorio y debe tener entre 1 y 80 caracteres.',
      lastName: 'Los apellidos son obligatorios y deben tener entre 1 y 80 caracteres.',
      email: 'Introduce un correo electrónico válido (máximo 254 caracteres).',
      /** The rest of the password policy is contracts' `passwordProblems`. */
      passwordNotText: 'La contraseña debe ser un texto.',
    },
    login: {
      email: 'Introduce tu correo electrónico.',
      password: 'Introduce tu contraseña.',
    },
    changePassword: {
      currentPassword: 'Introduce tu contraseña actual.',
      newPassword: `Introduce la nueva contraseña (máximo ${PASSWORD_MAX_LENGTH} caracteres).`,
    },
    profile: {
      firstName: 'El nombre debe tener entre 1 y 80 caracteres.',
      lastName: 'Los apellidos deben tener entre 1 y 80 caracteres.',
      preferences: 'Las preferencias deben ser un objeto.',
      theme: 'El tema debe ser "dark", "light" o "auto".',
      timeZone,
    },
    listUsers: {
      search: 'La búsqueda debe ser un texto de como máximo 100 caracteres.',
      status: `El estado debe ser uno de: ${USER_STATUSES.join(', ')}.`,
      role: `El rol debe ser uno de: ${ROLES.join(', ')}.`,
      sort: `El orden debe ser por uno de estos campos: ${USER_SORT_FIELDS.join(', ')}.`,
      order: 'La dirección del orden debe ser "asc" o "desc".',
    },
    requests: {
      ids: `Indica entre 1 y ${MAX_BULK_APPROVE} solicitudes en "ids".`,
      id: 'Cada elemento de "ids" debe ser un identificador válido.',
      rejectionReason: 'El motivo debe ser un texto de como máximo 500 caracteres.',
    },
    stats: {
      /** Also the answer when Postgres does not know a zone class-validator accepted. */
      timeZone,
    },
  },
} as const;
