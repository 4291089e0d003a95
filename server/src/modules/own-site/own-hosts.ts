import { isIP } from 'node:net';

/**
 * Whether a host name is one of ours: a configured domain, bare or with any subdomain (`www.`,
 * `project.`, `app.`…), or a local development host (`localhost`, `*.localhost`, a loopback
 * address). Our pages are never a provider's own site: a website link to one of them would make
 * every request sent from the directory free (issue 21, security 1).
 */
export function ownHostMatcher(domains: readonly { domain: string }[]): (host: string) => boolean {
  const names = [...new Set(['localhost', ...domains.map((d) => d.domain.toLowerCase())])];
  return (host) => {
    // `WWW.Alliance.fr.:443`, `[::1]`: the name as a browser resolves it.
    const lower = host.toLowerCase();
    const bracketed = /^\[([^\]]*)\](?::\d*)?$/.exec(lower)?.[1];
    const name = (bracketed ?? (isIP(lower) ? lower : lower.replace(/:\d*$/, ''))).replace(/\.+$/, '');
    if (!name) return false;
    if (isIP(name)) return name === '::1' || name.startsWith('127.') || name === '0.0.0.0';
    return names.some((domain) => name === domain || name.endsWith(`.${domain}`));
  };
}

/** The host of an absolute URL or origin, lower-cased; undefined when it is not one. */
export function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}
