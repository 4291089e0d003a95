import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Server-rendered HTML document: readable without any client JavaScript. */
export function renderDocument(page: ReactElement): string {
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}
