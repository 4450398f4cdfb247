import { ApiError, apiFetch, NETWORK_ERROR } from '@pipcrafters/api-client';
import { Messages } from '@pipcrafters/contracts';

/** The file name a `Content-Disposition` header gives ("attachment; filename=\"movimientos.csv\""), if any. */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent((encoded[1] as string).trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoded name: the plain one, if any, follows.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? (plain[1] as string).trim() : null;
}

async function get(path: string): Promise<Response> {
  try {
    return await fetch(path, { credentials: 'include', headers: { Accept: 'text/csv, application/json' } });
  } catch {
    throw new ApiError(0, NETWORK_ERROR, Messages.networkError);
  }
}

/**
 * Downloads a file the API writes (the movements' CSV) with the session's cookies, and saves it under the name the
 * server gives. Unlike a plain link, a refusal shows the server's Spanish message instead of saving it as the file,
 * and an expired access token is renewed by the API client (its one shared refresh) and the request tried again.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  let response = await get(path);
  if (response.status === 401) {
    await response.arrayBuffer().catch(() => undefined);
    await apiFetch('/api/finance/settings').catch(() => undefined);
    response = await get(path);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw ApiError.fromBody(
      response.status,
      body && typeof body === 'object' ? body : {},
      `Error del servidor: ${response.status}`,
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFrom(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the object URL after the click returns; let it go once the download has surely started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
