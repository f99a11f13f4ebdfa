import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { PAYMENT_METHOD } from '../../../contract/order.ts';
import type { TaxInvoiceFigures, TaxLine } from './gst.ts';
import { stateWithCode } from './state-codes.ts';
import { amountInWords, indianAmount } from './words.ts';

// The invoice and the packing slip as A4 PDFs (pdfkit). Text is set in DejaVu Sans, which has the
// rupee sign; sizes are chosen so an A4 page read in a browser at 768 px wide stays legible.

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 36;
const A4_WIDTH = 595.28;
const A4_HEIGHT = 841.89;
const CONTENT = A4_WIDTH - 2 * MARGIN;
const INK = '#1f2328';
const MUTED = '#57606a';
const RULE = '#d0d7de';
const SHADE = '#f3f4f6';

export interface Seller {
  legalName: string;
  gstin: string;
  address: string;
  state: string;
  pincode: string;
}

export interface ShipTo {
  name: string;
  address: string;
  landmark: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
  alternatePhone: string | null;
}

export interface InvoiceDocument {
  seller: Seller;
  invoiceNumber: string;
  invoiceDate: Date;
  orderNumber: string;
  orderDate: Date;
  shipTo: ShipTo;
  figures: TaxInvoiceFigures;
  couponCode: string | null;
  coinsUsed: number;
}

export interface PackingLine {
  name: string;
  size: string;
  colour: string;
  quantity: number;
}

export interface PackingSlipDocument {
  shopName: string;
  orderNumber: string;
  orderDate: Date;
  shipTo: ShipTo;
  lines: PackingLine[];
  courier: string | null;
  trackingNumber: string | null;
}

const indiaDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});
export const formatIndiaDate = (at: Date) => indiaDate.format(at);

const money = (paise: number) => indianAmount(paise);
const percent = (rate: number) => `${Number.isInteger(rate) ? rate : rate.toFixed(2).replace(/0+$/, '')}%`;

type Doc = PDFKit.PDFDocument;

function newDocument(title: string, at: Date): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title, Creator: 'pdfkit', CreationDate: at, ModDate: at },
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  doc.font('body').fillColor(INK);
  return doc;
}

function finish(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      doc
        .font('body')
        .fontSize(7.5)
        .fillColor(MUTED)
        .text(`Page ${i + 1} of ${range.count}`, MARGIN, A4_HEIGHT - MARGIN + 8, {
          width: CONTENT,
          align: 'right',
          lineBreak: false,
        });
    }
    doc.end();
  });
}

/** Writes label–value pairs as a block at (x, y) of `width`; returns the y below it. */
function pairs(doc: Doc, x: number, y: number, width: number, rows: [string, string][]): number {
  let at = y;
  for (const [label, value] of rows) {
    doc.font('body').fontSize(8.5).fillColor(MUTED).text(label, x, at, { width: 92 });
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(INK)
      .text(value, x + 94, at, { width: width - 94 });
    at = Math.max(doc.y, at + 12) + 2;
  }
  return at;
}

/** A titled block of lines; returns the y below it. */
function block(
  doc: Doc,
  x: number,
  y: number,
  width: number,
  title: string,
  lines: string[],
  bold?: string,
): number {
  doc
    .font('bold')
    .fontSize(8)
    .fillColor(MUTED)
    .text(title.toUpperCase(), x, y, { width, characterSpacing: 0.4 });
  let at = doc.y + 2;
  if (bold) {
    doc.font('bold').fontSize(10).fillColor(INK).text(bold, x, at, { width });
    at = doc.y + 1;
  }
  doc.font('body').fontSize(9).fillColor(INK);
  for (const line of lines.filter(Boolean)) {
    doc.text(line, x, at, { width });
    at = doc.y + 1;
  }
  return at;
}

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

interface TableOptions {
  /** Rows drawn shaded and bold (the delivery line, totals). */
  strong?: ReadonlySet<number>;
  /** Draws an empty tick box in this column instead of text. */
  checkbox?: number;
  fontSize?: number;
}

/** Draws a table from y with a header row repeated on each new page; returns the y below it. */
function table(doc: Doc, y: number, columns: Column[], rows: string[][], options: TableOptions = {}): number {
  const size = options.fontSize ?? 8.5;
  const pad = 4;
  const bottom = A4_HEIGHT - MARGIN - 14;
  const xs: number[] = [];
  columns.reduce((x, c) => {
    xs.push(x);
    return x + c.width;
  }, MARGIN);
  const width = columns.reduce((a, c) => a + c.width, 0);

  const cellHeight = (text: string, column: Column, font: 'body' | 'bold') =>
    doc
      .font(font)
      .fontSize(size)
      .heightOfString(text, { width: column.width - 2 * pad });

  const header = (at: number) => {
    const h = Math.max(...columns.map((c) => cellHeight(c.title, c, 'bold'))) + 2 * pad;
    doc.rect(MARGIN, at, width, h).fill(SHADE);
    columns.forEach((c, i) => {
      doc
        .font('bold')
        .fontSize(size)
        .fillColor(INK)
        .text(c.title, xs[i]! + pad, at + pad, { width: c.width - 2 * pad, align: c.align ?? 'left' });
    });
    doc
      .moveTo(MARGIN, at + h)
      .lineTo(MARGIN + width, at + h)
      .lineWidth(0.8)
      .strokeColor(INK)
      .stroke();
    return at + h;
  };

  let at = header(y);
  rows.forEach((row, r) => {
    const strong = options.strong?.has(r) ?? false;
    const font = strong ? 'bold' : 'body';
    const h = Math.max(...row.map((text, i) => cellHeight(text, columns[i]!, font)), size + 2) + 2 * pad;
    if (at + h > bottom) {
      doc.addPage();
      at = header(MARGIN);
    }
    if (strong) doc.rect(MARGIN, at, width, h).fill(SHADE);
    row.forEach((text, i) => {
      const column = columns[i]!;
      if (options.checkbox === i) {
        const box = 10;
        doc
          .rect(xs[i]! + (column.width - box) / 2, at + (h - box) / 2, box, box)
          .lineWidth(0.8)
          .strokeColor(INK)
          .stroke();
        return;
      }
      doc
        .font(font)
        .fontSize(size)
        .fillColor(INK)
        .text(text, xs[i]! + pad, at + pad, { width: column.width - 2 * pad, align: column.align ?? 'left' });
    });
    doc
      .moveTo(MARGIN, at + h)
      .lineTo(MARGIN + width, at + h)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    at += h;
  });
  return at;
}

const addressLines = (to: ShipTo) => [
  to.address,
  to.landmark,
  `${to.city}, ${to.state} ${to.pincode}`,
  `Phone: ${to.phone}${to.alternatePhone ? `, ${to.alternatePhone}` : ''}`,
];

/** The GST tax invoice of one order. */
export function renderInvoice(invoice: InvoiceDocument): Promise<Buffer> {
  const doc = newDocument(`Tax Invoice ${invoice.invoiceNumber}`, invoice.invoiceDate);
  const { seller, figures, shipTo } = invoice;
  const half = (CONTENT - 24) / 2;

  doc.font('bold').fontSize(18).text('Tax Invoice', MARGIN, MARGIN);
  doc
    .font('body')
    .fontSize(8)
    .fillColor(MUTED)
    .text('Original for recipient', MARGIN, MARGIN + 6, { width: CONTENT, align: 'right' });

  const top = MARGIN + 30;
  const sellerEnd = block(
    doc,
    MARGIN,
    top,
    half,
    'Sold by',
    [
      seller.address,
      `${seller.state} ${seller.pincode}`,
      `GSTIN: ${seller.gstin}`,
      `State: ${stateWithCode(seller.state)}`,
    ],
    seller.legalName,
  );
  const factsEnd = pairs(doc, MARGIN + half + 24, top, half, [
    ['Invoice number', invoice.invoiceNumber],
    ['Invoice date', formatIndiaDate(invoice.invoiceDate)],
    ['Order number', invoice.orderNumber],
    ['Order date', formatIndiaDate(invoice.orderDate)],
    ['Payment', PAYMENT_METHOD],
  ]);

  let y = Math.max(sellerEnd, factsEnd) + 10;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  y += 10;
  const billEnd = block(doc, MARGIN, y, half, 'Bill to', addressLines(shipTo), shipTo.name);
  const shipEnd = block(
    doc,
    MARGIN + half + 24,
    y,
    half,
    'Ship to',
    [...addressLines(shipTo), `Place of supply: ${stateWithCode(shipTo.state)}`],
    shipTo.name,
  );
  y = Math.max(billEnd, shipEnd) + 12;

  const taxColumns: Column[] = figures.intraState
    ? [
        { title: 'CGST', width: 50, align: 'right' },
        { title: 'SGST', width: 50, align: 'right' },
      ]
    : [{ title: 'IGST', width: 62, align: 'right' }];
  const fixed: Column[] = [
    { title: '#', width: 16 },
    { title: 'HSN', width: 34 },
    { title: 'Qty', width: 26, align: 'right' },
    { title: 'Rate (₹)', width: 50, align: 'right' },
    { title: 'Disc. (₹)', width: 50, align: 'right' },
    { title: 'Taxable value (₹)', width: 58, align: 'right' },
    ...taxColumns,
    { title: 'Total (₹)', width: 56, align: 'right' },
  ];
  const description: Column = {
    title: 'Description',
    width: CONTENT - fixed.reduce((a, c) => a + c.width, 0),
  };
  const columns = [fixed[0]!, description, ...fixed.slice(1)];

  const taxCells = (l: TaxLine) =>
    figures.intraState
      ? [`${percent(l.ratePercent / 2)}\n${money(l.cgst)}`, `${percent(l.ratePercent / 2)}\n${money(l.sgst)}`]
      : [`${percent(l.ratePercent)}\n${money(l.igst)}`];
  const row = (n: string, l: TaxLine) => [
    n,
    l.description,
    l.hsn,
    String(l.quantity),
    money(l.unitPrice),
    l.discount ? money(l.discount) : '–',
    money(l.taxable),
    ...taxCells(l),
    money(l.value),
  ];
  const rows = figures.lines.map((l, i) => row(String(i + 1), l));
  if (figures.delivery) rows.push(row('', figures.delivery));
  const t = figures.totals;
  const totalsRow = [
    '',
    'Total',
    '',
    String(figures.lines.reduce((a, l) => a + l.quantity, 0)),
    '',
    t.discount ? money(t.discount) : '–',
    money(t.taxable),
    ...(figures.intraState ? [money(t.cgst), money(t.sgst)] : [money(t.igst)]),
    money(t.total),
  ];
  rows.push(totalsRow);
  y = table(doc, y, columns, rows, { strong: new Set([rows.length - 1]) });

  // The summary, right-aligned under the table.
  const summary: [string, string][] = [
    ['Value of goods (incl. GST)', money(t.gross - (figures.delivery?.gross ?? 0))],
  ];
  if (t.discount) {
    const what = [
      invoice.couponCode ? `coupon ${invoice.couponCode}` : '',
      invoice.coinsUsed ? `${invoice.coinsUsed} coins` : '',
    ]
      .filter(Boolean)
      .join(', ');
    summary.push([`Discount${what ? ` (${what})` : ''}`, money(-t.discount)]);
  }
  if (figures.delivery) summary.push(['Delivery charge (incl. GST)', money(figures.delivery.value)]);
  summary.push(['Taxable value', money(t.taxable)]);
  if (figures.intraState) {
    summary.push(['CGST', money(t.cgst)], ['SGST', money(t.sgst)]);
  } else {
    summary.push(['IGST', money(t.igst)]);
  }
  const needed = summary.length * 14 + 90;
  if (y + needed > A4_HEIGHT - MARGIN - 14) {
    doc.addPage();
    y = MARGIN;
  }
  y += 10;
  const labelX = MARGIN + CONTENT - 300;
  for (const [label, value] of summary) {
    doc.font('body').fontSize(9).fillColor(MUTED).text(label, labelX, y, { width: 200 });
    doc
      .font('body')
      .fontSize(9)
      .fillColor(INK)
      .text(value.replace(/^(-?)/, '$1₹'), labelX + 200, y, { width: 100, align: 'right' });
    y += 14;
  }
  doc
    .moveTo(labelX, y)
    .lineTo(MARGIN + CONTENT, y)
    .lineWidth(0.8)
    .strokeColor(INK)
    .stroke();
  y += 5;
  doc.font('bold').fontSize(11).fillColor(INK).text('Invoice total', labelX, y, { width: 200 });
  doc.text(`₹${money(t.total)}`, labelX + 200, y, { width: 100, align: 'right' });
  y += 22;

  doc.font('bold').fontSize(9).text('Amount in words: ', MARGIN, y, { continued: true });
  doc.font('body').text(amountInWords(t.total), { width: CONTENT });
  y = doc.y + 4;
  doc.font('bold').text('Payment: ', MARGIN, y, { continued: true });
  doc.font('body').text(PAYMENT_METHOD);
  y = doc.y + 10;
  doc
    .font('body')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(
      [
        'Prices include GST. The order discount is shared across the lines in proportion to their value; each ' +
          'piece’s value after it decides its GST rate.',
        figures.delivery
          ? 'The delivery charge is part of one composite supply with the goods and is taxed at the rate of the principal supply.'
          : '',
        'Tax payable on reverse charge: No. This is a computer-generated invoice and needs no signature.',
      ]
        .filter(Boolean)
        .join(' '),
      MARGIN,
      y,
      { width: CONTENT },
    );
  return finish(doc);
}

/** The packing slip of one order: what goes in the parcel, no prices. */
export function renderPackingSlip(slip: PackingSlipDocument): Promise<Buffer> {
  const doc = newDocument(`Packing slip ${slip.orderNumber}`, slip.orderDate);
  const half = (CONTENT - 24) / 2;
  doc.font('bold').fontSize(18).text('Packing Slip', MARGIN, MARGIN);
  doc
    .font('body')
    .fontSize(9)
    .fillColor(MUTED)
    .text(slip.shopName, MARGIN, MARGIN + 6, { width: CONTENT, align: 'right' });
  const top = MARGIN + 30;
  const shipEnd = block(doc, MARGIN, top, half, 'Ship to', addressLines(slip.shipTo), slip.shipTo.name);
  const factsEnd = pairs(doc, MARGIN + half + 24, top, half, [
    ['Order number', slip.orderNumber],
    ['Order date', formatIndiaDate(slip.orderDate)],
    ['Payment', PAYMENT_METHOD],
    ...(slip.courier ? ([['Courier', slip.courier]] as [string, string][]) : []),
    ...(slip.trackingNumber ? ([['Tracking', slip.trackingNumber]] as [string, string][]) : []),
  ]);
  let y = Math.max(shipEnd, factsEnd) + 16;
  const fixed: Column[] = [
    { title: '#', width: 22 },
    { title: 'Size', width: 70 },
    { title: 'Colour', width: 90 },
    { title: 'Qty', width: 40, align: 'right' },
    { title: 'Packed', width: 50, align: 'center' },
  ];
  const item: Column = { title: 'Item', width: CONTENT - fixed.reduce((a, c) => a + c.width, 0) };
  const columns = [fixed[0]!, item, ...fixed.slice(1)];
  const rows = slip.lines.map((l, i) => [String(i + 1), l.name, l.size, l.colour, String(l.quantity), '']);
  y = table(doc, y, columns, rows, { checkbox: 5, fontSize: 10 });
  const pieces = slip.lines.reduce((a, l) => a + l.quantity, 0);
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(INK)
    .text(
      `${pieces} ${pieces === 1 ? 'piece' : 'pieces'} in ${slip.lines.length} ${slip.lines.length === 1 ? 'line' : 'lines'}`,
      MARGIN,
      y + 10,
      {
        width: CONTENT,
        align: 'right',
      },
    );
  return finish(doc);
}
