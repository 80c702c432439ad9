import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { contentTypeFor, isCompressible } from './content-types';
import type { Encoding } from './negotiate';

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

const SIBLINGS: readonly { encoding: Exclude<Encoding, 'identity'>; suffix: string }[] = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/**
 * Reads the whole built site into memory once, keyed by URL path (`/crohns/status/index.html`). The build is a
 * few megabytes, so holding bytes and ETags in memory makes each response a map lookup, and only files that
 * exist under `root` can ever be served: a request path cannot reach outside it.
 */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  if (!existsSync(root)) {
    throw new Error(`Built site not found at ${root}: run \`npm run build\` first (npm start does it when needed)`);
  }
  const files = new Map<string, StaticFile>();
  for (const absolute of walk(root)) {
    if (absolute.endsWith('.br') || absolute.endsWith('.gz')) continue;
    const urlPath = '/' + relative(root, absolute).split(sep).join('/');
    const body = readBytes(absolute);
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
    const variants: StaticFile['variants'] = { identity: { body, etag: `"${hash}"` } };
    for (const { encoding, suffix } of SIBLINGS) {
      if (existsSync(absolute + suffix)) {
        variants[encoding] = { body: readBytes(absolute + suffix), etag: `"${hash}-${encoding}"` };
      }
    }
    files.set(urlPath, { contentType: contentTypeFor(urlPath), compressible: isCompressible(urlPath), variants });
  }
  return files;
}

/** A copy with its own ArrayBuffer (readFileSync may hand out a slice of a shared pool). */
function readBytes(path: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(readFileSync(path));
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}
