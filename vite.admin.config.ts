/**
 * The providers' admin SPA (app.<domain>/): admin/index.html and its modules, on React 19. `npm
 * run build:admin` writes admin/dist/index.html and content-hashed files under assets/, which the
 * app host serves (index.html for the SPA's paths, /assets/* immutable). The pages are chunks of
 * their own: the sign-in page loads React, the router, the client and its own form only.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './vite.project.config.ts';
import { sevenCountriesPhoneMetadata, widgetAliases } from './vite.widget.config.ts';

const adminRoot = fileURLToPath(new URL('./admin', import.meta.url));
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
    },
  },
  // precompress: the app host sends x.js.br / x.js.gz as they are (spa.ts `preCompressed`); without
  // them a phone on 3G downloaded every script uncompressed, three times its gzip size.
  plugins: [sevenCountriesPhoneMetadata(), pureSharedSchemas(), precompress()],
  // React's production build, whatever the environment of the build.
  define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') },
  build: {
    outDir: `${adminRoot}/dist`,
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2020',
    sourcemap: false,
    rollupOptions: {
      onwarn(warning, warn) {
        // TanStack Query's "use client" markers mean nothing in a browser bundle.
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
}));
