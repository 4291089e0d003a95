import type { AppDeps } from '../app-deps.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Services } from '../services.ts';

/**
 * The whole wiring, which only the media modules (portfolios, videos, venues) are still registered
 * with while they are reworked (issue 22 §4); every other route plugin takes the few services
 * it uses, built in services.ts. Goes when they do too.
 */
export interface ModuleDeps {
  db: Database;
  clock: () => Date;
  config: Config & { jwtSecret: string };
  services: Services;
  deps: AppDeps;
}
