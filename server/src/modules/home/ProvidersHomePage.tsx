import { LEGAL_PAGES } from '@alliance/shared/legal-pages';
import type { Locale } from '@alliance/shared/locale';
import { translator } from '../../i18n/index.ts';
import { Layout } from '../../www/views/Layout.tsx';
import { PRICING_PATH } from '../pricing/pricing-path.ts';

const OFFERS = ['appListing', 'appRequests', 'appUnlock', 'appPremium'] as const;
const STYLE = '.offers li{margin:.5rem 0}';

/**
 * The providers' host home (app.) for a visitor: what Alliance offers providers, the ways into the
 * admin SPA (register, sign in), and links to the www host (the directory, the terms of sale).
 */
export function ProvidersHomePage(props: { locale: Locale; wwwOrigin: string; providers: number }) {
  const t = translator(props.locale);
  return (
    <Layout
      locale={props.locale}
      title={t('home.app')}
      description={t('home.appIntro')}
      style={STYLE}
      wwwOrigin={props.wwwOrigin}
    >
      <h1>{t('home.appHeading')}</h1>
      <p>{t('home.appIntro')}</p>
      <ul className="offers">
        {OFFERS.map((key) => (
          <li key={key}>{t(`home.${key}`)}</li>
        ))}
      </ul>
      <p>
        <a href={props.wwwOrigin + PRICING_PATH}>{t('pricing.link')}</a>
      </p>
      <p>{t('home.appCount', { count: props.providers })}</p>
      <p>{t('home.appSoon')}</p>
      <p className="cta">
        <a href="/register">{t('home.appRegister')}</a> · <a href="/login">{t('home.appLogin')}</a>
      </p>
      <p>
        <a href={`${props.wwwOrigin}/`}>{t('site.directory')}</a> ·{' '}
        <a href={props.wwwOrigin + LEGAL_PAGES.termsOfSale}>{t('home.appTerms')}</a>
      </p>
    </Layout>
  );
}
