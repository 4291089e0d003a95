/**
 * What the couples' app flow specs share: the app's own texts, a counter of the couple's
 * interactions and a stopwatch that leaves the tests' own pauses (screenshots) out.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '..');

// biome-ignore lint/suspicious/noExplicitAny: the app's JSON texts, read as they are shipped
type Texts = Record<string, any>;

/** A namespace of the app's texts (widget/src/project-app/i18n/locales/<language>/<namespace>.json). */
function appTexts(language: string, namespace: 'app' | 'newProject' | 'projectView'): Texts {
  return JSON.parse(readFileSync(path.join(ROOT, 'widget/src/project-app/i18n/locales', language, `${namespace}.json`), 'utf8'));
}

export const appFr = {
  app: appTexts('fr', 'app'),
  newProject: appTexts('fr', 'newProject'),
  projectView: appTexts('fr', 'projectView'),
};

/**
 * Counts what the couple does: wrap each user action (a click, a field filled, a key pressed)
 * in `count(...)`. `pause(...)` wraps what the test does for itself (screenshots), whose time
 * `elapsedMs()` leaves out.
 */
export function interactionMeter() {
  let actions = 0;
  let started = 0;
  let paused = 0;
  return {
    start(): void {
      started = Date.now();
      paused = 0;
    },
    async count<T>(action: Promise<T>): Promise<T> {
      actions++;
      return await action;
    },
    async pause<T>(work: Promise<T> | (() => Promise<T>)): Promise<T> {
      const from = Date.now();
      try {
        return await (typeof work === 'function' ? work() : work);
      } finally {
        paused += Date.now() - from;
      }
    },
    get actions(): number {
      return actions;
    },
    elapsedMs(): number {
      return Date.now() - started - paused;
    },
    /** Logs the count and the time, and keeps them in the test's report (annotations). */
    report(testInfo: TestInfo, what: string): { actions: number; ms: number } {
      const ms = this.elapsedMs();
      console.log(`${what}: ${actions} interactions in ${(ms / 1000).toFixed(1)} s`);
      testInfo.annotations.push(
        { type: 'interactions', description: String(actions) },
        { type: 'wall time', description: `${(ms / 1000).toFixed(1)} s (${what}, screenshots left out)` },
      );
      return { actions, ms };
    },
  };
}

/**
 * A full-page screenshot (the app's pages are taller than a phone's screen) into
 * test-results/screens/<name>-<width>px.png, as flows.ts's `screens` names them.
 */
export async function fullPageShot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const where = path.join(testInfo.project.outputDir, 'screens', `${name}-${page.viewportSize()?.width ?? 0}px.png`);
  testInfo.attachments.push({ name, path: where, contentType: 'image/png' });
  await page.screenshot({ path: where, fullPage: true, animations: 'disabled' });
}
