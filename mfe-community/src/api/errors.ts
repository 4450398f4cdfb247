import { ApiError, NETWORK_ERROR } from '@pipcrafters/api-client';
import { Messages } from '@pipcrafters/contracts';

/** The spec's messages, word for word: one per thing that failed. */
export const CommunityMessages = {
  loadList: 'Error al cargar posts',
  load: 'Error al cargar post',
  create: 'Error al crear post',
  update: 'Error al actualizar post',
  remove: 'Error al eliminar post',
  addComment: 'Error al añadir comentario',
  removeComment: 'Error al eliminar comentario',
} as const;

/** What went wrong, under the general message: "Error de red", or "Error {status}" with the server's text. */
export interface CommunityErrorDetail {
  headline: string;
  /** The server's Spanish message, when it sent one. */
  message: string | null;
  /** Field messages of a validation failure, other than `message`. */
  details: string[];
}

export function communityErrorDetail(error: unknown): CommunityErrorDetail {
  if (!(error instanceof ApiError)) return { headline: Messages.unknownError, message: null, details: [] };
  if (error.code === NETWORK_ERROR || error.status === 0)
    return { headline: Messages.networkError, message: null, details: [] };
  const message =
    error.message && error.message !== `Error del servidor: ${error.status}` ? error.message : null;
  return {
    headline: `Error ${error.status}`,
    message,
    details: (error.details ?? []).filter((detail) => detail && detail !== message),
  };
}

/** The detail as one line, for a toast. */
export function communityErrorText(error: unknown): string {
  const { headline, message } = communityErrorDetail(error);
  return message ? `${headline}: ${message}` : headline;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
