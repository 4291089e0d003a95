import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { Loading } from '../../layout/Loading.tsx';
import { SnippetBox } from './SnippetBox.tsx';
import { WebsiteForm } from './WebsiteForm.tsx';
import { WidgetPreview } from './WidgetPreview.tsx';
import { useOwnSite } from './websiteApi.ts';

/**
 * `/website`, "Mon site" (issue 21): the provider's own website (whose requests cost 0 credit),
 * the widget's code to paste into it, and the widget itself as couples will see it there.
 */
export function WebsitePage() {
  const { t } = useTranslation('website');
  const site = useOwnSite();
  return (
    <section className="page website-page">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {site.isPending ? (
        <Loading />
      ) : site.isError ? (
        <LoadFailed query={site} />
      ) : (
        <>
          <section aria-labelledby="website-address">
            <h2 id="website-address">{t('address.title')}</h2>
            <WebsiteForm site={site.data} />
          </section>
          <section aria-labelledby="website-snippet">
            <h2 id="website-snippet">{t('snippet.title')}</h2>
            <p>{t('snippet.text')}</p>
            <SnippetBox snippet={site.data.snippet} />
          </section>
          <section aria-labelledby="website-preview">
            <h2 id="website-preview">{t('preview.title')}</h2>
            <p>{t('preview.text')}</p>
            <WidgetPreview site={site.data} />
          </section>
        </>
      )}
    </section>
  );
}
