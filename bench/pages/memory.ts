import { readFileSync } from 'node:fs';
import { LOCALES } from '../../contract/locales';
import { ROUTES } from '../../contract/routes';
import { localizedPath } from '../../src/routing/static-paths';
import { fetchRaw } from './http';

/** Resident memory of a process in MB (Linux /proc), or NaN elsewhere. */
export function rssMb(pid: number | undefined): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * Requests every route of the table in every locale on each host (brotli accepted, as browsers do), a few at a
 * time: what a search engine's crawl does to the server's file cache. Returns the number of pages fetched.
 */
export async function crawl(port: number, hosts: readonly string[], concurrency = 8): Promise<number> {
  const queue = hosts.flatMap((host) => LOCALES.flatMap((locale) => ROUTES.map((route) => ({ host, path: localizedPath(locale, route.path) }))));
  let fetched = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const res = await fetchRaw(port, next.path, next.host, 'br');
        if (res.status !== 200) throw new Error(`crawl: ${next.host}${next.path} answered ${res.status}`);
        fetched++;
      }
    }),
  );
  return fetched;
}
