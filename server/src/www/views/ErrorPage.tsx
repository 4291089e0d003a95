import type { Locale } from '@alliance/shared/locale';
import { translator } from '../../i18n/index.ts';
import { Layout } from './Layout.tsx';

/** A real error page with a way back, e.g. 404 (spec: "a 404 page"). */
export function ErrorPage(props: { locale: Locale; title: string; text: string; homeLink?: boolean }) {
  const t = translator(props.locale);
  return (
    <Layout locale={props.locale} title={props.title} noindex>
      <h1>{props.title}</h1>
      <p>{props.text}</p>
      {props.homeLink === false ? null : (
        <p>
          <a href="/">{t('errors.backHome')}</a>
        </p>
      )}
    </Layout>
  );
}
