import { ADMIN_ENDPOINTS } from '../../../../contract/admin-endpoints.ts';
import { fillPath } from '../../../../contract/endpoint.ts';
import { API_BASE } from '../../../lib/api.ts';
import { getStoredToken } from '../../../lib/auth-storage.ts';

// The invoice and the packing slip are PDFs behind the staff member's bearer token, so a plain link
// cannot open them: the desk fetches the file with the token and opens it from memory in a new tab.

export type OrderPdf = 'adminOrderInvoice' | 'adminOrderPackingSlip';

/** How long the opened file stays in memory: long enough for the new tab to read it. */
const KEEP_MS = 60_000;

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON: fall through to the generic text.
  }
  return 'The file could not be opened. Try again.';
}

/**
 * Opens one of an order's PDFs in a new tab. The tab is opened at once (a browser lets a click open
 * one) and pointed at the file when it arrives; resolves to null, or to the reason it failed.
 */
export async function openOrderPdf(name: OrderPdf, orderId: string): Promise<string | null> {
  const token = getStoredToken();
  if (!token) return 'Sign in again to open the file.';
  const tab = window.open('', '_blank');
  try {
    const response = await fetch(`${API_BASE}${fillPath(ADMIN_ENDPOINTS[name].path, { orderId })}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/pdf' },
    });
    if (!response.ok) {
      tab?.close();
      return await messageOf(response);
    }
    const url = URL.createObjectURL(await response.blob());
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), KEEP_MS);
    return null;
  } catch {
    tab?.close();
    return 'The file could not be opened. Check the connection and try again.';
  }
}
