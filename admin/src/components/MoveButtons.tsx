import type { ReactNode } from 'react';
import type { MoveButton } from '../lib/useSortable.ts';

interface MoveButtonsProps {
  /** The item is first (no earlier place) or last (no later place). */
  first: boolean;
  last: boolean;
  earlier: string;
  later: string;
  /** Names the item the buttons act on (visually hidden), after the button's text. */
  which: ReactNode;
  onMove(button: MoveButton): void;
}

/**
 * An item's Earlier / Later buttons (`useSortable`). At either end the button stays focusable
 * (aria-disabled, not disabled): the focus it had after a move is not lost.
 */
export function MoveButtons({ first, last, earlier, later, which, onMove }: MoveButtonsProps) {
  return (
    <>
      <button
        type="button"
        data-move="earlier"
        aria-disabled={first || undefined}
        onClick={() => {
          if (!first) onMove('earlier');
        }}
      >
        <span aria-hidden="true">← </span>
        {earlier}
        {which}
      </button>
      <button
        type="button"
        data-move="later"
        aria-disabled={last || undefined}
        onClick={() => {
          if (!last) onMove('later');
        }}
      >
        {later}
        {which}
        <span aria-hidden="true"> →</span>
      </button>
    </>
  );
}
