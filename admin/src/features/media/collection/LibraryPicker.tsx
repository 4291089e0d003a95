import type { ProviderImage } from '@alliance/shared/images';
import { Dialog } from '@alliance/widget/components/Dialog.tsx';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { FormMessage } from '../../../components/Field.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { Loading } from '../../../layout/Loading.tsx';
import { errorText } from '../../../lib/errors.ts';
import { galleryOf, useImages } from '../mediaApi.ts';
import { thumbnail } from '../thumbnail.ts';
import type { CollectionNs } from './collection.ts';

interface LibraryPickerProps {
  ns: CollectionNs;
  /** The library photos already in the collection: shown checked, not offered again. */
  already: ReadonlySet<number>;
  /** Adds the chosen photos (ids in the library's order); its failure is shown in the dialog, which stays open. */
  add(imageIds: number[]): Promise<unknown>;
  onClose(): void;
  onAdded(count: number): void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * Photos of the library added to a portfolio or venue: each gallery photo a checkbox named by its
 * place in the library ("Photo 3 de la bibliothèque", the numbers of the media page), its alt text
 * and whether it is hidden (never published) or already there as its description. The confirm
 * button stays in view below the scrolling list.
 */
export function LibraryPicker({ ns, already, add, onClose, onAdded, returnFocusTo }: LibraryPickerProps) {
  const { t } = useTranslation(ns);
  const id = useId();
  const library = useImages();
  const images = library.data ? galleryOf(library.data) : [];
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const offered = images.filter((image) => !already.has(image.id));

  function toggle(imageId: number, checked: boolean) {
    setFailure(null);
    setChosen((current) => {
      const next = new Set(current);
      if (checked) next.add(imageId);
      else next.delete(imageId);
      return next;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const ids = offered.filter((image) => chosen.has(image.id)).map((image) => image.id);
    if (ids.length === 0) {
      setFailure(t('photos.pickerNone'));
      list.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      await add(ids);
      onAdded(ids.length);
    } catch (error) {
      setFailure(errorText(error, t));
      setPending(false);
    }
  }

  const formId = `${id}-form`;
  return (
    <Dialog
      title={t('photos.pickerTitle')}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      className="picker-dialog"
      footer={
        <>
          {images.length > 0 && (
            <p className="picker-count" role="status">
              {t('photos.pickerChosen', { count: chosen.size })}
            </p>
          )}
          <FormMessage text={failure} />
          <div className="actions">
            <button type="submit" form={formId} className="primary" disabled={pending || !library.data}>
              {t('photos.addSelected')}
            </button>
            <button type="button" onClick={onClose}>
              {t('admin:cancel')}
            </button>
          </div>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
        {library.isError && <LoadFailed query={library} />}
        {library.isPending && <Loading />}
        {library.data &&
          (images.length === 0 ? (
            <p className="empty">
              {t('photos.pickerEmpty')} <Link href="/media">{t('photos.upload')}</Link>
            </p>
          ) : (
            <fieldset>
              <legend>{t('photos.pickerLegend')}</legend>
              <p className="hint">{offered.length === 0 ? t('photos.pickerAllIn') : t('photos.pickerIntro')}</p>
              <ul className="picker-grid" ref={list}>
                {images.map((image, index) => (
                  <PickerItem
                    key={image.id}
                    ns={ns}
                    image={image}
                    number={index + 1}
                    inside={already.has(image.id)}
                    checked={already.has(image.id) || chosen.has(image.id)}
                    onChange={(checked) => toggle(image.id, checked)}
                  />
                ))}
              </ul>
            </fieldset>
          ))}
      </form>
    </Dialog>
  );
}

interface PickerItemProps {
  ns: CollectionNs;
  image: ProviderImage;
  number: number;
  /** Already in the collection. */
  inside: boolean;
  checked: boolean;
  onChange(checked: boolean): void;
}

function PickerItem({ ns, image, number, inside, checked, onChange }: PickerItemProps) {
  const { t } = useTranslation(ns);
  const id = useId();
  const thumb = thumbnail(image, 160);
  const notes = [image.alt, inside ? t('photos.pickerAlready') : null].filter(Boolean).join(' · ');
  const described = notes !== '' || !image.isVisible;
  return (
    <li className={inside ? 'picker-item inside' : 'picker-item'}>
      <input
        id={id}
        type="checkbox"
        className="picker-check"
        checked={checked}
        disabled={inside}
        aria-describedby={described ? `${id}-notes` : undefined}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id} className="picker-label">
        <img className="picker-image" src={thumb.src} width={thumb.width} height={thumb.height} loading="lazy" alt="" />
        <span className="picker-name">{t('photos.pickerPhoto', { number })}</span>
      </label>
      {described && (
        <p id={`${id}-notes`} className="picker-notes">
          {!image.isVisible && <span className="badge">{t('photos.hidden')}</span>} {notes}
        </p>
      )}
    </li>
  );
}
