import type { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminStockExportQuery,
  adminStockImportQuery,
  adminStockImportResponse,
  CSV_TYPE,
  STOCK_SHEET_MAX_BYTES,
  STOCK_SHEET_MESSAGES,
} from '../../../../contract/admin-stock.ts';
import { payloadTooLarge, unsupportedMediaType } from '../../../lib/errors.ts';
import { route } from '../../../lib/route.ts';
import { actorOf } from '../../staff/index.ts';
import type { StockSheet } from './stock-sheet-service.ts';

// The stock sheet's routes (/api/admin/stock/*). The import's body is the CSV itself: this plugin
// leaves every body but JSON unread until the staff check has passed, then reads it (at most 5 MB).

const tooLarge = () => payloadTooLarge(STOCK_SHEET_MESSAGES.tooLarge);
const notCsv = () => unsupportedMediaType(STOCK_SHEET_MESSAGES.notCsv);

const isCsv = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() === CSV_TYPE;

/** preValidation, after the guard: the CSV body as text, or 415 / 413 in the sheet's words. */
async function readCsvBody(request: FastifyRequest): Promise<void> {
  if (!isCsv(request)) throw notCsv();
  const announced = Number(request.headers['content-length']);
  if (Number.isFinite(announced) && announced > STOCK_SHEET_MAX_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  // An empty body reaches no parser: there is nothing to read.
  const stream = (request.body ?? []) as Readable | [];
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += bytes.length;
    if (size > STOCK_SHEET_MAX_BYTES) throw tooLarge();
    chunks.push(bytes);
  }
  request.body = Buffer.concat(chunks).toString('utf8');
}

const tags = ['console: catalogue'];

export const stockSheetRoutes =
  (sheet: StockSheet): FastifyPluginAsync =>
  async (app) => {
    // Bodies other than JSON reach the route unread (a stream): only a staff member's is read.
    app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    route(
      app,
      'adminStockExport',
      {
        tags,
        summary: 'The stock sheet (CSV): one row per size of every colour of the chosen products',
        description:
          'Columns: product_id, product, colour, colour_name, size, stock; products by name. Filters as ' +
          'the product list (brand, category, status). Edit the stock column and import the sheet back.',
        querystring: adminStockExportQuery,
        produces: CSV_TYPE,
      },
      async (request, reply) => {
        const { filename, csv } = sheet.exportSheet(request.query);
        return reply
          .header('content-type', `${CSV_TYPE}; charset=utf-8`)
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(csv);
      },
    );

    route(
      app,
      'adminStockImport',
      {
        tags,
        summary: 'Import a stock sheet (text/csv); ?dryRun=true says what would change and writes nothing',
        description:
          'The header must be exactly product_id,product,colour,colour_name,size,stock (product and ' +
          'colour_name are ignored). Every row is checked: an unknown product, a colour the product does ' +
          'not have, a size the colour does not have, a stock that is not a whole number from 0, the same ' +
          'size twice. A dry run answers the counts, the changes and every wrong row with its line; a real ' +
          'import with a wrong row answers 400 listing them all (`errors`, field "line N") and writes ' +
          'nothing. At most 5 MB.',
        consumes: [CSV_TYPE],
        querystring: adminStockImportQuery,
        body: z.string().meta({ description: 'The stock sheet, as CSV (UTF-8)' }),
        answer: adminStockImportResponse,
        errors: [413, 415],
        preValidation: readCsvBody,
      },
      async (request) => sheet.importSheet(actorOf(request), request.body, { dryRun: request.query.dryRun }),
    );
  };
