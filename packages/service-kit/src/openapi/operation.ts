import type { OperationObject, ResponseObject, SchemaObject } from '@nestjs/swagger';
import { ACCESS_COOKIE, ErrorCode } from '@pipcrafters/contracts';
import { type AccessLevel, accessLevel, type RoutePolicy } from '../access-policy';

/**
 * What an operation of the platform's OpenAPI documents says beyond plain OpenAPI: who may call it, derived from
 * its route-policy decorators and never written by hand.
 */
export interface PlatformOperation extends OperationObject {
  /** `public`, `signed-in` (an ACTIVE account unless `x-any-account-status`) or `admin`. */
  'x-access'?: AccessLevel;
  /** A signed-in caller whose account is PENDING, REJECTED or SUSPENDED may call it too. */
  'x-any-account-status'?: boolean;
}

/** A response of the platform's error body, with the `code`s it may carry. */
export interface ErrorResponse extends ResponseObject {
  'x-error-codes'?: ErrorCode[];
}

/** Where a document's component schemas live; a `$ref` to a DTO's schema starts with it. */
export const SCHEMA_REF_PREFIX = '#/components/schemas/';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The methods that change something, and so must pass the gateway's CSRF check. */
export const isWrite = (method: HttpMethod) => !['get', 'head', 'options'].includes(method);

export const API_ERROR = 'ApiError';

/** `{ statusCode, message, code, details? }`: every error of the gateway and of every service. */
export const API_ERROR_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['statusCode', 'message', 'code'],
  properties: {
    statusCode: { type: 'integer', minimum: 400, maximum: 599 },
    message: { type: 'string', description: 'Mensaje en español para la persona usuaria.' },
    code: { type: 'string', enum: Object.values(ErrorCode) },
    details: { type: 'array', items: { type: 'string' }, description: 'Un mensaje por dato no válido.' },
  },
};

/** How the access token travels: the httpOnly cookie the browser holds, or a bearer header. */
export const SECURITY_SCHEMES = {
  accessCookie: { type: 'apiKey', in: 'cookie', name: ACCESS_COOKIE },
  bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
} as const;

const ERROR_DESCRIPTIONS: Record<string, string> = {
  400: 'Datos no válidos.',
  401: 'Sin sesión iniciada, o la sesión terminó.',
  403: 'Rechazada: la cuenta, su rol o la petición no lo permiten.',
  404: 'No existe, o no es de quien llama.',
  413: 'Cuerpo demasiado grande.',
  429: 'Demasiados intentos.',
  502: 'El servicio respondió de forma inválida.',
  503: 'El servicio no está disponible.',
  504: 'El servicio tardó demasiado.',
  default: 'Cualquier otro error, con el mismo cuerpo.',
};

/** Adds (or widens) an error response: its description, the error body and the codes it may carry. */
export function addErrorResponse(
  operation: OperationObject,
  status: number | 'default',
  codes: ErrorCode[],
): void {
  const existing = operation.responses[status] as ErrorResponse | undefined;
  const known = existing?.['x-error-codes'] ?? [];
  const response: ErrorResponse = {
    description: existing?.description ?? ERROR_DESCRIPTIONS[status] ?? 'Error.',
    content: { 'application/json': { schema: { $ref: `${SCHEMA_REF_PREFIX}${API_ERROR}` } } },
    'x-error-codes': [...known, ...codes.filter((code) => !known.includes(code))],
  };
  operation.responses[status] = response;
}

/** The access extensions of an operation and the refusals its policy can answer with (401, 403). */
export function describeAccess(operation: PlatformOperation, policy: RoutePolicy): void {
  operation['x-access'] = accessLevel(policy);
  if (policy.audience !== 'signed-in') {
    delete operation['x-any-account-status'];
    operation.security = [];
    return;
  }
  if (policy.anyAccountStatus) operation['x-any-account-status'] = true;
  else delete operation['x-any-account-status'];
  operation.security = Object.keys(SECURITY_SCHEMES).map((scheme) => ({ [scheme]: [] }));
  addErrorResponse(operation, 401, [ErrorCode.UNAUTHENTICATED]);
  const refusals: ErrorCode[] = policy.anyAccountStatus
    ? []
    : [ErrorCode.ACCOUNT_PENDING, ErrorCode.ACCOUNT_REJECTED, ErrorCode.ACCOUNT_SUSPENDED];
  if (policy.roles.length > 0) {
    refusals.push(policy.roles.includes('ADMIN') ? ErrorCode.ADMIN_REQUIRED : ErrorCode.FORBIDDEN);
  }
  if (refusals.length > 0) addErrorResponse(operation, 403, refusals);
}
