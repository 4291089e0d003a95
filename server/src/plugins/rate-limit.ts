import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

type Counter = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counter) => void;

/** Fixed windows in this process (no REDIS_URL): one map per named rule. */
function memoryCounters() {
  const windows = new Map<string, { current: number; startedAt: number }>();
  return {
    incr(key: string, callback: Callback, timeWindow: number) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.startedAt + timeWindow <= now) {
        window = { current: 0, startedAt: now };
        // Expired windows go as new ones come: the map never outgrows the active clients much.
        if (windows.size > 50_000) for (const [k, w] of windows) if (w.startedAt + timeWindow <= now) windows.delete(k);
      }
      window.current += 1;
      windows.set(key, window);
      callback(null, { current: window.current, ttl: window.startedAt + timeWindow - now });
    },
  };
}

/** Fixed windows in Redis, shared by every server process. */
function redisCounters(redis: Redis) {
  return {
    incr(key: string, callback: Callback, timeWindow: number) {
      redis
        .multi()
        .incr(key)
        .pexpire(key, timeWindow, 'NX')
        .pttl(key)
        .exec()
        .then((results) => {
          const current = Number(results?.[0]?.[1] ?? 1);
          const ttl = Number(results?.[2]?.[1] ?? timeWindow);
          callback(null, { current, ttl: ttl > 0 ? ttl : timeWindow });
        }, callback);
    },
  };
}

/**
 * The library's stores keep one counter per route (and per host for a route registered on
 * several hosts); this store keeps one per rule (`groupId`, see rate-limit-rules.ts), so a
 * rule's allowance is the same whichever route or host spends it.
 */
function ruleStore(counters: ReturnType<typeof memoryCounters>, prefix: () => string, factor: number) {
  // RATE_LIMIT_FACTOR: every rule's allowance times `factor` (a hit counts 1/factor).
  const scaled = (callback: Callback): Callback =>
    factor === 1
      ? callback
      : (error, result) => callback(error, result && { ...result, current: Math.ceil(result.current / factor) });
  return class RuleStore {
    constructor(private readonly rule = 'global') {}
    incr(key: string, callback: Callback, timeWindow: number) {
      counters.incr(`${prefix()}${this.rule}:${key}`, scaled(callback), timeWindow);
    }
    // Called with the route's merged rate-limit parameters (the typings say route options).
    child(routeOptions: { groupId?: string; routeInfo?: { method?: string; url?: string } }) {
      const rule = routeOptions.groupId ?? `${routeOptions.routeInfo?.method} ${routeOptions.routeInfo?.url}`;
      return new RuleStore(rule);
    }
  };
}

/**
 * Per-client-IP limits, declared per route (`config.rateLimit`, a rule of rate-limit-rules.ts).
 * In memory by default; with REDIS_URL the counters live in Redis, so several server processes
 * share them. Every 429 carries Retry-After.
 */
export const rateLimitPlugin = fp(
  async (
    app: FastifyInstance,
    options: { redisUrl: string | undefined; namespace?: string | (() => string); factor?: number },
  ) => {
    const redis = options.redisUrl ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 }) : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    const counters = redis ? redisCounters(redis) : memoryCounters();
    const { namespace = 'alliance-rl:' } = options;
    const Store = ruleStore(counters, typeof namespace === 'function' ? namespace : () => namespace, options.factor ?? 1);
    await app.register(rateLimit, {
      global: false,
      store: Store as unknown as FastifyRateLimitStoreCtor,
      // IPv6 clients by their /64 (one subscriber's network), IPv4 by address.
      ipv6Subnet: 64,
      // Thrown as an error: the error handler answers it in the caller's language.
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        code: 'FST_ERR_RATE_LIMIT',
        message: `Rate limit exceeded, retry in ${context.after}`,
      }),
    });
  },
  { name: 'rate-limit' },
);
