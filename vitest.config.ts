import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { sevenCountriesPhoneMetadata, staticSchemaLoaders, widgetAliases } from './vite.widget.config.ts';

// On a PostgreSQL server (TEST_DATABASE_URL), only the projects that touch the database run: the
// widget's and the admin's component tests answer their calls from tables and have run on PGlite.
const databaseOnly = Boolean(process.env.TEST_DATABASE_URL);
const touchesDatabase = (name: string) => !databaseOnly || name === 'server' || name === 'shared';

export default defineConfig({
  test: {
    // Vitest's default leaves a core to itself (one worker on a two-core machine), yet the files
    // wait on PGlite, PostgreSQL and jsdom often enough that a worker per core finishes sooner.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      // The server's and the shared files run in one module context per worker (`isolate: false`):
      // each file builds its own app and database from injected dependencies, so nothing a file
      // does reaches the next one, and the modules are imported once per worker instead of once
      // per file. Proof: the suite also passes with its files shuffled
      // (`npx vitest run --project server --project shared --sequence.shuffle.files --sequence.seed=N`).
      { test: { name: 'shared', root: './shared', environment: 'node', include: ['src/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'server',
          root: './server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: ['./test/setup.ts'],
          isolate: false,
          // Each file opens its own database; PGlite start-up and seeding need more than 5 s.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The widget's components on React itself (the shipped bundle, on preact/compat, is
        // what the browser tests drive), with the same seven-country phone metadata, and the
        // answers' schemas imported up front as in its script (a call answers in the tick its
        // scripted fetch does, not after a first import of the schema's module).
        plugins: [sevenCountriesPhoneMetadata(), staticSchemaLoaders()],
        resolve: { alias: widgetAliases },
        test: {
          name: 'widget',
          root: './widget',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          // One jsdom and module context per worker, as the server's: the setup file unmounts what a
          // test rendered and clears the cookies, each test builds its own client, store and fake API.
          isolate: false,
        },
      },
      {
        // The providers' admin SPA on React itself (its shipped build, on preact/compat as the
        // widget's, is what the browser tests drive), with the widget parts it reuses.
        plugins: [sevenCountriesPhoneMetadata()],
        resolve: { alias: widgetAliases },
        test: {
          name: 'admin',
          root: './admin',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          // One jsdom and module context per worker, as the server's: the setup file unmounts what a
          // test rendered and clears the cookies, each test builds its own client, store and fake API.
          isolate: false,
        },
      },
    ].filter((project) => touchesDatabase(project.test.name)),
  },
});
