/**
 * The <quote-request> widget as ONE script: an IIFE with React (through preact/compat), its
 * styles (inlined into the shadow root with `?inline`) and the six languages inside, nothing
 * beside it. `npm run build:widget` writes widget/dist/quote-request.js, which the www host serves.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const require = createRequire(import.meta.url);
const widgetRoot = fileURLToPath(new URL('./widget', import.meta.url));

/** The seven countries the product serves (shared/src/countries.ts): the only ones dialled. */
const SERVED_COUNTRIES = ['FR', 'BE', 'GB', 'DE', 'IT', 'ES', 'PT'];
export const PHONE_METADATA_MODULE = 'virtual:seven-countries-phone-metadata';

/**
 * libphonenumber-js's "max" metadata (every validation rule, number types included: only
 * mobiles are accepted) cut down to the seven countries: 12 KB of JSON instead of 157 KB.
 */
export function sevenCountriesPhoneMetadata(): Plugin {
  const resolved = `\0${PHONE_METADATA_MODULE}`;
  return {
    name: 'seven-countries-phone-metadata',
    resolveId: (id) => (id === PHONE_METADATA_MODULE ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      const full = JSON.parse(readFileSync(require.resolve('libphonenumber-js/metadata.max.json'), 'utf8')) as {
        version: number;
        country_calling_codes: Record<string, string[]>;
        countries: Record<string, unknown>;
      };
      const callingCodes = Object.fromEntries(
        Object.entries(full.country_calling_codes)
          .map(([code, countries]) => [code, countries.filter((c) => SERVED_COUNTRIES.includes(c))] as const)
          .filter(([, countries]) => countries.length > 0),
      );
      const countries = Object.fromEntries(SERVED_COUNTRIES.map((c) => [c, full.countries[c]]));
      return `export default ${JSON.stringify({ version: full.version, country_calling_codes: callingCodes, countries, nonGeographic: {} })};`;
    },
  };
}

const sharedSource = fileURLToPath(new URL('./shared/src/', import.meta.url));

interface Node {
  type: string;
  start: number;
  end: number;
  declaration?: Node | null;
  declarations?: { init?: Node | null }[];
}

/**
 * The shared modules build their zod schemas at the top of the module, with chains of calls a
 * bundler must assume to have effects: a page importing one schema would carry every schema of
 * the module and what they import (the phone rules behind the phone schemas). Each top-level
 * `const x = call(…)` of shared/src is marked pure here, so the schemas a chunk does not use go.
 */
export function pureSharedSchemas(): Plugin {
  return {
    name: 'pure-shared-schemas',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(sharedSource) || !/\.ts$/.test(id) || id.endsWith('.test.ts')) return undefined;
      const program = this.parse(code, { lang: 'ts' }) as unknown as { body: Node[] };
      const inits: Node[] = [];
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations ?? []) if (init?.type === 'CallExpression') inits.push(init);
      }
      let out = code;
      for (const init of inits.sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => ${out.slice(init.start, init.end)})()${out.slice(init.end)}`;
      }
      return { code: out, map: null };
    },
  };
}

/** `import('@alliance/shared/x').then((m) => m.y)`: an answer schema's loader (widget/src/api/client.ts, SchemaLoader). */
const SCHEMA_LOADER = /import\(\s*(['"])(@alliance\/shared\/[\w-]+)\1\s*\)\s*\.then\(\s*\(\s*m\s*\)\s*=>\s*m\.(\w+)\s*,?\s*\)/g;

/**
 * The calls of the couples' app's and the admin's first loads load their answers' schemas with the
 * call, so that zod is not in those first loads. A script of one file cannot split: there a dynamic
 * import is inlined whole, every schema of the module and classic zod with it (the widget's script
 * went from 69 to 89 KB gzip). Here each loader imports its schema statically again, so only the
 * schemas used stay, as before the loaders; a loader of another form is an error, not a silent 20 KB.
 * The widget's tests use it too (vitest.config.ts): a call answers as soon as its scripted fetch.
 */
export function staticSchemaLoaders(): Plugin {
  return {
    name: 'static-schema-loaders',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || !code.includes('@alliance/shared/')) return undefined;
      const imports: string[] = [];
      const out = code.replace(SCHEMA_LOADER, (_loader, _quote, module: string, name: string) => {
        const local = `__answerSchema${imports.length}`;
        imports.push(`import { ${name} as ${local} } from '${module}';`);
        return `Promise.resolve(${local})`;
      });
      if (/import\(\s*['"]@alliance\/shared\//.test(out))
        this.error(`${id}: a loader of a shared schema this build cannot make static`);
      return imports.length ? { code: `${imports.join('\n')}\n${out}`, map: null } : undefined;
    },
  };
}

/** Shared aliases of the build and of the widget's tests. */
export const widgetAliases = {
  // shared/src/phone.ts is written against libphonenumber-js/max: here it gets the same
  // functions bound to the seven countries' metadata.
  'libphonenumber-js/max': `${widgetRoot}/src/phone/seven-countries.ts`,
};

/** React's API from Preact: the code stays React, the shipped runtime weighs 4 KB, not 60. */
export const preactAliases = {
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  react: 'preact/compat',
};

export default defineConfig(({ mode }) => ({
  root: widgetRoot,
  // WIDGET_RUNTIME=react builds the same source on React 19 itself (the bench's comparison).
  resolve: {
    alias: {
      ...widgetAliases,
      // The few parts of i18next the script calls (widget/src/i18n/mini-i18next.ts): 14 KB gzip less.
      i18next: `${widgetRoot}/src/i18n/mini-i18next.ts`,
      ...(process.env.WIDGET_RUNTIME === 'react' ? {} : preactAliases),
    },
  },
  plugins: [sevenCountriesPhoneMetadata(), pureSharedSchemas(), staticSchemaLoaders()],
  // Library mode leaves process.env.NODE_ENV alone: without this, React's development build ships.
  define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') },
  build: {
    outDir: process.env.WIDGET_OUT_DIR ?? `${widgetRoot}/dist`,
    // widget/dist also holds the couples' app (vite.project.config.ts): the script is one file, overwritten.
    emptyOutDir: false,
    target: 'es2020',
    cssCodeSplit: false,
    sourcemap: false,
    rollupOptions: {
      // Chromium's explicit compile hint: every function of the file compiled with the script, on
      // the streaming thread, not one by one on the page's thread while the form first renders
      // (about 50 ms less to an interactive form at 4× CPU). Other browsers read a comment.
      output: { postBanner: '//# allFunctionsCalledOnLoad' },
    },
    lib: {
      entry: `${widgetRoot}/src/main.tsx`,
      name: 'AllianceQuoteRequest',
      formats: ['iife'],
      fileName: () => 'quote-request.js',
    },
  },
}));
