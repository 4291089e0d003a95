import { defineConfig } from 'vitest/config';
import { sevenCountriesPhoneMetadata, widgetAliases } from './vite.widget.config.ts';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: './shared', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: './server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          // Each file opens its own database; PGlite start-up and seeding need more than 5 s.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The widget's components on React itself (the shipped bundle, on preact/compat, is
        // what the browser tests drive), with the same seven-country phone metadata.
        plugins: [sevenCountriesPhoneMetadata()],
        resolve: { alias: widgetAliases },
        test: {
          name: 'widget',
          root: './widget',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        // The providers' admin SPA, with the widget parts it reuses (same aliases and phone rules).
        plugins: [sevenCountriesPhoneMetadata()],
        resolve: { alias: widgetAliases },
        test: {
          name: 'admin',
          root: './admin',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
