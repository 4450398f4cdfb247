import { CSRF_HEADER_VALUE } from '@pipcrafters/contracts';

const UPSTREAM_SILENT = 'no responde';

/**
 * Every text of the gateway's own a client can read, in one place (`messages.test.ts` fails on a Spanish one written
 * elsewhere in src). The HTTP errors it shares with the services (401, 403 CSRF, 404, 413, 429, 502–504 ...) are
 * contracts' `Messages`; texts that only reach the logs stay where they are written.
 */
export const GatewayMessages = {
  /** Socket.io handshake refusals: the `connect_error` message. */
  realtime: {
    foreignOrigin: 'Conexión en tiempo real rechazada: el origen no está permitido.',
    unknownNamespace: 'Conexión en tiempo real rechazada: ese espacio de nombres no existe.',
    /** engine.io's refusals by its error code (`Server.errors`). */
    engineErrors: {
      0: 'Conexión en tiempo real rechazada: el transporte no existe.',
      1: 'Conexión en tiempo real rechazada: la sesión de transporte no existe o ya terminó.',
      2: 'Conexión en tiempo real rechazada: el método de la petición no es válido.',
      3: 'Conexión en tiempo real rechazada: la petición no es válida.',
      4: 'Conexión en tiempo real rechazada: no tienes permiso.',
      5: 'Conexión en tiempo real rechazada: la versión del protocolo no está admitida.',
    },
    tooManySockets: (max: number): string =>
      `Demasiadas conexiones en tiempo real abiertas con esta cuenta (máximo ${max}). Cierra alguna pestaña y vuelve a intentarlo.`,
  },

  /** `GET /api/health`: the detail of a service that did not answer its own /health. */
  health: {
    serviceDown: 'No responde.',
  },

  /** `/api/docs`: the merged OpenAPI document and its Swagger UI page. */
  docs: {
    notReady: 'La documentación de la API aún no está lista.',
    pageTitle: 'PipCrafters · Documentación de la API',
    title: 'PipCrafters API',
    /** The document's description, naming the services whose documents are missing (`api (reason)`). */
    description: (missing: readonly string[]): string =>
      'Todas las rutas de /api: las de la pasarela y las de cada servicio. `x-access` dice quién puede llamar ' +
      '(public, signed-in, admin) y `x-any-account-status` si también una cuenta pendiente, rechazada o ' +
      'suspendida; ambos salen de los decoradores de cada ruta.' +
      (missing.length ? `\n\nSin documento de: ${missing.join(', ')}; sus rutas faltan aquí.` : ''),
    csrfHeader: `Obligatoria (${CSRF_HEADER_VALUE}) cuando la sesión va en la cookie; no con Authorization: Bearer.`,
    /** Why a service's document is missing (`x-upstreams[].error` and the description). */
    upstreamStatus: (statusCode: number): string => `respondió ${statusCode}`,
    upstreamNotOpenApi: 'el documento no es OpenAPI',
    upstreamSilent: UPSTREAM_SILENT,
    upstreamUnreachable: (reason: string): string => `${UPSTREAM_SILENT} (${reason})`,
  },
} as const;
