import { type Locale, toLocale } from '@alliance/shared/locale';
import PDFDocument from 'pdfkit';
import { translator } from '../../i18n/index.ts';
import { formatMoney, formatPercent } from '../payments/money.ts';
import type { InvoiceRow } from './invoices.service.ts';

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4 in points
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const AMOUNT_COLUMN = 140;

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
export async function renderInvoicePdf(invoice: InvoiceRow): Promise<Buffer> {
  const locale: Locale = toLocale(invoice.locale) ?? 'fr';
  const t = translator(locale);
  const money = (cents: number) => printable(formatMoney(cents, invoice.currency, locale));
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(invoice.issuedAt);
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(invoice.buyer.countryCode) ?? invoice.buyer.countryCode;

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${t('invoices.title')} ${invoice.number}`, Author: invoice.seller.name },
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
  const sellerBottom = party(MARGIN, t('invoices.seller'), seller.name, [
    ...lines(seller.address),
    t('invoices.siretLine', { siret: seller.siret }),
    t('invoices.vatNumberLine', { vatNumber: seller.vatNumber }),
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
  const row = (label: string, amount: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(printable(label), MARGIN, y, { width: CONTENT_WIDTH - AMOUNT_COLUMN });
    const labelBottom = doc.y;
    doc.text(amount, MARGIN + CONTENT_WIDTH - AMOUNT_COLUMN, y, { width: AMOUNT_COLUMN, align: 'right' });
    y = Math.max(labelBottom, doc.y) + 6;
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
  doc.fillColor('#666666');
  row(t('invoices.description'), printable(t('invoices.amountNet')), true);
  doc.fillColor('#000000');
  rule();
  row(invoice.description, money(invoice.net));
  rule();
  row(t('invoices.net'), money(invoice.net));
  row(t('invoices.vatLine', { rate: formatPercent(invoice.vatRate, locale) }), money(invoice.vat));
  row(t('invoices.total'), money(invoice.total), true);
  row(t('invoices.currency'), invoice.currency);

  // Why no VAT was charged, in the invoice's language.
  y += 14;
  const mention =
    invoice.vatScheme === 'reverse-charge'
      ? t('invoices.reverseCharge')
      : invoice.vatScheme === 'outside-eu'
        ? t('invoices.outsideEu')
        : undefined;
  doc.font('Helvetica').fontSize(10);
  if (mention) {
    doc.font('Helvetica-Bold').text(printable(mention), MARGIN, y, { width: CONTENT_WIDTH });
    y = doc.y + 6;
  }
  doc.font('Helvetica').text(printable(t('invoices.paid', { date })), MARGIN, y, { width: CONTENT_WIDTH });

  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
