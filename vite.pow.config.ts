/**
 * The widget's proof-of-work solver (widget/src/pow/solve.ts) as a small ES module of its own,
 * `widget/dist/pow.js`, served at `/widget/pow.js` by the www host. The widget (one IIFE, where
 * a dynamic import would be inlined) imports it only when the server asks for a proof of work, so
 * its first load does not grow. `npm run build:widget` builds it after the widget.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const widgetRoot = fileURLToPath(new URL('./widget', import.meta.url));

export default defineConfig({
  root: widgetRoot,
  build: {
    outDir: process.env.WIDGET_OUT_DIR ?? `${widgetRoot}/dist`,
    emptyOutDir: false,
    target: 'es2020',
    sourcemap: false,
    lib: {
      entry: `${widgetRoot}/src/pow/solve.ts`,
      formats: ['es'],
      fileName: () => 'pow.js',
    },
  },
});
