import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentTypeFor, isCompressible } from './content-types.ts';
import type { Encoding } from './negotiate.ts';

export interface FileVariant {
  body: Uint8Array<ArrayBuffer>;
  /** Strong ETag of these exact bytes; each encoding has its own (RFC 9110 §8.8.3). */
  etag: string;
}

export interface StaticFile {
  contentType: string;
  compressible: boolean;
  variants: Partial<Record<Encoding, FileVariant>> & { identity: FileVariant };
}

export interface StaticFiles {
  /** The file at a URL path (`/crohns/status/index.html`), read and hashed on first use; undefined if not built. */
  get(urlPath: string): Promise<StaticFile | undefined>;
  /** Whether the build holds a file at this URL path (no disk access). */
  has(urlPath: string): boolean;
  stats(): StaticFileStats;
}

export interface StaticFileStats {
  /** Files in the build (precompressed siblings not counted). */
  indexed: number;
  cached: number;
  cachedBytes: number;
  /** Files read from disk so far (a file evicted and requested again counts twice). */
  reads: number;
}

export interface StaticFilesOptions {
  /** Upper bound of the bytes (all encodings) kept in memory; least recently used files go first. */
  maxCacheBytes?: number;
}

export const DEFAULT_FILE_CACHE_BYTES = 64 * 1024 * 1024;

const SIBLINGS: readonly { encoding: Exclude<Encoding, 'identity'>; suffix: string }[] = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/**
 * The built site, read lazily. At start only the names are indexed (a directory walk, no file reads), so start
 * is fast and memory stays flat however many tenant × locale trees the build holds (all of them read up front
 * took ~1 GB). A file is read and hashed on its first request and kept in a least-recently-used cache bounded by
 * bytes; concurrent first requests share one read. Only indexed paths are ever read, so a request path cannot
 * reach outside `root` whatever it contains.
 */
export function openStaticFiles(root: string, options: StaticFilesOptions = {}): StaticFiles {
  if (!existsSync(root)) {
    throw new Error(`Built site not found at ${root}: run \`npm run build\` first (npm start does it when needed)`);
  }
  const maxCacheBytes = options.maxCacheBytes ?? DEFAULT_FILE_CACHE_BYTES;
  const index = indexFiles(root);
  const cache = new Map<string, { file: StaticFile; bytes: number }>();
  const pending = new Map<string, Promise<StaticFile | undefined>>();
  let cachedBytes = 0;
  let reads = 0;

  const remember = (urlPath: string, file: StaticFile) => {
    const bytes = Object.values(file.variants).reduce((sum, v) => sum + v.body.byteLength, 0);
    if (bytes > maxCacheBytes) return;
    cache.set(urlPath, { file, bytes });
    cachedBytes += bytes;
    for (const [key, entry] of cache) {
      if (cachedBytes <= maxCacheBytes) break;
      cache.delete(key);
      cachedBytes -= entry.bytes;
    }
  };

  const load = async (urlPath: string, siblings: readonly Exclude<Encoding, 'identity'>[]): Promise<StaticFile> => {
    reads++;
    const absolute = join(root, ...urlPath.split('/'));
    const body = await readBytes(absolute);
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
    const variants: StaticFile['variants'] = { identity: { body, etag: `"${hash}"` } };
    for (const { encoding, suffix } of SIBLINGS) {
      if (siblings.includes(encoding)) variants[encoding] = { body: await readBytes(absolute + suffix), etag: `"${hash}-${encoding}"` };
    }
    return { contentType: contentTypeFor(urlPath), compressible: isCompressible(urlPath), variants };
  };

  return {
    has: (urlPath) => index.has(urlPath),
    async get(urlPath) {
      const hit = cache.get(urlPath);
      if (hit) {
        cache.delete(urlPath);
        cache.set(urlPath, hit);
        return hit.file;
      }
      const siblings = index.get(urlPath);
      if (!siblings) return undefined;
      let loading = pending.get(urlPath);
      if (!loading) {
        // A file removed since start (a build replaced under a running server) answers as not found.
        loading = load(urlPath, siblings)
          .then(
            (file) => {
              remember(urlPath, file);
              return file;
            },
            () => undefined,
          )
          .finally(() => pending.delete(urlPath));
        pending.set(urlPath, loading);
      }
      return loading;
    },
    stats: () => ({ indexed: index.size, cached: cache.size, cachedBytes, reads }),
  };
}

/** URL path of every file under `root` -> the precompressed siblings it has. */
function indexFiles(root: string): Map<string, Exclude<Encoding, 'identity'>[]> {
  const names = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name), `${prefix}/${entry.name}`);
      else if (entry.isFile()) names.add(`${prefix}/${entry.name}`);
    }
  };
  walk(root, '');
  const index = new Map<string, Exclude<Encoding, 'identity'>[]>();
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    index.set(
      name,
      SIBLINGS.filter(({ suffix }) => names.has(name + suffix)).map(({ encoding }) => encoding),
    );
  }
  return index;
}

/** A copy with its own ArrayBuffer (Node may hand out a slice of a shared pool). */
async function readBytes(path: string): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await readFile(path));
}
