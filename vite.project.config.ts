/**
 * The couples' app (project.<domain>/): widget/src/project-app/index.html and its modules, on
 * React 19 itself (not preact: a page of our own, no host page to stay small for). `npm run
 * build:app` writes widget/dist/project-app/index.html and content-hashed files under assets/,
 * which the project host serves (server/src/modules/project-app/).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { pureSharedSchemas, sevenCountriesPhoneMetadata, widgetAliases } from './vite.widget.config.ts';

const appRoot = fileURLToPath(new URL('./widget/src/project-app', import.meta.url));
const outDir = fileURLToPath(new URL('./widget/dist/project-app', import.meta.url));

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * `x.js.br` (brotli 11) and `x.js.gz` (gzip 9) beside every built script and style: the project
 * host sends them as they are (@fastify/static `preCompressed`), so no request pays for compression.
 * The admin's build uses it too (vite.admin.config.ts).
 */
export function precompress(): Plugin {
  return {
    name: 'alliance:precompress',
    apply: 'build',
    async writeBundle(options) {
      const assets = path.join(options.dir ?? outDir, 'assets');
      const files = (await readdir(assets)).filter((name) => /\.(js|css|svg)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(assets, name);
          const content = await readFile(file);
          await writeFile(`${file}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${file}.gz`, await gzipped(content, { level: 9 }));
        }),
      );
    },
  };
}

export default defineConfig(({ mode }) => ({
  root: appRoot,
  base: '/',
  publicDir: false,
  // The widget's phone rules cut to the seven countries, as in the widget's own build.
  resolve: { alias: widgetAliases },
  plugins: [sevenCountriesPhoneMetadata(), pureSharedSchemas(), precompress()],
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
