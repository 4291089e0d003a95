import { ApiError } from '@alliance/widget/api/client.ts';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { Loading } from '../../../layout/Loading.tsx';
import { MediaNav } from '../MediaNav.tsx';

type Namespace = 'portfolios' | 'venues';

/**
 * A collection's editor page (a portfolio, a venue): loading, not found (an unknown id, or another
 * provider's: 404), a failed load with a retry, else the back link, its name and its sections.
 */
export function CollectionEditorPage<T>({
  namespace,
  query,
  name,
  children,
}: {
  namespace: Namespace;
  query: UseQueryResult<T>;
  name: (collection: T) => string;
  children: (collection: T) => ReactNode;
}) {
  const { t } = useTranslation(namespace);
  const collection = query.data;
  if (query.error instanceof ApiError && query.error.status === 404) return <CollectionNotFound namespace={namespace} />;
  if (!collection) {
    if (!query.isError) return <Loading />;
    return (
      <section className="page">
        <MediaNav />
        <h1>{t('editor.loadFailed')}</h1>
        <LoadFailed query={query} />
      </section>
    );
  }
  return (
    <section className="page">
      <MediaNav />
      <p>
        <Link href={`/${namespace}`} className="back-link">
          {t('editor.back')}
        </Link>
      </p>
      <h1>{name(collection)}</h1>
      {children(collection)}
    </section>
  );
}

/** An id that names no collection of this provider (or is not an id at all). */
export function CollectionNotFound({ namespace }: { namespace: Namespace }) {
  const { t } = useTranslation(namespace);
  return (
    <section className="page">
      <MediaNav />
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link href={`/${namespace}`}>{t('notFound.back')}</Link>
    </section>
  );
}
