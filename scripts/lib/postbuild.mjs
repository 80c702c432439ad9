// Post-processing of the static build (plain ESM so `npm run build` needs no TypeScript loader for it).
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Keep in step with server/site/content-types.ts COMPRESSIBLE_EXTENSIONS. */
export const COMPRESSIBLE = /\.(html|css|js|mjs|svg|json|map|txt|xml|webmanifest)$/i;

/** Script types the browser does not execute, so CSP script-src does not govern them. */
const DATA_SCRIPT_TYPES = new Set(['application/ld+json', 'application/json', 'text/template']);

/** Every file under `dir`, depth first. */
export async function listFiles(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(path)));
    else out.push(path);
  }
  return out;
}

/** The bodies of the inline (no `src`) executable <script> elements of an HTML document, verbatim. */
export function extractInlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = match[1] ?? '';
    if (/\ssrc\s*=/i.test(` ${attrs}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && DATA_SCRIPT_TYPES.has(type)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/** The CSP source expression for a script body: `sha256-<base64 of the UTF-8 bytes>`. */
export function cspHash(scriptText) {
  return `sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}`;
}

/**
 * Landing pages as built: a tenant's home (`/<tenant>/[<locale>/]index.html`), the …Landing routes and
 * /marketing-1..3 (contract/routes.ts gives these the landing layout; postbuild.test.ts holds the two together).
 */
const LANDING_PAGE = /^\/[a-z]+\/(?:[a-z]{2}(?:-[A-Z]{2})?\/)?(?:(?:[A-Za-z]+Landing|marketing-\d)\/)?index\.html$/;

/** `relativePath` is the file's path under dist/client, starting with `/`. */
export function isLandingPage(relativePath) {
  return LANDING_PAGE.test(relativePath);
}

/**
 * Brotli quality per file. Shared hashed assets (few, each sent to every visitor) get 11. Landing pages, the
 * first request of every stranger and the pages the 14.6 KB first-round-trip budget covers, get 10 (about a
 * quarter of q11's time for ~3 % more bytes). The other pages, 7 locales × 14 tenants × ~100 routes, get 6: about
 * 8 % larger than q10 at a tenth of its time (1 ms instead of 15 ms a page), which keeps the build inside its budget.
 */
export function brotliQualityFor(relativePath) {
  if (!relativePath.endsWith('.html')) return constants.BROTLI_MAX_QUALITY;
  return isLandingPage(relativePath) ? 10 : 6;
}

/**
 * Reads every file of `files` once, hands it to `inspect` (if given), and writes .br and .gz (level 9) beside each
 * compressible one, keeping a sibling only when it is smaller than the original. zlib's async calls run on the
 * libuv thread pool, so files compress in parallel across cores. Returns how many siblings were written.
 */
export async function precompress(root, files, { concurrency = 8, inspect } = {}) {
  let written = 0;
  let next = 0;
  async function worker() {
    while (next < files.length) {
      const file = files[next++];
      const raw = await readFile(file);
      inspect?.(file, raw);
      if (!COMPRESSIBLE.test(file)) continue;
      const [br, gzipped] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQualityFor(file.slice(root.length)),
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gz(raw, { level: 9 }),
      ]);
      if (br.length < raw.length) {
        await writeFile(`${file}.br`, br);
        written++;
      }
      if (gzipped.length < raw.length) {
        await writeFile(`${file}.gz`, gzipped);
        written++;
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return written;
}

/**
 * Tenant trees of the build: top-level folders of dist/client holding prebuilt pages (public/ folders such as
 * icons hold no index.html, and `_astro` holds assets).
 */
export async function listBuiltTenants(clientDir) {
  const tenants = [];
  for (const entry of await readdir(clientDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('_')) continue;
    const files = await listFiles(join(clientDir, entry.name));
    if (files.some((f) => f.endsWith('index.html'))) tenants.push(entry.name);
  }
  return tenants.sort();
}
