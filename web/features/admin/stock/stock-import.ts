import { ADMIN_ENDPOINTS } from '../../../../contract/admin-endpoints.ts';
import {
  type AdminStockExportQuery,
  type AdminStockImportResponse,
  CSV_TYPE,
} from '../../../../contract/admin-stock.ts';
import { fillPath } from '../../../../contract/endpoint.ts';
import { API_BASE, type ApiErrorBody, type ApiResult, NO_TOKEN_MESSAGE } from '../../../lib/api.ts';
import { getStoredToken } from '../../../lib/auth-storage.ts';
import { type Downloaded, downloadPath } from '../../../lib/download.ts';

// The stock sheet's two calls that are not JSON: the export is a CSV file the browser saves, and the
// import's body is the chosen CSV file itself (text/csv), which the call layer (JSON or forms) cannot
// send. Like call(), neither throws: each resolves to success or to the failure in the server's words.

export type StockImportAnswer = AdminStockImportResponse;

/** Downloads the sheet for the filters (empty ones are left out). */
export function downloadStockSheet(filters: AdminStockExportQuery): Promise<ApiResult<Downloaded>> {
  const query = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return downloadPath(
    `${ADMIN_ENDPOINTS.adminStockExport.path}${query ? `?${query}` : ''}`,
    'stock-sheet.csv',
  );
}

async function failureBody(response: Response): Promise<ApiErrorBody> {
  const fallback = response.statusText || `Request failed with status ${response.status}`;
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      const record = body as Record<string, unknown>;
      return {
        ...record,
        message: typeof record.message === 'string' && record.message ? record.message : fallback,
      };
    }
  } catch {
    // not JSON: a proxy's page
  }
  return { message: fallback };
}

/** Sends the sheet to POST /api/admin/stock/import (?dryRun=true to only check it). */
export async function importStockSheet(sheet: Blob, dryRun: boolean): Promise<ApiResult<StockImportAnswer>> {
  const token = getStoredToken();
  if (!token) return { success: false, error: { message: NO_TOKEN_MESSAGE }, status: 401 };
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${fillPath(ADMIN_ENDPOINTS.adminStockImport.path)}?dryRun=${dryRun}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', 'Content-Type': CSV_TYPE },
      body: sheet,
    });
  } catch (error) {
    return {
      success: false,
      error: { message: error instanceof Error ? error.message : 'Network error' },
      status: 500,
    };
  }
  if (!response.ok) return { success: false, error: await failureBody(response), status: response.status };
  try {
    return { success: true, data: (await response.json()) as StockImportAnswer, status: response.status };
  } catch {
    return { success: false, error: { message: 'The answer could not be read.' }, status: response.status };
  }
}
