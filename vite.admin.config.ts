/**
 * The providers' admin SPA (app.<domain>/): admin/index.html and its modules, written for React 19
 * and shipped on preact/compat, as the widget is (its tests run on React). `npm run build:admin`
 * writes admin/dist/index.html and content-hashed files under assets/, which the app host serves
 * (index.html for the SPA's paths, /assets/* immutable). The pages are chunks of their own: the
 * sign-in page loads the runtime, the router, the client and its own form only.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CodeSplittingNameFunction, OutputChunk } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { ADMIN_PAGES } from './admin/src/pages.ts';
import { LOCALES } from './shared/src/locale.ts';
import { precompress } from './vite.project.config.ts';
import { preactAliases, pureSharedSchemas, sevenCountriesPhoneMetadata, widgetAliases } from './vite.widget.config.ts';

const adminRoot = fileURLToPath(new URL('./admin', import.meta.url));

/**
 * On a phone's 3G a request costs more than its bytes: about 560 ms of latency each, six at a time.
 * Left to itself the bundler cut the pages' shared code into a chunk per combination of pages that
 * share it (fourteen requests for the profile page). Here the code that two pages or more share and
 * that the entry does not already hold goes into a few chunks by kind (zod and the shared schemas,
 * the forms library, the phone rules, each feature's shared parts, the rest of the interface).
 * What the entry holds goes into one chunk, 'shell': left to itself, once the entry loads schemas
 * with its calls, the bundler cut it into eight files, and every page waited for them.
 */
function pageChunkName(): CodeSplittingNameFunction {
  const entry = path.join(adminRoot, 'src', 'main.tsx');
  let inEntry: Set<string> | undefined;
  return (id, ctx) => {
    if (!inEntry) {
      inEntry = new Set();
      const stack = [entry];
      for (let next = stack.pop(); next; next = stack.pop()) {
        // zod is not the entry's: the shared modules it reads constants from import zod for their
        // schemas, which the build drops (pureSharedSchemas); its calls load their schemas.
        if (inEntry.has(next) || /[\\/]node_modules[\\/]zod[\\/]/.test(next)) continue;
        inEntry.add(next);
        stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
      }
    }
    if (inEntry.has(id)) return 'shell';
    if (/[\\/]libphonenumber-js[\\/]|seven-countries|[\\/]phone/i.test(id)) return 'phone';
    if (/[\\/]node_modules[\\/]zod[\\/]/.test(id)) return 'zod';
    if (/[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/.test(id)) return 'forms';
    // The shared schemas come with zod (one goes nowhere without the other), the other shared modules with the interface.
    if (/[\\/]shared[\\/]src[\\/]/.test(id)) {
      return ctx.getModuleInfo(id)?.importedIds.some((dep) => /[\\/]node_modules[\\/]zod[\\/]/.test(dep)) ? 'zod' : 'ui';
    }
    // A feature's parts that other pages use (the media uploads, the company forms) in one chunk per feature.
    const feature = /[\\/]admin[\\/]src[\\/]features[\\/]([a-z-]+)[\\/]/.exec(id)?.[1];
    if (feature) return feature;
    // The interface parts built on the forms library or on zod (the title dialog) go with the forms
    // library: the sign-in page loads 'ui' and needs neither (together about 30 KB gzip).
    return needsFormsOrZod(id, ctx) ? 'forms' : 'ui';
  };
}

const FORMS_OR_ZOD = /[\\/]node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/;

/** Whether a module imports (statically, through our own modules) the forms library or zod. */
function needsFormsOrZod(id: string, ctx: Parameters<CodeSplittingNameFunction>[1], seen = new Set<string>()): boolean {
  if (FORMS_OR_ZOD.test(id)) return true;
  if (seen.has(id) || /[\\/]node_modules[\\/]/.test(id)) return false;
  seen.add(id);
  return (ctx.getModuleInfo(id)?.importedIds ?? []).some((dep) => needsFormsOrZod(dep, ctx, seen));
}

/**
 * `dist/preloads.json`: for each page of admin/src/pages.ts (by its path pattern), the scripts it
 * needs beyond the entry's and the API reads it opens with, and for each language the file of its texts. The app host names them
 * in index.html as `<link rel="modulepreload">` (server/src/plugins/spa-preloads.ts): on a phone's
 * 3G the page's code, its texts and the entry then come in one round instead of three or four.
 */
export function pagePreloads(): Plugin {
  return {
    name: 'admin-page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (file: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('the admin build has no entry chunk');
      const inEntry = closure(entry.fileName);
      const scriptsOf = (module: string): string[] => {
        const id = path.join(adminRoot, 'src', module);
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
        if (!chunk) throw new Error(`no chunk for ${module}`);
        return [...closure(chunk.fileName)].filter((file) => !inEntry.has(file));
      };
      const preloads = {
        texts: Object.fromEntries(LOCALES.map((locale) => [locale, scriptsOf(`i18n/bundles/${locale}.ts`)])),
        pages: Object.fromEntries(ADMIN_PAGES.map((page) => [page.path, scriptsOf(page.module)])),
        // A signed-in provider's page reads `me` first (RequireProvider), then its own data.
        data: Object.fromEntries(
          ADMIN_PAGES.filter((page) => page.gate === 'provider' || page.gate === 'landing').map((page) => [
            page.path,
            ['/api/me', ...(page.data ?? [])],
          ]),
        ),
      };
      this.emitFile({ type: 'asset', fileName: 'preloads.json', source: `${JSON.stringify(preloads, null, 1)}\n` });
    },
  };
}

export default defineConfig(({ mode }) => ({
  root: adminRoot,
  base: '/',
  publicDir: false,
  // The widget's parts it reuses (phone field, code boxes) read the seven countries' phone rules.
  resolve: {
    alias: {
      ...widgetAliases,
      // The few parts of i18next the admin calls (widget/src/i18n/mini-i18next.ts): 14 KB gzip less on every page.
      i18next: fileURLToPath(new URL('./widget/src/i18n/mini-i18next.ts', import.meta.url)),
      // React's API from Preact, as the widget ships it: react-dom alone was 58 KB gzip of the 94 KB
      // every page loaded first. ADMIN_RUNTIME=react builds the same source on React 19 itself.
      ...(process.env.ADMIN_RUNTIME === 'react' ? {} : preactAliases),
    },
  },
  // precompress: the app host sends x.js.br / x.js.gz as they are (spa.ts `preCompressed`); without
  // them a phone on 3G downloaded every script uncompressed, three times its gzip size.
  plugins: [sevenCountriesPhoneMetadata(), pureSharedSchemas(), precompress(), pagePreloads()],
  // React's production build, whatever the environment of the build.
  define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') },
  build: {
    outDir: `${adminRoot}/dist`,
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2020',
    sourcemap: false,
    manifest: true,
    rollupOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: pageChunkName(), debugName: 'pages', minShareCount: 2 }],
        },
      },
      onwarn(warning, warn) {
        // TanStack Query's "use client" markers mean nothing in a browser bundle.
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
}));
