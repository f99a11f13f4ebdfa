import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Download, FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  type ProductStatus,
} from '../../../../contract/admin-products.ts';
import {
  STOCK_SHEET_HEADER,
  STOCK_SHEET_MAX_BYTES,
  STOCK_SHEET_MESSAGES,
  type StockSheetError,
} from '../../../../contract/admin-stock.ts';
import { failureText, fieldErrors } from '../../../lib/failure.ts';
import { choiceName, useBrands, useCategories } from '../catalogue/use-choices.ts';
import { useCanWrite } from '../console-context.ts';
import { formatCount } from '../console-format.ts';
import { consoleKeys } from '../console-keys.ts';
import { useConsoleTitle } from '../console-query.ts';
import { useWide } from '../orders/desk.ts';
import {
  Card,
  cellClass,
  Detail,
  errorClass,
  Field,
  inputClass,
  PageHeader,
  primaryButton,
  secondaryButton,
  Table,
} from '../ui.tsx';
import { downloadStockSheet, importStockSheet, type StockImportAnswer } from './stock-import.ts';

// The stock sheet: download the stock of every size as CSV (for a brand, a category or a status, as
// the product list filters), change the stock column in a spreadsheet and import it back. An import is
// checked first (a dry run: what would change, and every wrong row with its line and reason); it can be
// applied only when no row is wrong. The filters live in the address.

const said = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

const IMPORT_FAILED = {
  failed: 'The sheet could not be checked.',
  noAnswer: 'The sheet could not be checked: check the connection and try again.',
};
const APPLY_FAILED = {
  failed: 'The stock could not be updated.',
  noAnswer: 'The stock could not be updated: check the connection and try again.',
};

/** A real import the server refused for its rows: `errors` as { field: 'line N', msg }. */
function rowErrors(failure: unknown): StockSheetError[] {
  return fieldErrors(failure).flatMap(({ field, msg }) => {
    const line = /^line (\d+)$/.exec(field)?.[1];
    return line ? [{ line: Number(line), reason: msg }] : [];
  });
}

type Step =
  | { at: 'choose' }
  | { at: 'checking'; file: File }
  | { at: 'refused'; file: File | null; message: string; errors: StockSheetError[] }
  | { at: 'checked'; file: File; answer: StockImportAnswer }
  | { at: 'applying'; file: File; answer: StockImportAnswer }
  | { at: 'applied'; answer: StockImportAnswer };

export default function StockSheetPage() {
  useConsoleTitle('Stock sheet');
  const canWrite = useCanWrite('catalogue');
  return (
    <div className="flex flex-col gap-5">
      <PageHeader title="Stock sheet" />
      <p className="max-w-3xl text-sm text-ink-soft">
        Download the stock of every size as a spreadsheet (CSV), change the <strong>stock</strong> column and
        import the sheet back. Only the stock column is read: the product and colour names are there to help
        you find your way.
      </p>
      <ExportCard />
      {canWrite ? (
        <ImportCard />
      ) : (
        <p className="text-sm text-ink-soft">
          Your role can download the sheet; importing one needs a manager.
        </p>
      )}
    </div>
  );
}

function ExportCard() {
  const [params, setParams] = useSearchParams();
  const brands = useBrands();
  const categories = useCategories();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const brand = params.get('brand') ?? '';
  const category = params.get('category') ?? '';
  const rawStatus = params.get('status') ?? '';
  const status = (PRODUCT_STATUSES as readonly string[]).includes(rawStatus)
    ? (rawStatus as ProductStatus)
    : '';

  function setFilter(name: string, value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  }

  async function download() {
    setBusy(true);
    setFailure(null);
    const result = await downloadStockSheet({
      brand: brand || undefined,
      category: category || undefined,
      status: status || undefined,
    });
    setBusy(false);
    if (!result.success)
      setFailure(
        failureText(result, {
          failed: 'The sheet could not be downloaded.',
          noAnswer: 'The sheet could not be downloaded: check the connection and try again.',
        }),
      );
  }

  return (
    <Card title="Download">
      <p className="mb-3 text-sm text-ink-soft">
        One row for each size of each colour. A large catalogue makes a long sheet (a spreadsheet opens about
        a million rows at most): choose a brand or a category to get the part you are counting.
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Brand">
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={brand}
              onChange={(event) => setFilter('brand', event.target.value)}
            >
              <option value="">All brands</option>
              {(brands.data ?? []).map((b) => (
                <option key={b._id} value={b._id}>
                  {choiceName(b)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Category">
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={category}
              onChange={(event) => setFilter('category', event.target.value)}
            >
              <option value="">All categories</option>
              {(categories.data ?? []).map((c) => (
                <option key={c._id} value={c._id}>
                  {choiceName(c)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Status">
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={status}
              onChange={(event) => setFilter('status', event.target.value)}
            >
              <option value="">Draft, live and archived</option>
              {PRODUCT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {PRODUCT_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <button
        type="button"
        className={`${primaryButton} mt-4`}
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy}
      >
        <Download className="size-4" aria-hidden="true" />
        {busy ? 'Preparing the sheet…' : 'Download the sheet'}
      </button>
      {failure ? (
        <p role="alert" className={errorClass}>
          {failure}
        </p>
      ) : null}
    </Card>
  );
}

function ImportCard() {
  const client = useQueryClient();
  const [step, setStep] = useState<Step>({ at: 'choose' });
  const input = useRef<HTMLInputElement>(null);

  async function check(file: File) {
    if (file.size > STOCK_SHEET_MAX_BYTES) {
      setStep({ at: 'refused', file, message: STOCK_SHEET_MESSAGES.tooLarge, errors: [] });
      return;
    }
    setStep({ at: 'checking', file });
    const result = await importStockSheet(file, true);
    if (result.success) setStep({ at: 'checked', file, answer: result.data });
    else setStep({ at: 'refused', file, message: failureText(result, IMPORT_FAILED), errors: [] });
  }

  async function apply(file: File, answer: StockImportAnswer) {
    setStep({ at: 'applying', file, answer });
    const result = await importStockSheet(file, false);
    if (result.success) {
      setStep({ at: 'applied', answer: result.data });
      void client.invalidateQueries({ queryKey: consoleKeys.products });
      void client.invalidateQueries({ queryKey: ['admin', 'product'] });
      return;
    }
    setStep({ at: 'refused', file, message: failureText(result, APPLY_FAILED), errors: rowErrors(result) });
  }

  function again() {
    setStep({ at: 'choose' });
    if (input.current) input.current.value = '';
  }

  return (
    <Card title="Import">
      <div className="flex flex-col gap-4">
        <Field
          label="Stock sheet (CSV)"
          hint={`The first line must be ${STOCK_SHEET_HEADER}. At most 5 MB. It is checked before anything is written.`}
        >
          {(control) => (
            <input
              {...control}
              ref={input}
              type="file"
              accept=".csv,text/csv"
              className={`${inputClass} file:mr-3 file:rounded-full file:border-0 file:bg-cream file:px-3 file:py-1 file:font-semibold`}
              disabled={step.at === 'checking' || step.at === 'applying'}
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Cleared, so the same file (fixed in the meantime) can be chosen again.
                event.target.value = '';
                if (file) void check(file);
              }}
            />
          )}
        </Field>

        {step.at === 'checking' ? (
          <p role="status" className="text-sm text-ink-soft">
            <FileUp className="mr-1 inline size-4" aria-hidden="true" />
            Checking {step.file.name}…
          </p>
        ) : null}

        {step.at === 'refused' ? (
          <div className="flex flex-col gap-3">
            <p role="alert" className={errorClass}>
              {step.file ? `${step.file.name}: ` : ''}
              {step.message}
            </p>
            {step.errors.length > 0 ? <BadRows errors={step.errors} /> : null}
          </div>
        ) : null}

        {step.at === 'checked' || step.at === 'applying' ? (
          <Checked
            name={step.file.name}
            answer={step.answer}
            busy={step.at === 'applying'}
            onApply={() => void apply(step.file, step.answer)}
            onCancel={again}
          />
        ) : null}

        {step.at === 'applied' ? (
          <div
            role="status"
            className="flex flex-col items-start gap-3 rounded-card bg-mint px-4 py-3 text-leaf"
          >
            <p className="flex items-center gap-2 font-semibold">
              <CircleCheck className="size-5" aria-hidden="true" />
              {STOCK_SHEET_MESSAGES.imported} {said(step.answer.changed, 'size', 'sizes')} changed in{' '}
              {said(step.answer.products, 'product', 'products')}.
            </p>
            <p className="text-sm">Shoppers see the new stock now.</p>
            <button type="button" className={secondaryButton} onClick={again}>
              Import another sheet
            </button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}

function Checked({
  name,
  answer,
  busy,
  onApply,
  onCancel,
}: {
  name: string;
  answer: StockImportAnswer;
  busy: boolean;
  onApply: () => void;
  onCancel: () => void;
}) {
  const bad = answer.errors.length;
  return (
    <section aria-label="What the import would change" className="flex flex-col gap-4">
      <p className="text-sm text-ink">
        Checked <strong>{name}</strong>: nothing has been written yet.
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Detail label="Rows read">{formatCount(answer.rows)}</Detail>
        <Detail label="To change">{formatCount(answer.changed)}</Detail>
        <Detail label="Already right">{formatCount(answer.unchanged)}</Detail>
        <Detail label="Products changing">{formatCount(answer.products)}</Detail>
      </dl>
      {bad > 0 ? (
        <>
          <p role="alert" className={errorClass}>
            {said(bad, 'row needs', 'rows need')} fixing. Nothing will be written until every row is right:
            fix them in the sheet and choose it again.
          </p>
          <BadRows errors={answer.errors} />
        </>
      ) : answer.changed === 0 ? (
        <p className="text-sm text-ink">{STOCK_SHEET_MESSAGES.nothingChanged}</p>
      ) : (
        <>
          <Changes answer={answer} />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={primaryButton}
              onClick={onApply}
              disabled={busy}
              aria-busy={busy}
            >
              {busy ? 'Applying…' : `Apply ${said(answer.changed, 'change', 'changes')}`}
            </button>
            <button type="button" className={secondaryButton} onClick={onCancel} disabled={busy}>
              Cancel
            </button>
          </div>
        </>
      )}
    </section>
  );
}

function BadRows({ errors }: { errors: readonly StockSheetError[] }) {
  return (
    <Table caption="Rows to fix" head={['Line', 'Reason']} fit>
      {errors.map((error) => (
        <tr key={error.line}>
          <td className={`${cellClass} w-20 font-semibold`}>{error.line}</td>
          <td className={cellClass}>{error.reason}</td>
        </tr>
      ))}
    </Table>
  );
}

function Changes({ answer }: { answer: StockImportAnswer }) {
  const wide = useWide();
  const shown = answer.changes.length;
  const note =
    shown < answer.changed
      ? `The first ${formatCount(shown)} of ${formatCount(answer.changed)} changes.`
      : null;
  return (
    <div className="flex flex-col gap-2">
      {note ? <p className="text-sm text-ink-soft">{note}</p> : null}
      {wide ? (
        <Table caption="Changes" head={['Line', 'Product', 'Colour', 'Size', 'Now', 'New']}>
          {answer.changes.map((c) => (
            <tr key={c.line}>
              <td className={cellClass}>{c.line}</td>
              <td className={cellClass}>{c.product}</td>
              <td className={cellClass}>
                <Swatch colour={c.colour} /> {c.colourName}
              </td>
              <td className={cellClass}>{c.size}</td>
              <td className={cellClass}>{formatCount(c.before)}</td>
              <td className={`${cellClass} font-semibold`}>{formatCount(c.after)}</td>
            </tr>
          ))}
        </Table>
      ) : (
        <ul aria-label="Changes" className="flex flex-col gap-2">
          {answer.changes.map((c) => (
            <li key={c.line} className="rounded-card bg-paper p-3 text-sm ring-1 ring-line/60">
              <p className="font-semibold text-ink">{c.product}</p>
              <p className="text-ink-soft">
                <Swatch colour={c.colour} /> {c.colourName}, size {c.size} · line {c.line}
              </p>
              <p className="text-ink">
                {formatCount(c.before)} → <strong>{formatCount(c.after)}</strong>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Swatch({ colour }: { colour: string }) {
  return (
    <span
      className="inline-block size-3 rounded-full align-middle ring-1 ring-line"
      style={{ backgroundColor: colour }}
      aria-hidden="true"
    />
  );
}
