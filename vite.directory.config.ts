/**
 * The directory pages' enhancement (favourite hearts, city suggestions, image view counts) as
 * ONE small script: an IIFE, no CSS (the pages carry its styles), no framework (plain DOM and
 * the widget's ky client). `npm run build:directory` writes widget/dist/directory.js, served at
 * `/directory.js` by the www host. Run it after the widget's and the app's builds: it only adds
 * its own file to widget/dist.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { pureSharedSchemas, staticSchemaLoaders } from './vite.widget.config.ts';

const widgetRoot = fileURLToPath(new URL('./widget', import.meta.url));

export default defineConfig(({ mode }) => ({
  root: widgetRoot,
  // The client's answer schemas come from shared/src: only those it uses, and the zod they need, are kept.
  plugins: [pureSharedSchemas(), staticSchemaLoaders()],
  // Library mode leaves process.env.NODE_ENV alone: defined, so nothing meant for development ships.
  define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') },
  build: {
    outDir: process.env.WIDGET_OUT_DIR ?? `${widgetRoot}/dist`,
    emptyOutDir: false,
    target: 'es2020',
    sourcemap: false,
    lib: {
      entry: `${widgetRoot}/src/directory/main.ts`,
      name: 'AllianceDirectory',
      formats: ['iife'],
      fileName: () => 'directory.js',
    },
  },
}));
