/**
 * HTTP content negotiation and validators, shared by everything the www host serves from
 * memory: the built scripts, the rendered directory pages and the image proxy.
 */
export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The coding to answer with for an Accept-Encoding header: brotli, then gzip, then none.
 * A coding is accepted when named (or covered by `*`) with a q-value above 0.
 */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = weight ? Number(weight.slice(2)) : 1;
    if (name) q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (coding: string) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/** If-None-Match names `etag` (weak comparison, RFC 9110 §13.1.2), `*` included. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}
