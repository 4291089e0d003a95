import { enhance } from './enhance.ts';

// The one side effect. A second copy of the script on the page does nothing.
const ENHANCED = Symbol.for('alliance.directory.enhanced');
const page = window as unknown as Record<symbol, boolean>;
if (!page[ENHANCED]) {
  page[ENHANCED] = true;
  void enhance(document);
}
