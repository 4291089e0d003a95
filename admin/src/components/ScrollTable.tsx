import type { ReactNode } from 'react';

/**
 * A data table in its own box: it scrolls sideways (and down, for a year of days) inside it on a
 * 320 px phone, not the page. The box is a region named by the caption, and focusable so that a
 * keyboard can scroll it.
 */
export function ScrollTable({ id, caption, children }: { id: string; caption: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take focus, or a keyboard cannot scroll it (WCAG 2.1.1)
    <section className="table-scroll" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className="data-table">
        <caption id={`${id}-caption`}>{caption}</caption>
        {children}
      </table>
    </section>
  );
}
