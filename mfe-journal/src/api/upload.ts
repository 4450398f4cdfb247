import { ApiError, apiFetch, NETWORK_ERROR } from '@pipcrafters/api-client';
import { CSRF_HEADER, CSRF_HEADER_VALUE, ErrorCode, Messages } from '@pipcrafters/contracts';

export interface UploadOptions {
  /** Fraction of the request body sent, 0–1 (fetch cannot report it; XMLHttpRequest can). */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function send<T>(path: string, form: FormData, options: UploadOptions): Promise<{ status: number; body: T }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader(CSRF_HEADER, CSRF_HEADER_VALUE);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onUploadProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      resolve({ status: request.status, body: body as T });
    };
    request.onerror = () => reject(new ApiError(0, NETWORK_ERROR, Messages.networkError));
    request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

function failure(status: number, body: unknown): ApiError {
  if (status === 413)
    return new ApiError(413, ErrorCode.PAYLOAD_TOO_LARGE, 'El archivo es demasiado grande (máximo 25 MB).');
  return ApiError.fromBody(
    status,
    body && typeof body === 'object' ? (body as object) : {},
    `Error del servidor: ${status}`,
  );
}

/**
 * A multipart POST with upload progress, with the API client's CSRF header and cookies. A 401 lets the API client
 * renew the session (its refresh-once, shared with every other call) and is tried once more.
 */
export async function uploadForm<T>(
  path: string,
  form: () => FormData,
  options: UploadOptions = {},
): Promise<T> {
  let reply = await send<T>(path, form(), options);
  if (reply.status === 401) {
    await apiFetch('/api/journal/accounts').catch(() => undefined);
    reply = await send<T>(path, form(), options);
  }
  if (reply.status >= 200 && reply.status < 300) return reply.body;
  throw failure(reply.status, reply.body);
}
