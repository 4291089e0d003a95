import { resourcesFrom } from '../../i18n/index.ts';

/**
 * The app's texts, one namespace per file (`locales/<language>/<namespace>.json`: `app`, `search`,
 * and the pages' own), added to the widget's (`common`, `account`, `registration`, `shared`…).
 * Tests pass this same object to the harness's `resources` option.
 */
export const appResources = resourcesFrom(
  import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true }),
);
