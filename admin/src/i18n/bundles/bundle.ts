import { withProviderMessages } from '@alliance/shared/i18n/merge';

type Json = Record<string, unknown>;

/**
 * One language's texts as namespaces, from its files (the globs of `bundles/<language>.ts`):
 * `locales/<language>/<namespace>.json` by file name, the shared messages as `shared` with the
 * providers' validation messages merged in (as the server has them).
 */
export function bundle(files: Record<string, Json>): Record<string, Json> {
  const namespaces: Record<string, Json> = {};
  let common: Json | undefined;
  let providers: Json | undefined;
  for (const [file, texts] of Object.entries(files)) {
    if (/\/shared\/src\/i18n\/providers\/[a-z]{2}\.json$/.test(file)) providers = texts;
    else if (/\/shared\/src\/i18n\/[a-z]{2}\.json$/.test(file)) common = texts;
    else namespaces[/([a-zA-Z]+)\.json$/.exec(file)?.[1] ?? file] = texts;
  }
  if (common && providers) {
    type Messages = { validation: Record<string, string> };
    namespaces.shared = withProviderMessages(common as Messages, providers as Messages) as unknown as Json;
  }
  return namespaces;
}
