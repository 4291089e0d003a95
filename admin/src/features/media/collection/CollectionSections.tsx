import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { ConfirmDelete } from '../../../components/ConfirmDelete.tsx';
import type { CollectionNs } from './collection.ts';

/** A collection's details (its form), under the namespace's `details.title`. */
export function DetailsSection({ ns, children }: { ns: CollectionNs; children: ReactNode }) {
  const { t } = useTranslation(ns);
  const id = useId();
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{t('details.title')}</h2>
      {children}
    </section>
  );
}

interface DeleteSectionProps {
  ns: CollectionNs;
  /** The confirmation's title, which names the collection. */
  confirmTitle: string;
  remove(): Promise<unknown>;
}

/** Deletes the collection after a confirmation (its photos stay in the library), then shows the list. */
export function DeleteSection({ ns, confirmTitle, remove }: DeleteSectionProps) {
  const { t } = useTranslation(ns);
  const id = useId();
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{t('delete.title')}</h2>
      <p>{t('delete.text')}</p>
      <button ref={opener} type="button" className="danger" onClick={() => setConfirming(true)}>
        {t('delete.button')}
      </button>
      {confirming && (
        <ConfirmDelete
          title={confirmTitle}
          confirmLabel={t('delete.confirm')}
          onClose={() => setConfirming(false)}
          returnFocusTo={opener}
          confirm={async () => {
            await remove();
            navigate(`/${ns}`);
          }}
        >
          <p>{t('delete.confirmText')}</p>
        </ConfirmDelete>
      )}
    </section>
  );
}
