import type { Locale } from '@alliance/shared/locale';
import { translator } from '../../i18n/index.ts';
import { Layout } from '../../www/views/Layout.tsx';

/** The sandbox's stand-in for Instagram's consent screen: allow or deny, back to the admin. */
export function SandboxConsentPage(props: { locale: Locale; allowUrl: string; denyUrl: string }) {
  const t = translator(props.locale);
  return (
    <Layout
      locale={props.locale}
      title={t('instagram.sandbox.title')}
      description={t('instagram.sandbox.text')}
      providersLink={false}
    >
      <h1>{t('instagram.sandbox.title')}</h1>
      <p>{t('instagram.sandbox.text')}</p>
      <p>
        <a href={props.allowUrl}>{t('instagram.sandbox.allow')}</a>
      </p>
      <p>
        <a href={props.denyUrl}>{t('instagram.sandbox.deny')}</a>
      </p>
    </Layout>
  );
}
