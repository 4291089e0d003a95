import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { COUNTRIES, type CountryCode, countryCodeSchema } from '@alliance/shared/countries';
import { z } from 'zod';

/** Repository root: relative paths in the configuration are read from here, whatever the working directory. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export interface DomainConfig {
  /** Registrable domain without area prefix, e.g. `alliance.fr` or `localhost`. */
  domain: string;
  country: CountryCode;
  /** Default locale of the domain, e.g. `fr-FR` (spec §1). */
  locale: string;
}

/**
 * DOMAINS: comma-separated `domain=COUNTRY` or `domain=COUNTRY:locale` entries. The locale
 * defaults to the country's (spec §1): `alliance.fr=FR,alliance.be=BE,alliance.co.uk=GB`.
 */
const domainsSchema = z.string().transform((value, ctx): DomainConfig[] => {
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const domains: DomainConfig[] = [];
  for (const entry of entries) {
    const match = /^([a-z0-9.-]+)=([A-Z]{2})(?::([a-z]{2}-[A-Z]{2}))?$/.exec(entry);
    const country = countryCodeSchema.safeParse(match?.[2]);
    if (!match?.[1] || !country.success) {
      ctx.addIssue({ code: 'custom', message: `"${entry}" is not domain=COUNTRY[:locale] with a served country` });
      return z.NEVER;
    }
    domains.push({ domain: match[1], country: country.data, locale: match[3] ?? COUNTRIES[country.data].defaultLocale });
  }
  if (domains.length === 0) ctx.addIssue({ code: 'custom', message: 'at least one domain is required' });
  return domains;
});

/** An IPv4/IPv6 address or a CIDR range of one. */
function isIpOrRange(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const optionalUrl = (protocols: RegExp) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: protocols }).optional());

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
    DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'data')),
    DOMAINS: domainsSchema.default([{ domain: 'localhost', country: 'FR', locale: 'fr-FR' }]),
    JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    REDIS_URL: optionalUrl(/^rediss?$/),
    GEO_DATA_DIR: optionalString,
    PRODUCT_WORD: z
      .string()
      .regex(/^[a-z-]+$/, 'lowercase letters and dashes only')
      .default('planners'),
    /**
     * The reverse proxies in front, whose X-Forwarded-For is believed (client IPs for the rate
     * limits): `false` (none), a hop count (`1`: the one proxy in front) or their addresses or
     * ranges (`10.0.0.0/8,127.0.0.1`). `true` would believe any client's forged header: refused.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .refine((v) => v !== 'true', "true trusts forged X-Forwarded-For headers: give a hop count or the proxies' addresses")
      .refine(
        (v) => v === 'false' || /^\d{1,2}$/.test(v) || v.split(',').every((part) => isIpOrRange(part.trim())),
        'false, a hop count (1) or comma-separated proxy addresses or CIDR ranges',
      ),
    /** Scheme of the public addresses (canonical URLs, the widget's base-url, CSP): https behind TLS. */
    PUBLIC_SCHEME: z.enum(['http', 'https']).default('http'),
    /** Port of the public addresses; default: PORT. 80/443 (the scheme's own) are left out of the URLs. */
    PUBLIC_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).optional()),
    SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
    SMS_HTTP_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
    SMS_ACCOUNT_SID: optionalString,
    SMS_AUTH_TOKEN: optionalString,
    SMS_FROM: optionalString,
    /**
     * Multiplies every per-address limit: for a test rig where every browser shares one address
     * (the browser tests). Never above 1 in production: the limits are a defence.
     */
    RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
    /** Codes sent in the last hour, all phones together, beyond which every send is refused (and logged). */
    SMS_HOURLY_BUDGET: z.coerce.number().int().min(1).max(1_000_000).default(500),
    /** SMTP server for e-mails (nodemailer URL); unset: mails go to DATA_DIR/outbox/mail.jsonl. */
    SMTP_URL: optionalUrl(/^smtps?$/),
    MAIL_FROM: z.string().min(3).default('Alliance <no-reply@alliance.localhost>'),
    /** The French company register's search API (e.g. https://recherche-entreprises.api.gouv.fr); unset: SIRETs are checked offline only. */
    COMPANY_REGISTER_URL: optionalUrl(/^https?$/),
    /** Instagram connection: our own sandbox consent page, or Instagram's OAuth (client id and secret required). */
    INSTAGRAM: z.enum(['sandbox', 'oauth']).default('sandbox'),
    INSTAGRAM_CLIENT_ID: optionalString,
    INSTAGRAM_CLIENT_SECRET: optionalString,
    INSTAGRAM_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.instagram.com'),
    INSTAGRAM_GRAPH_URL: z.url({ protocol: /^https?$/ }).default('https://graph.instagram.com'),
    /** Size of the demo directory the seed creates. */
    SEED_PROVIDERS: z.coerce.number().int().min(0).max(1_000_000).default(300),
    /** How long a rendered directory listing page is served from memory; 0 renders every request. */
    DIRECTORY_PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    /** How long a process trusts what it read of an image's visibility (the proxy); 0 reads it on every request. */
    IMAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
    /** The built <quote-request> script (`npm run build:widget`), served at /widget/quote-request.js. */
    WIDGET_BUNDLE: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('widget/dist/quote-request.js')),
    /** The built couples' app (`npm run build:app`), served on the project host. */
    PROJECT_APP_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('widget/dist/project-app')),
    /** The built admin SPA (`npm run build:admin`), served on the app host. */
    ADMIN_APP_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('admin/dist')),
    /** Payments: our own sandbox checkout (no money moves), or Stripe Checkout (key and webhook secret required). */
    PAYMENTS: z.enum(['sandbox', 'stripe']).default('sandbox'),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** Where the Stripe library sends its API calls (a local fake in tests); unset: Stripe's own API. */
    STRIPE_API_BASE: optionalUrl(/^https?$/),
    /**
     * The seller on every invoice. Required with PAYMENTS=stripe (no real invoice without them);
     * with the sandbox, unset ones are printed as "to configure" in the invoice's language.
     */
    SELLER_NAME: optionalString,
    SELLER_ADDRESS: optionalString,
    SELLER_SIRET: optionalString,
    SELLER_VAT_NUMBER: optionalString,
    /** Buyers' EU VAT numbers: `offline` (format only: VAT is charged) or `vies` (the EU's VIES service decides the reverse charge). */
    VAT_CHECK: z.enum(['offline', 'vies']).default('offline'),
    VIES_URL: z.url({ protocol: /^https?$/ }).default('https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number'),
    /** Uploaded files: on local disk (DATA_DIR/uploads), or in an S3-compatible bucket (bucket and keys required). */
    STORAGE: z.enum(['disk', 's3']).default('disk'),
    S3_BUCKET: optionalString,
    S3_REGION: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('us-east-1')),
    /** An S3-compatible service (MinIO, a local test server); unset: AWS S3 itself. */
    S3_ENDPOINT: optionalUrl(/^https?$/),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** `endpoint/bucket/key` addresses; default: true with S3_ENDPOINT (what S3-compatible services expect). */
    S3_FORCE_PATH_STYLE: z.preprocess((v) => (v === '' ? undefined : v), z.stringbool().optional()),
    /** A folder of the bucket for our keys, when the bucket is shared. */
    S3_PREFIX: optionalString,
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENTS === 'stripe') {
      for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when PAYMENTS=stripe' });
      }
      // Real money, real invoices: never issued with a seller left to configure.
      for (const name of SELLER_VARIABLES) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'required when PAYMENTS=stripe (the seller on every invoice)' });
      }
    }
    if (env.INSTAGRAM === 'oauth') {
      for (const name of ['INSTAGRAM_CLIENT_ID', 'INSTAGRAM_CLIENT_SECRET'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when INSTAGRAM=oauth' });
      }
    }
    if (env.STORAGE === 's3') {
      for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when STORAGE=s3' });
      }
    }
    if (env.SMS_PROVIDER !== 'http') return;
    for (const name of ['SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when SMS_PROVIDER=http' });
    }
  });

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  domains: DomainConfig[];
  jwtSecret: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  redisUrl: string | undefined;
  geoDataDir: string | undefined;
  productWord: string;
  seedProviders: number;
  /** Seconds a rendered directory listing page is kept (0: off). */
  directoryPageCacheSeconds: number;
  /** Seconds the image proxy keeps an image's row (visibility, files) in memory; 0: none. */
  imageCacheSeconds: number;
  widgetBundle: string;
  /** Folder of the built couples' app: index.html and assets/. */
  projectAppDir: string;
  /** Folder of the built admin SPA: index.html and assets/. */
  adminAppDir: string;
  /** Fastify's trustProxy: false, a hop count or the proxies' addresses/ranges. */
  trustProxy: false | number | string;
  /** Scheme and port of the public addresses, from configuration only (never the Host header). */
  publicOrigin: { scheme: 'http' | 'https'; port: number };
  smtp: { url: string; from: string } | undefined;
  sms: { provider: 'outbox' } | { provider: 'http'; baseUrl: string; accountSid: string; authToken: string; from: string };
  /** Every per-address rate limit's allowance is multiplied by it (1 in production). */
  rateLimitFactor: number;
  /** Codes sent per hour across all phones before every send is refused. */
  smsHourlyBudget: number;
  /** Base URL of the company register's search API; undefined: offline checks only. */
  companyRegisterUrl: string | undefined;
  instagram: { mode: 'sandbox' } | { mode: 'oauth'; clientId: string; clientSecret: string; apiUrl: string; graphUrl: string };
  /** The payments adapter: the sandbox checkout, or Stripe (apiBase: a local fake's address in tests). */
  payments: { mode: 'sandbox' } | { mode: 'stripe'; secretKey: string; webhookSecret: string; apiBase: string | undefined };
  /**
   * The seller printed on the invoices (SELLER_ADDRESS may hold several lines, `\n` or ` | `
   * between them); null: not configured (sandbox only), printed as "to configure".
   */
  seller: { name: string | null; address: string | null; siret: string | null; vatNumber: string | null };
  /** How buyers' EU VAT numbers are checked before a reverse charge. */
  vatCheck: { mode: 'offline' } | { mode: 'vies'; viesUrl: string };
  /** Where uploaded files live: `<dataDir>/uploads/`, or an S3-compatible bucket. */
  storage:
    | { mode: 'disk' }
    | {
        mode: 's3';
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
        prefix: string | undefined;
      };
};

/** The seller's variables, in the order the start warning names them. */
const SELLER_VARIABLES = ['SELLER_NAME', 'SELLER_ADDRESS', 'SELLER_SIRET', 'SELLER_VAT_NUMBER'] as const;
const SELLER_FIELDS = {
  SELLER_NAME: 'name',
  SELLER_ADDRESS: 'address',
  SELLER_SIRET: 'siret',
  SELLER_VAT_NUMBER: 'vatNumber',
} as const;

/**
 * The loud warning `npm start` prints while the invoices' seller is not configured (possible with
 * the sandbox only: PAYMENTS=stripe refuses to start without it); undefined once it is.
 */
export function sellerWarning(config: Pick<Config, 'seller'>): string | undefined {
  const missing = SELLER_VARIABLES.filter((name) => config.seller[SELLER_FIELDS[name]] === null);
  if (missing.length === 0) return undefined;
  const rule = '!'.repeat(72);
  return [
    rule,
    `!! WARNING: the invoices' seller is not configured (${missing.join(', ')} unset).`,
    '!! Invoices issued now print "to configure" in place of the seller. Set these variables',
    '!! (.env or the environment) before selling anything: with PAYMENTS=stripe the server',
    '!! refuses to start without them.',
    rule,
  ].join('\n');
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment variable(s):\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR),
    domains: e.DOMAINS,
    jwtSecret: e.JWT_SECRET,
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL,
    geoDataDir: e.GEO_DATA_DIR ? path.resolve(REPO_ROOT, e.GEO_DATA_DIR) : undefined,
    productWord: e.PRODUCT_WORD,
    seedProviders: e.SEED_PROVIDERS,
    directoryPageCacheSeconds: e.DIRECTORY_PAGE_CACHE_SECONDS,
    imageCacheSeconds: e.IMAGE_CACHE_SECONDS,
    widgetBundle: path.resolve(REPO_ROOT, e.WIDGET_BUNDLE),
    projectAppDir: path.resolve(REPO_ROOT, e.PROJECT_APP_DIR),
    adminAppDir: path.resolve(REPO_ROOT, e.ADMIN_APP_DIR),
    trustProxy: e.TRUST_PROXY === 'false' ? false : /^\d+$/.test(e.TRUST_PROXY) ? Number(e.TRUST_PROXY) : e.TRUST_PROXY,
    publicOrigin: { scheme: e.PUBLIC_SCHEME, port: e.PUBLIC_PORT ?? e.PORT },
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    sms:
      e.SMS_PROVIDER === 'http'
        ? {
            provider: 'http',
            baseUrl: e.SMS_HTTP_URL,
            accountSid: e.SMS_ACCOUNT_SID ?? '',
            authToken: e.SMS_AUTH_TOKEN ?? '',
            from: e.SMS_FROM ?? '',
          }
        : { provider: 'outbox' },
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    smsHourlyBudget: e.SMS_HOURLY_BUDGET,
    companyRegisterUrl: e.COMPANY_REGISTER_URL,
    instagram:
      e.INSTAGRAM === 'oauth'
        ? {
            mode: 'oauth',
            clientId: e.INSTAGRAM_CLIENT_ID ?? '',
            clientSecret: e.INSTAGRAM_CLIENT_SECRET ?? '',
            apiUrl: e.INSTAGRAM_API_URL,
            graphUrl: e.INSTAGRAM_GRAPH_URL,
          }
        : { mode: 'sandbox' },
    payments:
      e.PAYMENTS === 'stripe'
        ? {
            mode: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY ?? '',
            webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
            apiBase: e.STRIPE_API_BASE,
          }
        : { mode: 'sandbox' },
    seller: {
      name: e.SELLER_NAME ?? null,
      address: e.SELLER_ADDRESS ?? null,
      siret: e.SELLER_SIRET ?? null,
      vatNumber: e.SELLER_VAT_NUMBER ?? null,
    },
    vatCheck: e.VAT_CHECK === 'vies' ? { mode: 'vies', viesUrl: e.VIES_URL } : { mode: 'offline' },
    storage:
      e.STORAGE === 's3'
        ? {
            mode: 's3',
            bucket: e.S3_BUCKET ?? '',
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
            prefix: e.S3_PREFIX,
          }
        : { mode: 'disk' },
  };
}

/**
 * The JWT secret comes from JWT_SECRET or, when not given, from a random one generated into
 * the data folder on first start (readable by the owner only, never in the repository).
 */
export function ensureJwtSecret(config: Config): Config & { jwtSecret: string } {
  if (config.jwtSecret) return { ...config, jwtSecret: config.jwtSecret };
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    return { ...config, jwtSecret: readFileSync(file, 'utf8').trim() };
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return { ...config, jwtSecret: secret };
  }
}
