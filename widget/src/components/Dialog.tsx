import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import css from './Dialog.css?inline';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(node: Element | null | undefined): HTMLElement[] {
  return node ? [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]')) : [];
}

/** The focused element where the node lives: inside a shadow root, document.activeElement is only the host. */
function activeElementOf(node: Node): Element | null {
  return (node.getRootNode() as Document | ShadowRoot).activeElement ?? null;
}

function canTakeFocus(el: Element | null): el is HTMLElement {
  return el instanceof HTMLElement && el.isConnected && !(el as HTMLButtonElement).disabled && el !== el.ownerDocument.body;
}

export interface DialogProps {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  /** Actions kept visible under the scrolling body. */
  footer?: ReactNode;
  className?: string;
  /** Where focus goes back when the opener cannot take it (it was disabled while a call ran). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog rendered in the widget's own tree, so it stays inside the shadow root with the
 * widget's styles and never touches the host page. Focus moves in on open (the `[data-autofocus]`
 * element, else the first control of the body), Tab cycles inside, Escape closes, and focus goes
 * back to whatever opened it.
 */
export function Dialog({ title, onClose, children, footer, className, returnFocusTo }: DialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // Read at unmount time: the fallback ref may point to an element rendered after the dialog opened.
  const fallback = useRef(returnFocusTo);
  fallback.current = returnFocusTo;

  useEffect(() => {
    const node = panel.current;
    if (!node) return;
    const opener = activeElementOf(node);
    const first =
      node.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(node.querySelector('.qr-dialog-body'))[0] ?? node;
    first.focus();
    return () => {
      const target = canTakeFocus(opener) ? opener : fallback.current?.current;
      if (canTakeFocus(target ?? null)) target?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // A dialog inside a dialog closes alone.
      event.stopPropagation();
      onClose();
      return;
    }
    const node = panel.current;
    if (event.key !== 'Tab' || !node) return;
    const items = focusables(node);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = activeElementOf(node);
    if (event.shiftKey && (active === first || active === node || !node.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !node.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the overlay only relays keys from the dialog inside it
    <div
      className="qr-dialog-overlay"
      onKeyDown={onKeyDown}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <style>{css}</style>
      <div
        ref={panel}
        className={className ? `qr-dialog ${className}` : 'qr-dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="qr-dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="qr-dialog-close" aria-label={t('close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="qr-dialog-body">{children}</div>
        {footer && <div className="qr-dialog-footer">{footer}</div>}
      </div>
    </div>
  );
}
