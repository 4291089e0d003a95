import type { HTMLAttributes, ReactNode } from 'react';
import type { MoveButton } from '../lib/useSortable.ts';
import { MoveButtons } from './MoveButtons.tsx';

/** A card's place in its `SortableGrid` and what it answers to, given by the grid to each card. */
export interface CardPlace {
  /** 0 first. */
  index: number;
  count: number;
  /** Another card is dragged over this one. */
  dropTarget: boolean;
  /** An action on this item (`act`) is on its way. */
  busy: boolean;
  onMove(button: MoveButton): void;
  onEdit(opener: HTMLButtonElement): void;
  onDelete(opener: HTMLButtonElement): void;
  /** Runs an action on this item: its failure shown above the grid, the sentence it answers read out. */
  act(action: () => Promise<string>): void;
  drag: Pick<HTMLAttributes<HTMLElement>, 'onDragStart' | 'onDragOver' | 'onDrop' | 'onDragEnd'>;
}

export interface SortableCardProps {
  place: CardPlace;
  /** The key the grid orders by (`data-sortable`). */
  sortKey: number;
  /** The heading's id, which labels the card. */
  headingId: string;
  heading: ReactNode;
  /** Hidden from the public: the card dimmed, its visibility switch off. */
  hidden: boolean;
  /** More classes of the card (`video-card`). */
  className?: string;
  /** The thumbnail or the player, with its badges. */
  media: ReactNode;
  /** Under the heading: the caption, notes. */
  children?: ReactNode;
  /** Names the item after each button's text, visually hidden ("de la photo 3"). */
  which: string;
  /** The visibility switch of the items the public may not see (library photos, videos): `toggle` answers the sentence read out. */
  visibility?: { label: string; toggle(): Promise<string> };
  /** An action before the move buttons (a portfolio's key image), given what names the item. */
  lead?: (which: ReactNode) => ReactNode;
  texts: { earlier: string; later: string; edit: string; delete: string };
}

/**
 * One card of a `SortableGrid` (a library photo, a video, a portfolio's or venue's photo): its
 * picture, its heading, its notes and its actions. Every button names the item it acts on
 * (visually hidden), so a list of "Supprimer" buttons is never ambiguous.
 */
export function SortableCard(props: SortableCardProps) {
  const { place, texts, visibility } = props;
  const which = (
    <>
      {' '}
      <span className="sr-only">{props.which}</span>
    </>
  );
  const className = ['media-card', props.className, props.hidden ? 'is-hidden' : '', place.dropTarget ? 'drop-target' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <li className={className} data-sortable={props.sortKey} draggable {...place.drag}>
      <article aria-labelledby={props.headingId}>
        {props.media}
        <div className="media-card-body">
          <h3 id={props.headingId}>{props.heading}</h3>
          {props.children}
          <div className="media-actions">
            {visibility && (
              <button
                type="button"
                className="switch"
                aria-pressed={!props.hidden}
                aria-busy={place.busy || undefined}
                onClick={() => {
                  if (!place.busy) place.act(visibility.toggle);
                }}
              >
                <span className="switch-track" aria-hidden="true" />
                {visibility.label}
                {which}
              </button>
            )}
            {props.lead?.(which)}
            <MoveButtons
              first={place.index === 0}
              last={place.index === place.count - 1}
              earlier={texts.earlier}
              later={texts.later}
              which={which}
              onMove={place.onMove}
            />
            <button type="button" onClick={(event) => place.onEdit(event.currentTarget)}>
              {texts.edit}
              {which}
            </button>
            <button type="button" className="danger" onClick={(event) => place.onDelete(event.currentTarget)}>
              {texts.delete}
              {which}
            </button>
          </div>
        </div>
      </article>
    </li>
  );
}
