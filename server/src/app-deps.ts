import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { CompanyRegister } from './adapters/company-register/index.ts';
import type { InstagramPort } from './adapters/instagram/index.ts';
import type { MailSender } from './adapters/mail/index.ts';
import type { PaymentsPort } from './adapters/payments/index.ts';
import type { SmsSender } from './adapters/sms/index.ts';
import type { FileStorage } from './adapters/storage/storage.port.ts';
import type { DatabaseHandle } from './db/client.ts';

/** What the app uses but does not own: the caller opens and closes them. */
export interface AppDeps {
  database: DatabaseHandle;
  /** Time as the rules see it (code expiry, limits, token expiry): injectable for tests. */
  clock?: () => Date;
  /** Replaces the configured SMS adapter (tests of a failing provider). */
  sms?: SmsSender;
  /** Replaces the configured mail adapter. */
  mail?: MailSender;
  /** Replaces the disk storage of uploaded files (DATA_DIR/uploads). */
  storage?: FileStorage;
  /** Replaces the configured company register (SIRET lookups). */
  companyRegister?: CompanyRegister;
  /** Replaces the configured Instagram adapter. */
  instagram?: InstagramPort;
  /** Replaces the configured payments adapter (sandbox or Stripe). */
  payments?: PaymentsPort;
  /** Proof-of-work difficulty of the phone challenges (tests solve easier ones). */
  powMaxNumber?: number;
}

export interface AppOverrides {
  logger?: FastifyServerOptions['logger'];
  /** Size of the locality-search answer cache; 0 measures the database path (benchmarks). */
  localityCacheSize?: number;
  /** False turns the rate limits off (benchmarks load one route from one address). */
  rateLimits?: boolean;
  /**
   * Key prefix of the rate limits: tests sharing one Redis keep their counters apart. A function is
   * read at each count, so a test that reuses one app for several cases starts each on fresh counters.
   */
  rateLimitNamespace?: string | (() => string);
  /** Shorter socket timeouts (tests of a slow client). */
  timeouts?: { requestMs: number; connectionMs: number };
  /** Extra routes registered after the table, for tests (e.g. a deliberately slow route). */
  extraRoutes?: (app: FastifyInstance) => Promise<void>;
}
