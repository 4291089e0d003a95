import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { useState } from 'react';
import { FormMessage } from '../../components/Field.tsx';
import { Loading } from '../../layout/Loading.tsx';
import { useAdmin } from '../../lib/context.tsx';
import { errorText } from '../../lib/errors.ts';
import { formatInstant } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { downloadInvoice, useInvoices } from './creditsApi.ts';

/** The provider's invoices (one per payment), each downloadable as a PDF. */
export function InvoiceList() {
  const { t, i18n } = useTranslation('credits');
  const { api } = useAdmin();
  const invoices = useInvoices();
  const [downloading, setDownloading] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function download(number: string) {
    setDownloading(number);
    setFailure(null);
    try {
      await downloadInvoice(api, number, i18n.language);
    } catch (error) {
      setFailure(errorText(error, t));
    }
    setDownloading(null);
  }

  const label = (column: string) => t(`invoices.columns.${column}`);
  return (
    <section className="card" aria-labelledby="credits-invoices">
      <h2 id="credits-invoices">{t('invoices.title')}</h2>
      {invoices.isPending && <Loading />}
      {invoices.isError && <FormMessage text={errorText(invoices.error, t)} />}
      {invoices.data?.length === 0 && <p className="empty">{t('invoices.empty')}</p>}
      {invoices.data && invoices.data.length > 0 && (
        <table className="stacked invoices">
          <caption className="sr-only">{t('invoices.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{label('number')}</th>
              <th scope="col">{label('date')}</th>
              <th scope="col">{label('total')}</th>
              <th scope="col">{label('pdf')}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.data.map((invoice) => (
              <tr key={invoice.number}>
                <td data-label={label('number')}>{invoice.number}</td>
                <td data-label={label('date')}>{formatInstant(invoice.issuedAt, i18n.language)}</td>
                <td data-label={label('total')}>
                  <span>
                    {formatMoney(invoice.total, i18n.language)}
                    {invoice.reverseCharge && <span className="muted"> ({t('invoices.reverseCharge')})</span>}
                  </span>
                </td>
                <td data-label={label('pdf')}>
                  <button
                    type="button"
                    className="link"
                    onClick={() => void download(invoice.number)}
                    disabled={downloading !== null}
                    aria-label={t('invoices.downloadNamed', { number: invoice.number })}
                  >
                    {t('invoices.download')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <FormMessage text={failure} />
    </section>
  );
}
