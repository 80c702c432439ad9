import { readdirSync, readFileSync } from 'node:fs';
import { LOCALES } from '../../contract/locales.ts';
import { ROUTES } from '../../contract/routes.ts';
import { localizedPath } from '../../src/routing/static-paths.ts';
import { fetchRaw } from './http.ts';

/** Resident memory of a process in MB (Linux /proc), or NaN elsewhere. */
export function rssMb(pid: number | undefined): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

export interface ProcessMemory {
  pid: number;
  command: string;
  rssMb: number;
}

/** A process and all its descendants (Linux /proc), each with its resident memory: npm, the server, a build child. */
export function processTree(rootPid: number): ProcessMemory[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/<pid>/stat is the parent; the command (field 2) may hold spaces, so read after its ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Exited meanwhile.
    }
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid);
  return tree.map((pid) => {
    let command = '?';
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(0, 4).join(' ');
    } catch {
      // Exited meanwhile.
    }
    return { pid, command, rssMb: rssMb(pid) };
  });
}

/**
 * Requests every route of the table in every locale on each host (brotli accepted, as browsers do), a few at a
 * time: what a search engine's crawl does to the server's file cache. Returns the number of pages fetched.
 * Slug routes (`/experts/[slug]`) are pages per listing, answered from one shell each; the crawl reads the
 * routes' own pages only.
 */
export async function crawl(port: number, hosts: readonly string[], concurrency = 8): Promise<number> {
  const pages = ROUTES.filter((route) => !route.path.includes('['));
  const queue = hosts.flatMap((host) =>
    LOCALES.flatMap((locale) => pages.map((route) => ({ host, path: localizedPath(locale, route.path) }))),
  );
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
