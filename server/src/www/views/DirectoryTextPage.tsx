import type { Locale } from '@alliance/shared/locale';
import type { ReactNode } from 'react';
import { translator } from '../../i18n/index.ts';
import { DEPARTEMENT_LIST_PATH, RANKING_PATH, TERMS_PATH } from '../directory-urls.ts';
import { Layout } from './Layout.tsx';

export interface TextSection {
  title: string;
  text: string;
}

const STYLE = `
section{margin:1.5rem 0}h2{font-size:1.2rem;margin:0 0 .25rem}
.notice{padding:.75rem 1rem;border-left:4px solid var(--al-gold);background:var(--al-gold-soft)}
nav.directory-links ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem}
`;

/** Links between the directory's side pages, so each is reachable from the others (and crawlable). */
export function DirectoryLinks(props: { locale: Locale }) {
  const t = translator(props.locale);
  return (
    <nav className="directory-links" aria-label={t('directory.pages.nav.departements')}>
      <ul>
        <li>
          <a href={DEPARTEMENT_LIST_PATH}>{t('directory.pages.nav.departements')}</a>
        </li>
        <li>
          <a href={RANKING_PATH}>{t('directory.pages.nav.ranking')}</a>
        </li>
        <li>
          <a href={TERMS_PATH}>{t('directory.pages.nav.terms')}</a>
        </li>
      </ul>
    </nav>
  );
}

/** A plain text page of the directory (terms of sale, how we rank): a heading, an intro, sections. */
export function DirectoryTextPage(props: {
  locale: Locale;
  title: string;
  description: string;
  canonical: string;
  intro: string;
  sections: TextSection[];
  outro?: string;
  /** Shown under the intro (a notice, a call to action). */
  children?: ReactNode;
}) {
  return (
    <Layout locale={props.locale} title={props.title} description={props.description} canonical={props.canonical} style={STYLE}>
      <article>
        <h1>{props.title}</h1>
        <p>{props.intro}</p>
        {props.children}
        {props.sections.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            <p>{section.text}</p>
          </section>
        ))}
        {props.outro ? <p>{props.outro}</p> : null}
      </article>
      <DirectoryLinks locale={props.locale} />
    </Layout>
  );
}
