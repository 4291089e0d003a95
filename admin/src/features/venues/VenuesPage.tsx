import { VENUES_PER_PROVIDER_MAX, type Venue } from '@alliance/shared/venues';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../../widget/src/i18n/react.tsx';
import { Loading } from '../../layout/Loading.tsx';
import { errorText } from '../../lib/errors.ts';
import { byPosition } from '../media/collection/collection.ts';
import { MediaNav } from '../media/MediaNav.tsx';
import { thumbnail } from '../media/thumbnail.ts';
import { CreateVenueDialog } from './CreateVenueDialog.tsx';
import { PublishedBadge } from './PublishedBadge.tsx';
import { useVenues } from './venuesApi.ts';

/** `/venues`: the venues the provider works with, in the order they were added, each leading to its editor. */
export function VenuesPage() {
  const { t } = useTranslation('venues');
  const list = useVenues();
  const [creating, setCreating] = useState(false);
  const items = list.data;
  const full = (items?.length ?? 0) >= VENUES_PER_PROVIDER_MAX;
  return (
    <section className="page">
      <MediaNav />
      <h1>{t('list.title')}</h1>
      <p>{t('list.intro')}</p>
      <div className="actions page-actions">
        <button type="button" className="primary" onClick={() => setCreating(true)} disabled={!items || full}>
          {t('list.create')}
        </button>
      </div>
      {full && <p className="hint">{t('list.full', { max: VENUES_PER_PROVIDER_MAX })}</p>}
      {list.isError && (
        <div className="form-message error" role="alert">
          <p>{errorText(list.error, t)}</p>
          <button type="button" onClick={() => void list.refetch()}>
            {t('admin:retry')}
          </button>
        </div>
      )}
      {list.isPending && <Loading />}
      {items &&
        (items.length === 0 ? (
          <p className="empty">{t('list.empty')}</p>
        ) : (
          <ul className="collection-list">
            {items.map((venue) => (
              <VenueItem key={venue.id} venue={venue} />
            ))}
          </ul>
        ))}
      {creating && <CreateVenueDialog onClose={() => setCreating(false)} />}
    </section>
  );
}

function VenueItem({ venue }: { venue: Venue }) {
  const { t } = useTranslation('venues');
  const id = useId();
  const first = byPosition(venue.images)[0];
  const thumb = first ? thumbnail(first) : null;
  const place = [venue.city, venue.cp].filter(Boolean).join(' ');
  return (
    <li>
      <article className="card collection-item" aria-labelledby={id}>
        {thumb ? (
          <img className="collection-thumb" src={thumb.src} width={thumb.width} height={thumb.height} loading="lazy" alt="" />
        ) : (
          <span className="collection-thumb placeholder" aria-hidden="true" />
        )}
        <div className="collection-body">
          <h2 id={id}>
            <Link href={`/venues/${venue.id}`} className="collection-link">
              {venue.name}
            </Link>
          </h2>
          <p className="collection-facts">
            <PublishedBadge published={venue.published} />
            {place && <span>{place}</span>}
            <span>{t('list.photos', { count: venue.images.length })}</span>
          </p>
        </div>
      </article>
    </li>
  );
}
