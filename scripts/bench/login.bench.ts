import { type LoadResult, type LoadTarget, load } from './load.ts';
import type { ServedBench } from './serve.ts';

export interface LoginMeasures {
  /** The health route alone, then while 8 clients sign in without pause. */
  healthAlone: LoadResult;
  healthDuringLogins: LoadResult;
  logins: LoadResult;
  /** Hashing runs off the event loop: the health route's p99 stays ≤ 20 ms during the logins. */
  met: boolean;
}

/**
 * Sign-in under load (issue 13): 8 concurrent `login_check` calls (argon2id each) while one
 * client reads `/healthz`; a login that blocked the event loop would show in the health route.
 */
export async function benchLogin(
  served: ServedBench,
  options: { seconds: number; log: (m: string) => void },
): Promise<LoginMeasures> {
  const base = `http://127.0.0.1:${served.port}`;
  const health: LoadTarget = { url: `${base}/healthz`, host: `app.localhost:${served.port}` };
  const login: LoadTarget = {
    url: `${base}/api/login_check`,
    host: `app.localhost:${served.port}`,
    method: 'POST',
    body: JSON.stringify(served.providerLogin),
  };
  await load(login, 8, 2);
  const healthAlone = await load(health, 1, options.seconds);
  const [healthDuringLogins, logins] = await Promise.all([load(health, 1, options.seconds), load(login, 8, options.seconds)]);
  options.log(
    `sign-in: ${logins.requestsPerSecond} logins/s, login p99 ${logins.p99} ms; health p99 ${healthDuringLogins.p99} ms (alone ${healthAlone.p99} ms)`,
  );
  const clean = (r: LoadResult) => r.errors === 0 && r.non2xx === 0;
  return {
    healthAlone,
    healthDuringLogins,
    logins,
    met: clean(logins) && clean(healthDuringLogins) && healthDuringLogins.p99 <= 20,
  };
}
