import type { AppDeps } from '../app-deps.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Services } from '../services.ts';

/** What the business modules (leads, credits, payments, invoices, pricing) are registered with. */
export interface ModuleDeps {
  db: Database;
  clock: () => Date;
  config: Config & { jwtSecret: string };
  services: Services;
  deps: AppDeps;
}
