import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { Link, useLocation } from 'wouter';

/** The media pages, the header's "Photos" link leading to the first. */
const MEDIA_SECTIONS = [
  { path: '/media', key: 'photos' },
  { path: '/videos', key: 'videos' },
  { path: '/portfolios', key: 'portfolios' },
  { path: '/venues', key: 'venues' },
] as const;

/** Whether `location` is one of the media pages (a portfolio's or venue's editor among them). */
export const inMediaSection = (location: string) =>
  MEDIA_SECTIONS.some(({ path }) => location === path || location.startsWith(`${path}/`));

/**
 * The media pages' own navigation (Photos · Vidéos · Portfolios · Lieux), above each one's title:
 * the header keeps one "Photos" link, short enough for a 320 px phone. An editor (`/portfolios/3`)
 * marks its list's link as the current section.
 */
export function MediaNav() {
  const { t } = useTranslation('admin');
  const [location] = useLocation();
  return (
    <nav aria-label={t('mediaNav.label')} className="section-nav">
      <ul className="tabs">
        {MEDIA_SECTIONS.map(({ path, key }) => (
          <li key={path}>
            <Link
              href={path}
              className="tab"
              aria-current={location === path ? 'page' : location.startsWith(`${path}/`) ? 'true' : undefined}
            >
              {t(`mediaNav.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
