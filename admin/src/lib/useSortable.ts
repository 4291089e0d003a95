import { type DragEvent, useLayoutEffect, useRef, useState } from 'react';

/** Which of an item's two move buttons was pressed. */
export type MoveButton = 'earlier' | 'later';

/**
 * A list reordered by dragging an item onto another or with each item's Earlier / Later buttons
 * (the media library's gallery, a portfolio's or venue's photos, the videos). The items are
 * `[data-sortable="<key>"]` elements inside `list`, their buttons `[data-move="earlier|later"]`.
 *
 * - `order(from, to, focus)` answers the keys in the new order (null when nothing moves) and, for a
 *   keyboard move, brings the focus back to the button pressed once the item sits at its new place;
 *   `forget()` drops that (the move failed).
 * - `announce(text)` puts a sentence in the live region (`announcement`), read out even when it
 *   is the same as the previous one.
 * - `dragHandlers(key, index)` go on each item; a drop calls `drop(from, to)`.
 */
export function useSortable<K extends string | number>(keys: readonly K[], drop: (from: number, to: number) => void) {
  const list = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<K | null>(null);
  const [dropOn, setDropOn] = useState<K | null>(null);
  const refocus = useRef<{ key: K; index: number; button: MoveButton } | null>(null);

  useLayoutEffect(() => {
    // After a keyboard move, once the item sits at its new place, its button takes the focus back.
    const target = refocus.current;
    if (target && keys.indexOf(target.key) === target.index) {
      refocus.current = null;
      list.current?.querySelector<HTMLElement>(`[data-sortable="${target.key}"] [data-move="${target.button}"]`)?.focus();
    }
  });

  const announce = (text: string) => {
    // The same sentence twice in a row is still read out.
    setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));
  };

  function order(from: number, to: number, focus?: MoveButton): K[] | null {
    const moved = keys[from];
    if (moved === undefined || to < 0 || to >= keys.length || from === to) return null;
    const next = [...keys];
    next.splice(from, 1);
    next.splice(to, 0, moved);
    refocus.current = focus ? { key: moved, index: to, button: focus } : null;
    return next;
  }

  const dragHandlers = (key: K, index: number) => ({
    onDragStart: (event: DragEvent<HTMLElement>) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(key));
      setDragged(key);
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (dragged === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (dropOn !== key) setDropOn(key);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      if (dragged === null) return;
      event.preventDefault();
      const from = keys.indexOf(dragged);
      setDragged(null);
      setDropOn(null);
      if (from >= 0) drop(from, index);
    },
    onDragEnd: () => {
      setDragged(null);
      setDropOn(null);
    },
  });

  return {
    list,
    announcement,
    announce,
    order,
    forget: () => {
      refocus.current = null;
    },
    dragHandlers,
    /** Another item is dragged over this one. */
    isDropTarget: (key: K) => dropOn === key && dragged !== key,
  };
}
