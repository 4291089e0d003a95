import type { Locale } from '@alliance/shared/locale';
import { translator } from '../../i18n/index.ts';
import { DirectoryLinks } from './DirectoryTextPage.tsx';
import { Layout } from './Layout.tsx';

interface DepartementEntry {
  code: string;
  name: string;
  providers: number;
  /** The département's listing page. */
  href: string;
}

export interface RegionGroup {
  name: string;
  departements: DepartementEntry[];
}

const STYLE = `
.regions{columns:16rem auto;column-gap:2rem}
.regions section{break-inside:avoid;margin-bottom:1.25rem}
.regions h2{font-size:1.1rem;margin:0 0 .25rem}
.regions ul{list-style:none;margin:0;padding:0}
.regions li{padding:.1rem 0}.count{color:var(--muted);font-size:.9rem}
`;

/** `/listDepartement`: every département of the country with its provider count, grouped by région. */
export function DepartementListPage(props: { locale: Locale; canonical: string; regions: RegionGroup[] }) {
  const t = translator(props.locale);
  return (
    <Layout
      locale={props.locale}
      title={t('directory.pages.departements.title')}
      description={t('directory.pages.departements.description')}
      canonical={props.canonical}
      style={STYLE}
    >
      <h1>{t('directory.pages.departements.heading')}</h1>
      <p>{t('directory.pages.departements.intro')}</p>
      <div className="regions">
        {props.regions.map((region) => (
          <section key={region.name}>
            <h2>{region.name}</h2>
            <ul>
              {region.departements.map((d) => (
                <li key={d.code}>
                  <a href={d.href}>{`${d.name} (${d.code})`}</a>{' '}
                  <span className="count">
                    {d.providers > 0
                      ? t('directory.pages.departements.providers', { count: d.providers })
                      : t('directory.pages.departements.none')}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <DirectoryLinks locale={props.locale} />
    </Layout>
  );
}
