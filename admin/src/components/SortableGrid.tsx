import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { Fragment, type ReactNode, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { errorText } from '../lib/errors.ts';
import { type MoveButton, useSortable } from '../lib/useSortable.ts';
import { ConfirmDelete } from './ConfirmDelete.tsx';
import { FormMessage } from './Field.tsx';
import type { CardPlace } from './SortableCard.tsx';

/** The grid's texts: keys of its namespace. */
export interface SortableGridKeys {
  title: string;
  empty: string;
  /** How to reorder, above the cards. */
  help: string;
  /** Read out after a move: `{from, to}`. */
  moved: string;
  /** A refused move: `{message}`. */
  moveFailed: string;
  /** The deletion dialog's title, then the sentence read out once gone: `{number}`. */
  deleteTitle: string;
  deleted: string;
  /** Read out once the edit dialog saved: `{number}`. */
  saved: string;
  /** The deletion's confirming button (ConfirmDelete's 'Supprimer' when absent). */
  confirm?: string;
}

/**
 * The keys under `prefix` (`gallery.title`, `gallery.empty`, `gallery.help`, `gallery.moved`,
 * `gallery.moveFailed`, `gallery.deleteTitle`, `gallery.deleted`), with those named otherwise.
 */
export const gridKeys = (
  prefix: string,
  others: Pick<SortableGridKeys, 'saved'> & Partial<SortableGridKeys>,
): SortableGridKeys => ({
  title: `${prefix}.title`,
  empty: `${prefix}.empty`,
  help: `${prefix}.help`,
  moved: `${prefix}.moved`,
  moveFailed: `${prefix}.moveFailed`,
  deleteTitle: `${prefix}.deleteTitle`,
  deleted: `${prefix}.deleted`,
  ...others,
});

/** The edit dialog of one item, as the grid opens it. */
export interface GridEditor<T> {
  item: T;
  /** Its place (1 first), which names it. */
  number: number;
  onClose(): void;
  onSaved(): void;
  /** The button that opened it. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** What the grid's own parts (its intro, its other dialogs) may do. */
interface GridTools {
  announce(text: string): void;
  clearFailure(): void;
}

export interface SortableGridProps<T> {
  /** The namespace of `keys`. */
  ns: string;
  keys: SortableGridKeys;
  /** In their order. */
  items: readonly T[];
  keyOf(item: T): number;
  /** The heading's id (a generated one by default). */
  headingId?: string;
  listClassName?: string;
  /** The new order (every key), and the item moved to where (0 first); refused, the order is rolled back. */
  reorder(keys: number[], moved: { key: number; position: number }): Promise<unknown>;
  card(item: T, place: CardPlace): ReactNode;
  editor(open: GridEditor<T>): ReactNode;
  /** Deletes the item; a failure is shown in the dialog, which stays open. */
  remove(item: T): Promise<unknown>;
  /** What the deletion dialog says of the item. */
  deleteText(item: T): ReactNode;
  /** Between the heading and the live region (a collection's intro and Add button). */
  intro?(tools: GridTools): ReactNode;
  /** More dialogs (the library picker), before the edit one. */
  dialogs?(tools: GridTools): ReactNode;
}

/** A dialog open on one item, and the button that opened it. */
interface Open<T> {
  item: T;
  number: number;
  opener: HTMLButtonElement;
}

/**
 * The one ordered grid of the media pages (the library's gallery, the videos, a portfolio's or
 * venue's photos): reordered by dragging a card or with its Earlier / Later buttons (the focus
 * stays on the button pressed, a live region says where the item went, the order shown at once
 * and rolled back if the server refuses), each card edited in a dialog and deleted after a
 * confirmation (the focus then lands on the heading).
 */
export function SortableGrid<T>(props: SortableGridProps<T>) {
  const { items, keyOf, keys } = props;
  const { t } = useTranslation(props.ns);
  const generatedId = useId();
  const headingId = props.headingId ?? `${generatedId}-title`;
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<Open<T> | null>(null);
  const [deleting, setDeleting] = useState<Open<T> | null>(null);
  const sortable = useSortable(items.map(keyOf), (from, to) => move(from, to));
  const { announce } = sortable;
  const heading = useRef<HTMLHeadingElement>(null);
  const deleted = useRef<number | null>(null);
  const tools: GridTools = { announce, clearFailure: () => setFailure(null) };

  useLayoutEffect(() => {
    // A deleted card leaves with its focused button (the dialog gave the focus back to it): the heading takes it.
    if (deleted.current !== null && !items.some((item) => keyOf(item) === deleted.current)) {
      deleted.current = null;
      heading.current?.focus();
    }
  });

  function move(from: number, to: number, focus?: MoveButton) {
    const order = sortable.order(from, to, focus);
    const moved = order?.[to];
    if (!order || moved === undefined) return;
    setFailure(null);
    announce(t(keys.moved, { from: from + 1, to: to + 1 }));
    props.reorder(order, { key: moved, position: to }).catch((error: unknown) => {
      sortable.forget();
      setFailure(t(keys.moveFailed, { message: errorText(error, t) }));
    });
  }

  function act(key: number, action: () => Promise<string>) {
    setFailure(null);
    setBusy((current) => new Set(current).add(key));
    action()
      .then(announce)
      .catch((error: unknown) => setFailure(errorText(error, t)))
      .finally(() =>
        setBusy((current) => {
          const next = new Set(current);
          next.delete(key);
          return next;
        }),
      );
  }

  const placeOf = (item: T, index: number): CardPlace => {
    const key = keyOf(item);
    return {
      index,
      count: items.length,
      dropTarget: sortable.isDropTarget(key),
      busy: busy.has(key),
      onMove: (button) => move(index, button === 'earlier' ? index - 1 : index + 1, button),
      onEdit: (opener) => setEditing({ item, number: index + 1, opener }),
      onDelete: (opener) => setDeleting({ item, number: index + 1, opener }),
      act: (action) => act(key, action),
      drag: sortable.dragHandlers(key, index),
    };
  };

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t(keys.title)}
      </h2>
      {props.intro?.(tools)}
      <p className="sr-only" role="status">
        {sortable.announcement}
      </p>
      <FormMessage text={failure} />
      {items.length === 0 ? (
        <p className="empty">{t(keys.empty)}</p>
      ) : (
        <>
          <p className="hint">{t(keys.help)}</p>
          <ol className={props.listClassName ?? 'media-grid'} ref={sortable.list}>
            {items.map((item, index) => (
              <Fragment key={keyOf(item)}>{props.card(item, placeOf(item, index))}</Fragment>
            ))}
          </ol>
        </>
      )}
      {props.dialogs?.(tools)}
      {editing &&
        props.editor({
          item: editing.item,
          number: editing.number,
          onClose: () => setEditing(null),
          returnFocusTo: { current: editing.opener },
          onSaved: () => {
            announce(t(keys.saved, { number: editing.number }));
            setEditing(null);
          },
        })}
      {deleting && (
        <ConfirmDelete
          title={t(keys.deleteTitle, { number: deleting.number })}
          confirmLabel={keys.confirm && t(keys.confirm)}
          onClose={() => setDeleting(null)}
          // The card goes with its button: the focus then lands on the grid's heading.
          returnFocusTo={heading}
          confirm={async () => {
            await props.remove(deleting.item);
            deleted.current = keyOf(deleting.item);
            announce(t(keys.deleted, { number: deleting.number }));
            setDeleting(null);
          }}
        >
          {props.deleteText(deleting.item)}
        </ConfirmDelete>
      )}
    </section>
  );
}
