import { fillPath } from '../../contract/endpoint.ts';
import { ENDPOINTS, type StorefrontEndpointName } from '../../contract/endpoints.ts';
import { API_BASE, type ApiErrorBody, type ApiResult, NO_TOKEN_MESSAGE } from './api.ts';
import { getStoredToken } from './auth-storage.ts';

// Files the API sends itself (invoices, packing slips): fetched with the stored bearer token, as a
// signed-in call is, then handed to the browser to save under the filename the server named, or opened
// in a new tab. Like call(), neither throws: each resolves to success, or to the failure in the
// server's words.

/** What a download gave: the file's name and its media type. */
export interface Downloaded {
  filename: string;
  type: string;
}

/** The filename in a Content-Disposition header (`filename="…"` or RFC 5987 `filename*=`), if any. */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || null;
}

/** How long a file handed to the browser stays in memory: long enough for it to read the file. */
const KEEP_MS = 60_000;

/** Hands a file to the browser: a link to it with `download`, clicked, then let go. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started reading the file by now; keep the URL a little in case it has not.
  setTimeout(() => URL.revokeObjectURL(url), KEEP_MS);
}

async function failureBody(response: Response): Promise<ApiErrorBody> {
  const fallback = response.statusText || `Request failed with status ${response.status}`;
  try {
    const body: unknown = JSON.parse(await response.text());
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      const record = body as Record<string, unknown>;
      const message = typeof record.message === 'string' && record.message ? record.message : fallback;
      return { ...record, message };
    }
  } catch {
    // not JSON: a proxy's page
  }
  return { message: fallback };
}

const failed = (message: string, status = 500): ApiResult<never> => ({
  success: false,
  error: { message },
  status,
});

/**
 * Fetches the file at `path` under /api with the stored token and hands it to `use`. Never throws: no
 * token, no answer, a refusal (in the server's words) and an unreadable file are failures.
 */
async function fetchFile<T>(path: string, use: (blob: Blob, response: Response) => T): Promise<ApiResult<T>> {
  const token = getStoredToken();
  if (!token) return failed(NO_TOKEN_MESSAGE, 401);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: 'GET',
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/pdf, application/json' },
    });
  } catch (error) {
    return failed(error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) return { success: false, error: await failureBody(response), status: response.status };
  try {
    const data = use(await response.blob(), response);
    return { success: true, data, status: response.status };
  } catch (error) {
    return failed(error instanceof Error ? error.message : 'Download failed', response.status || 500);
  }
}

/** Downloads the file at `path` under /api with the stored token; `fallbackName` when the server names none. */
export function downloadPath(path: string, fallbackName: string): Promise<ApiResult<Downloaded>> {
  return fetchFile(path, (blob, response) => {
    const filename = filenameOf(response.headers.get('content-disposition')) ?? fallbackName;
    saveFile(blob, filename);
    return { filename, type: blob.type };
  });
}

/**
 * Opens the file at `path` under /api in a new tab. The tab is opened at once (a browser lets a click
 * open one), pointed at the file when it arrives, and closed when it cannot be had.
 */
export async function openPath(path: string): Promise<ApiResult<{ type: string }>> {
  if (!getStoredToken()) return failed(NO_TOKEN_MESSAGE, 401);
  const tab = window.open('', '_blank');
  const result = await fetchFile(path, (blob) => {
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), KEEP_MS);
    return { type: blob.type };
  });
  if (!result.success) tab?.close();
  return result;
}

/** Downloads a storefront endpoint's file by name (e.g. 'orderInvoice'). */
export function download(
  name: StorefrontEndpointName,
  params: Record<string, string>,
  fallbackName: string,
): Promise<ApiResult<Downloaded>> {
  return downloadPath(fillPath(ENDPOINTS[name].path, params), fallbackName);
}
