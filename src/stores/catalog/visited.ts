/**
 * The experts and creators this device has opened, so their pages work offline once visited (issue 16): the service
 * worker keeps the page's HTML (src/pwa/sw-policy.ts) but never the API, so the listing itself is kept here. Public
 * listings only (nothing of the signed-in person), the 20 most recent of each kind.
 */
const KEY = 'ae_catalog_visited';
const KEEP = 20;

type Kind = 'expert' | 'creator';
type Visited = Record<Kind, Array<{ slug: string; value: unknown }>>;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function read(): Visited {
  try {
    const parsed = JSON.parse(storage()?.getItem(KEY) ?? '{}') as Partial<Visited>;
    return { expert: parsed.expert ?? [], creator: parsed.creator ?? [] };
  } catch {
    return { expert: [], creator: [] };
  }
}

export function rememberVisited(kind: Kind, slug: string, value: unknown): void {
  const visited = read();
  visited[kind] = [{ slug, value }, ...visited[kind].filter((entry) => entry.slug !== slug)].slice(0, KEEP);
  try {
    storage()?.setItem(KEY, JSON.stringify(visited));
  } catch {
    // A full or disabled storage only costs the offline copy.
  }
}

export function recallVisited<T>(kind: Kind, slug: string): T | undefined {
  return read()[kind].find((entry) => entry.slug === slug)?.value as T | undefined;
}
