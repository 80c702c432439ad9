export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Picks the best encoding the client accepts among those precompressed: br before gzip before identity.
 * Honours q-values (`br;q=0` refuses brotli) and the `*` wildcard.
 */
export function pickEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.trim().split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number.parseFloat(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  for (const encoding of ['br', 'gzip'] as const) {
    if (available.includes(encoding) && weightOf(encoding) > 0) return encoding;
  }
  return 'identity';
}

/** If-None-Match matching (RFC 9110 §13.1.2 uses the weak comparison): `*`, or any listed tag equal to ours. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
