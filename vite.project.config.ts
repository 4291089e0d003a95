/**
 * The couples' app (project.<domain>/): widget/src/project-app/index.html and its modules, on
 * React 19 itself (not preact: a page of our own, no host page to stay small for). `npm run
 * build:app` writes widget/dist/project-app/index.html and content-hashed files under assets/,
 * which the project host serves (server/src/modules/project-app/).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sevenCountriesPhoneMetadata, widgetAliases } from './vite.widget.config.ts';

const appRoot = fileURLToPath(new URL('./widget/src/project-app', import.meta.url));
const outDir = fileURLToPath(new URL('./widget/dist/project-app', import.meta.url));

export default defineConfig(({ mode }) => ({
  root: appRoot,
  base: '/',
  publicDir: false,
  // The widget's phone rules cut to the seven countries, as in the widget's own build.
  resolve: { alias: widgetAliases },
  plugins: [sevenCountriesPhoneMetadata()],
  // React's production build, whatever the environment of the build.
  define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') },
  build: {
    outDir,
    // Outside the root: Vite empties it only when told to (old hashed files would pile up).
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2020',
    sourcemap: false,
  },
}));
