import type { Locale } from '@alliance/shared/locale';
import { translator } from '../../i18n/index.ts';
import type { Area } from '../../plugins/hosts.ts';
import { Layout } from '../../www/views/Layout.tsx';

/** Landing page of each area until its own front end takes `/` over. */
export function HomePage(props: { locale: Locale; area: Area; providers: number; departements: number }) {
  const t = translator(props.locale);
  const title = t(`home.${props.area}`);
  return (
    <Layout locale={props.locale} title={title} description={t('site.tagline')}>
      <h1>{title}</h1>
      <p>{t('site.tagline')}</p>
      <p>{t(`home.${props.area}Text`, { providers: props.providers, departements: props.departements })}</p>
      <p>
        <a href="/api/docs">{t('site.apiDocs')}</a>
      </p>
    </Layout>
  );
}
