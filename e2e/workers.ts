/**
 * How many Playwright workers run the browser tests, each against a server and data of its own
 * (e2e/global-setup.ts starts one per worker). Two by default: on a two-core machine the browser
 * and the server of one worker leave half the machine idle while they wait on each other.
 * `E2E_WORKERS=1` runs them one at a time.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);
