import type { ProviderImage } from '@alliance/shared/images';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'wouter';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { Loading } from '../../../layout/Loading.tsx';
import { MediaNav } from '../MediaNav.tsx';
import { thumbnail } from '../thumbnail.ts';

/**
 * The list page of a kind of collection (portfolios, venues): its texts (`list.*` of `namespace`),
 * a create button while fewer than `max` exist, the list or why it is not there, and the dialog
 * that creates one.
 */
export function CollectionListPage<T extends { id: number }>({
  namespace,
  list,
  max,
  item,
  createDialog,
}: {
  namespace: 'portfolios' | 'venues';
  list: UseQueryResult<T[]>;
  max: number;
  item: (collection: T) => ReactNode;
  createDialog: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation(namespace);
  const [creating, setCreating] = useState(false);
  const items = list.data;
  const full = (items?.length ?? 0) >= max;
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
      {full && <p className="hint">{t('list.full', { max })}</p>}
      {list.isError && <LoadFailed query={list} />}
      {list.isPending && <Loading />}
      {items &&
        (items.length === 0 ? (
          <p className="empty">{t('list.empty')}</p>
        ) : (
          <ul className="collection-list">{items.map((collection) => item(collection))}</ul>
        ))}
      {creating && createDialog(() => setCreating(false))}
    </section>
  );
}

/** One collection of the list: its picture, its name leading to its editor, and its facts. */
export function CollectionListItem({
  href,
  name,
  image,
  children,
}: {
  href: string;
  name: string;
  image: Pick<ProviderImage, 'url' | 'width' | 'height'> | undefined;
  children: ReactNode;
}) {
  const id = useId();
  const thumb = image ? thumbnail(image) : null;
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
            <Link href={href} className="collection-link">
              {name}
            </Link>
          </h2>
          <p className="collection-facts">{children}</p>
        </div>
      </article>
    </li>
  );
}
