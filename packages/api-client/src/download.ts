import { Messages } from '@pipcrafters/contracts';
import { ApiError, NETWORK_ERROR } from './api-error';
import { apiFetch } from './api-fetch';

/** The file name a `Content-Disposition` header gives (`filename*=UTF-8''…` first, then `filename="…"`), if any. */
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

/** Saves a blob under a name, as a download of the page. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the object URL after the click returns; let it go once the download has surely started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function get(path: string, accept: string): Promise<Response> {
  try {
    return await fetch(path, { credentials: 'include', headers: { Accept: accept } });
  } catch {
    throw new ApiError(0, NETWORK_ERROR, Messages.networkError);
  }
}

/**
 * Downloads a file an endpoint writes (CashCrafter's movements as CSV, a chatbot's JSON, a draft's Markdown or HTML,
 * the social calendar's CSV or iCalendar) with the session's cookies, under the name the server gives. Unlike a
 * plain link, a refusal shows the server's Spanish message instead of being saved as the file, and an expired access
 * token is renewed through the client's one shared refresh before the request is tried again.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  accept = '*/*, application/json',
): Promise<void> {
  let response = await get(path, accept);
  if (response.status === 401) {
    await response.arrayBuffer().catch(() => undefined);
    await apiFetch('/api/auth/me').catch(() => undefined);
    response = await get(path, accept);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw ApiError.fromBody(
      response.status,
      body && typeof body === 'object' ? body : {},
      `Error del servidor: ${response.status}`,
    );
  }
  saveBlob(await response.blob(), fileNameFrom(response.headers.get('content-disposition')) ?? fallbackName);
}
