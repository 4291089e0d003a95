/**
 * The few parts of i18next the <quote-request> script and the admin use, for their builds only
 * (vite.widget.config.ts and vite.admin.config.ts alias `i18next` here): `createInstance().init({
 * resources, lng, fallbackLng, defaultNS })`, `t(key, values)` with `ns:` prefixes, nested keys,
 * `_one`/`_other` plurals by Intl.PluralRules and `{{value}}` interpolation, `getFixedT`,
 * `changeLanguage` and its `languageChanged` event, `hasResourceBundle` / `addResourceBundle`
 * (the admin's namespaces loaded on use), `services.formatter.add` for `{{name, format}}`.
 * i18next itself is 14 KB gzip (a sixth of the widget's
 * budget, a tenth of an admin page's) for features neither calls (backends, built-in formatters,
 * nesting, context). mini-i18next.test.ts holds it to i18next's output on every text of the widget and of
 * the admin, in every language. Tests and the couples' app run i18next itself.
 */

type Tree = { [key: string]: string | Tree };
type Values = Record<string, unknown> & { count?: number };
type Listener = (language: string) => void;

interface InitOptions {
  lng?: string;
  fallbackLng?: string | false;
  defaultNS?: string;
  resources?: Record<string, Record<string, Tree>>;
}

const pluralRules = new Map<string, Intl.PluralRules>();
const pluralOf = (language: string, count: number) => {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
};

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

type Format = (value: unknown, language: string, options: Record<string, unknown>) => unknown;

/**
 * As i18next: a value given (even as null or undefined) is written, one not given leaves the
 * placeholder; `{{name, format}}` passes the value through the format added with
 * `services.formatter.add` (names compared in lower case, an unknown format leaves the value).
 */
function interpolate(text: string, values: Values | undefined, formats: Map<string, Format>, language: string): string {
  return text.replace(/\{\{(.+?)\}\}/g, (placeholder, inside: string) => {
    const [name = '', ...rest] = inside.split(',');
    const format = rest
      .join(',')
      .trim()
      .replace(/\(.*\)$/, '')
      .toLowerCase();
    let parent: unknown;
    let value: unknown = values;
    let given = true;
    for (const part of name.trim().split('.')) {
      parent = value;
      given = typeof parent === 'object' && parent !== null && part in parent;
      value = given ? (parent as Record<string, unknown>)[part] : undefined;
    }
    if (format) {
      const formatter = formats.get(format);
      value = formatter ? formatter(value, language, { ...values, interpolationkey: name.trim() }) : value;
      given = value !== undefined;
    }
    if (!given) return placeholder;
    return value === undefined || value === null ? '' : String(value);
  });
}

function merge(into: Tree, from: Tree): Tree {
  const out: Tree = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const old = out[key];
    out[key] = typeof value === 'object' && typeof old === 'object' ? merge(old, value) : value;
  }
  return out;
}

export function createInstance() {
  let options: InitOptions = {};
  const listeners = new Set<Listener>();
  const formats = new Map<string, Format>();

  const translate = (language: string, ns: string | null, key: string, values?: Values): string => {
    const separator = key.indexOf(':');
    const namespace = separator > 0 ? key.slice(0, separator) : (ns ?? options.defaultNS ?? 'translation');
    const path = separator > 0 ? key.slice(separator + 1) : key;
    const fallback = options.fallbackLng;
    const languages = [language, ...(fallback && fallback !== language ? [fallback] : [])];
    for (const code of languages) {
      const tree = options.resources?.[code]?.[namespace];
      // As i18next: the plural form of this language first, then the bare key.
      const count = values?.count;
      const plural = typeof count === 'number' ? lookup(tree, `${path}_${pluralOf(code, count)}`) : undefined;
      const found = plural ?? lookup(tree, path);
      if (found !== undefined) return interpolate(found, values, formats, language);
    }
    return path;
  };

  const instance = {
    language: '',
    // The admin's name formats (shared/src/text.ts `nameFormatters`), as i18next's formatter takes them.
    services: { formatter: { add: (name: string, format: Format) => void formats.set(name.toLowerCase().trim(), format) } },
    init(init: InitOptions) {
      options = { ...init, resources: { ...init.resources } };
      instance.language = init.lng ?? (init.fallbackLng || 'fr');
      return instance;
    },
    hasResourceBundle: (language: string, ns: string) => Boolean(options.resources?.[language]?.[ns]),
    /** As i18next's with `deep` and `overwrite`: the new texts merged over the old. */
    addResourceBundle(language: string, ns: string, texts: Tree) {
      const resources = options.resources ?? {};
      options.resources = resources;
      resources[language] = { ...resources[language], [ns]: merge(resources[language]?.[ns] ?? {}, texts) };
      return instance;
    },
    t: (key: string, values?: Values) => translate(instance.language, null, key, values),
    getFixedT: (_language: string | null, ns: string | null) => (key: string, values?: Values) =>
      translate(instance.language, ns, key, values),
    changeLanguage(language: string) {
      instance.language = language;
      for (const listener of [...listeners]) listener(language);
      return Promise.resolve(instance.t);
    },
    on(event: string, listener: Listener) {
      if (event === 'languageChanged') listeners.add(listener);
    },
    off(event: string, listener: Listener) {
      if (event === 'languageChanged') listeners.delete(listener);
    },
  };
  return instance;
}
