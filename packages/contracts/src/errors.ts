/** Machine-readable error codes shared by the gateway, the services and the front end. */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  ADMIN_REQUIRED: 'ADMIN_REQUIRED',
  ACCOUNT_PENDING: 'ACCOUNT_PENDING',
  ACCOUNT_REJECTED: 'ACCOUNT_REJECTED',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  /** Changing the password: the current one given is wrong (400, never 401: the session itself is fine). */
  CURRENT_PASSWORD_INVALID: 'CURRENT_PASSWORD_INVALID',
  REFRESH_INVALID: 'REFRESH_INVALID',
  CSRF_REJECTED: 'CSRF_REJECTED',
  RATE_LIMITED: 'RATE_LIMITED',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  SELF_ACTION_FORBIDDEN: 'SELF_ACTION_FORBIDDEN',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  BAD_GATEWAY: 'BAD_GATEWAY',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  GATEWAY_TIMEOUT: 'GATEWAY_TIMEOUT',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Every error body, from the gateway and every service, has this shape. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  code: ErrorCode;
  /** Field-level validation messages, when the error is a validation failure. */
  details?: string[];
  /** The same text as `message`, under the name the spec gives it for strategies; every error body carries it. */
  error?: string;
}

/** Codes for which the shell shows the pending / blocked account screens. */
export const ACCOUNT_BLOCK_CODES: readonly ErrorCode[] = [
  ErrorCode.ACCOUNT_PENDING,
  ErrorCode.ACCOUNT_REJECTED,
  ErrorCode.ACCOUNT_SUSPENDED,
];

/** How deep a request body may nest objects and arrays (the body itself is level 1); deeper is a 400. */
export const MAX_INPUT_DEPTH = 32;
/** How many elements one array of a request body (or one repeated query parameter) may hold; more is a 400. */
export const MAX_INPUT_ARRAY_LENGTH = 1000;

/** Spanish messages used by more than one part (the spec's texts, word for word where it gives them). */
export const Messages = {
  loginFailed: 'Error al iniciar sesión',
  registerFailed: 'Error al registrarse',
  unauthenticated: 'No autorizado. Por favor inicia sesión.',
  sessionExpired: 'Sesión expirada. Por favor, inicia sesión nuevamente',
  bearerRequired:
    'Esta API solo acepta el token de acceso en la cabecera Authorization: Bearer, no la cookie de sesión.',
  sessionExpiredBanner: 'Sesión expirada. Redirigiendo al login...',
  adminRequired: 'Necesitas permisos de administrador para esta acción.',
  accountPending: 'Tu cuenta está pendiente de aprobación.',
  accountRejected: 'Tu solicitud de registro fue rechazada.',
  accountSuspended: 'Tu cuenta está suspendida. Contacta con el equipo de PipCrafters.',
  csrfRejected: 'Solicitud rechazada por seguridad: falta la cabecera anti-CSRF o el origen no es válido.',
  rateLimited: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
  notFound: 'Recurso no encontrado.',
  badRequest: 'La petición no es válida.',
  forbidden: 'No tienes permiso para realizar esta acción.',
  conflict: 'El recurso ya existe o está en conflicto.',
  methodNotAllowed: 'Método no permitido.',
  unsupportedMediaType: 'Tipo de contenido no admitido.',
  payloadTooLarge: 'La petición es demasiado grande.',
  invalidJson: 'El cuerpo de la petición no es un JSON válido.',
  bodyNotObject: 'El cuerpo de la petición debe ser un objeto JSON.',
  invalidData: 'Los datos enviados no son válidos.',
  invalidFormat: 'Algún dato de la petición no tiene un formato válido.',
  invalidId: 'El identificador no es válido.',
  invalidCharacters:
    'Los datos enviados contienen caracteres no permitidos (el carácter nulo o un carácter Unicode mal formado).',
  invalidUrl: 'La dirección de la petición contiene caracteres no permitidos o mal codificados.',
  headersTooLarge: 'La dirección o las cabeceras de la petición son demasiado largas.',
  inputTooDeep: `Los datos enviados tienen demasiados niveles de anidación (máximo ${MAX_INPUT_DEPTH}).`,
  inputArrayTooLong: `Una lista de los datos enviados tiene demasiados elementos (máximo ${MAX_INPUT_ARRAY_LENGTH}).`,
  unsupportedEncoding:
    'La codificación del cuerpo de la petición no está admitida (solo gzip, deflate o br).',
  invalidEncoding: 'El cuerpo de la petición no se pudo descomprimir: no corresponde a su Content-Encoding.',
  nameCharacters:
    'Este campo no admite caracteres invisibles, de control ni de cambio de dirección del texto.',
  badGateway: 'El servicio respondió de forma inválida. Inténtalo de nuevo.',
  serviceUnavailable: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
  databaseUnavailable: 'La base de datos no está disponible en este momento.',
  gatewayTimeout: 'El servicio tardó demasiado en responder. Inténtalo de nuevo.',
  internalError: 'Error interno del servidor. Inténtalo de nuevo más tarde.',
  unknownError: 'Error desconocido',
  networkError: 'Error de red',
} as const;

/** Validation messages about one field of a body or query, named by its path (`preferences.theme`). */
export const FieldMessages = {
  notAllowed: (path: string): string => `El campo "${path}" no está permitido.`,
  notObject: (path: string): string => `El campo "${path}" debe ser un objeto.`,
  invalid: (path: string): string => `El campo "${path}" no es válido.`,
} as const;

/** The 413 text, naming the limit that was passed when there is one ("… (máximo 1 MB)."). */
export function payloadTooLargeMessage(limitBytes?: number): string {
  if (!limitBytes) return Messages.payloadTooLarge;
  const size =
    limitBytes >= 1024 * 1024
      ? `${Number((limitBytes / (1024 * 1024)).toFixed(1)).toLocaleString('es-ES')} MB`
      : `${Math.round(limitBytes / 1024).toLocaleString('es-ES')} KB`;
  return `${Messages.payloadTooLarge.slice(0, -1)} (máximo ${size}).`;
}
