import { type Locale, toLocale } from '@alliance/shared/locale';
import PDFDocument from 'pdfkit';
import { translator } from '../../i18n/index.ts';
import { formatMoney, formatPercent } from '../payments/money.ts';
import type { InvoiceRow } from './invoices.repo.ts';

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4 in points
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
// The line's columns from the right: amount, unit price, quantity; the description takes the rest.
const AMOUNT_COLUMN = 90;
const UNIT_COLUMN = 100;
const QUANTITY_COLUMN = 40;
const GAP = 10;

/** Which configuration variable an unset seller field is (printed as "to configure", translated). */
const SELLER_VARIABLES = {
  name: 'SELLER_NAME',
  address: 'SELLER_ADDRESS',
  siret: 'SELLER_SIRET',
  vatNumber: 'SELLER_VAT_NUMBER',
} as const;

/**
 * The line's quantity and unit price: a pack of credits is so many credits at its unit price
 * when that price is whole cents (every pack's is), anything else one unit at its price.
 */
function quantityOf(invoice: InvoiceRow, credits: number | null): { quantity: number; unit: number } {
  if (credits && credits > 0 && invoice.net % credits === 0) return { quantity: credits, unit: invoice.net / credits };
  return { quantity: 1, unit: invoice.net };
}

/**
 * The standard PDF fonts write WinAnsi only: the narrow no-break space Intl puts in French
 * numbers (U+202F) becomes an ordinary no-break space, which looks the same.
 */
const printable = (text: string) => text.replaceAll('\u202f', '\u00a0');

/** The address lines of the seller's configured address (`\n` or ` | ` between lines). */
const lines = (text: string) =>
  text
    .split(/\\n|\n| \| /)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The invoice as a PDF, drawn from its frozen row only (seller, buyer, amounts as issued), in the
 * invoice's language: the same bytes' content whenever it is downloaded again.
 */
export async function renderInvoicePdf(invoice: InvoiceRow, credits: number | null = null): Promise<Buffer> {
  const locale: Locale = toLocale(invoice.locale) ?? 'fr';
  const t = translator(locale);
  const money = (cents: number) => printable(formatMoney(cents, invoice.currency, locale));
  const dateOf = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Paris' });
  const date = dateOf.format(invoice.issuedAt);
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(invoice.buyer.countryCode) ?? invoice.buyer.countryCode;

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${t('invoices.title')} ${invoice.number}`, ...(invoice.seller.name ? { Author: invoice.seller.name } : {}) },
    lang: locale,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const write = (text: string, options?: PDFKit.Mixins.TextOptions) => doc.text(printable(text), options);

  // Title, number, date.
  doc.font('Helvetica-Bold').fontSize(20);
  write(t('invoices.title'));
  doc.font('Helvetica').fontSize(10).moveDown(0.3);
  write(t('invoices.numberLine', { number: invoice.number }));
  write(t('invoices.dateLine', { date }));
  doc.moveDown(1.5);

  // Seller on the left, buyer on the right, from the same height.
  const top = doc.y;
  const half = CONTENT_WIDTH / 2 - 10;
  const party = (x: number, heading: string, name: string, details: string[]) => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#666666').text(printable(heading.toUpperCase()), x, top, { width: half });
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#000000')
      .text(printable(name), x, doc.y + 2, { width: half });
    doc.font('Helvetica').fontSize(10);
    for (const line of details) doc.text(printable(line), x, doc.y, { width: half });
    return doc.y;
  };
  const { seller, buyer } = invoice;
  // An unset seller field (sandbox only: PAYMENTS=stripe refuses to start without them) says so in the invoice's language.
  const sellerField = (field: keyof typeof SELLER_VARIABLES) =>
    seller[field] ?? t('invoices.sellerToConfigure', { variable: SELLER_VARIABLES[field] });
  const sellerBottom = party(MARGIN, t('invoices.seller'), sellerField('name'), [
    ...lines(sellerField('address')),
    t('invoices.siretLine', { siret: sellerField('siret') }),
    t('invoices.vatNumberLine', { vatNumber: sellerField('vatNumber') }),
  ]);
  const buyerBottom = party(MARGIN + CONTENT_WIDTH / 2 + 10, t('invoices.buyer'), buyer.name, [
    ...(buyer.street ? [buyer.street] : []),
    [buyer.zipCode, buyer.city].filter(Boolean).join(' '),
    country,
    ...(buyer.siret ? [t('invoices.siretLine', { siret: buyer.siret })] : []),
    ...(buyer.vatNumber ? [t('invoices.vatNumberLine', { vatNumber: buyer.vatNumber })] : []),
  ]);

  // The line and the totals, amounts right-aligned in one column.
  let y = Math.max(sellerBottom, buyerBottom) + 30;
  const right = MARGIN + CONTENT_WIDTH;
  const labelWidth = CONTENT_WIDTH - AMOUNT_COLUMN - UNIT_COLUMN - QUANTITY_COLUMN - 3 * GAP;
  /** A row: its label on the left, then the quantity and unit price columns (the line only), the amount on the right. */
  const row = (label: string, amount: string, bold = false, quantity?: string, unit?: string) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    const width = quantity === undefined ? CONTENT_WIDTH - AMOUNT_COLUMN - GAP : labelWidth;
    doc.text(printable(label), MARGIN, y, { width });
    let bottom = doc.y;
    const column = (text: string, x: number, columnWidth: number) => {
      doc.text(printable(text), x, y, { width: columnWidth, align: 'right' });
      bottom = Math.max(bottom, doc.y);
    };
    if (quantity !== undefined)
      column(quantity, right - AMOUNT_COLUMN - UNIT_COLUMN - QUANTITY_COLUMN - 2 * GAP, QUANTITY_COLUMN);
    if (unit !== undefined) column(unit, right - AMOUNT_COLUMN - UNIT_COLUMN - GAP, UNIT_COLUMN);
    column(amount, right - AMOUNT_COLUMN, AMOUNT_COLUMN);
    y = bottom + 6;
  };
  const rule = () => {
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + CONTENT_WIDTH, y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    y += 8;
  };
  const line = quantityOf(invoice, credits);
  doc.fillColor('#666666');
  row(t('invoices.description'), t('invoices.amountNet'), true, t('invoices.quantity'), t('invoices.unitPrice'));
  doc.fillColor('#000000');
  rule();
  row(invoice.description, money(invoice.net), false, new Intl.NumberFormat(locale).format(line.quantity), money(line.unit));
  rule();
  row(t('invoices.net'), money(invoice.net));
  row(t('invoices.vatLine', { rate: formatPercent(invoice.vatRate, locale) }), money(invoice.vat));
  row(t('invoices.total'), money(invoice.total), true);
  row(t('invoices.currency'), invoice.currency);

  // Why no VAT was charged, and which check of the buyer's VAT number it rests on, in the invoice's language.
  y += 14;
  const mention =
    invoice.vatScheme === 'reverse-charge'
      ? t('invoices.reverseCharge')
      : invoice.vatScheme === 'outside-eu'
        ? t('invoices.outsideEu')
        : undefined;
  const paragraph = (text: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(printable(text), MARGIN, y, { width: CONTENT_WIDTH });
    y = doc.y + 6;
  };
  if (mention) paragraph(mention, true);
  for (const text of vatCheckLines(invoice, t, dateOf)) paragraph(text);
  if (invoice.paymentMethod) {
    paragraph(t('invoices.paymentMethodLine', { method: t(`invoices.paymentMethod_${invoice.paymentMethod}`) }));
  }
  paragraph(t('invoices.paid', { date }));

  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

/** What the invoice says of the check made of the buyer's VAT number (none for invoices issued before it was stored). */
function vatCheckLines(
  invoice: InvoiceRow,
  t: (key: string, vars?: Record<string, string>) => string,
  dateOf: Intl.DateTimeFormat,
) {
  const check = invoice.vatCheck;
  if (!check) return [];
  const vars = { vatNumber: check.vatNumber, date: dateOf.format(new Date(check.checkedAt)) };
  if (check.method === 'vies' && check.valid) {
    return [
      t('invoices.vatVerified', vars),
      ...(check.requestIdentifier ? [t('invoices.vatReference', { reference: check.requestIdentifier })] : []),
    ];
  }
  if (check.method === 'vies') return [t('invoices.vatInvalid', vars)];
  if (check.method === 'country-mismatch') return [t('invoices.vatCountryMismatch', vars)];
  if (check.method === 'format') return [t('invoices.vatFormat', vars)];
  return [t('invoices.vatNotVerified', vars)];
}
