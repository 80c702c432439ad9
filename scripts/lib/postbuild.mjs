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
 * Writes .br (brotli, quality 11) and .gz (level 9) beside every compressible file, keeping a sibling only when
 * it is smaller than the original. zlib's async calls run on the libuv thread pool, so files compress in
 * parallel across cores. Returns how many siblings were written.
 */
/**
 * Brotli quality per file: 11 for the shared hashed assets (few files, each served to every visitor), 10 for
 * pages: q10 costs about a quarter of q11's time for ~3 % larger pages, which keeps the build of every
 * tenant × locale tree inside its time budget.
 */
export function brotliQualityFor(file) {
  return file.endsWith('.html') ? 10 : constants.BROTLI_MAX_QUALITY;
}

export async function precompress(files, concurrency = 8) {
  const targets = files.filter((f) => COMPRESSIBLE.test(f));
  let written = 0;
  let next = 0;
  async function worker() {
    while (next < targets.length) {
      const file = targets[next++];
      const raw = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQualityFor(file),
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gz(raw, { level: 9 }),
      ]);
      if (br.length < raw.length) { await writeFile(`${file}.br`, br); written++; }
      if (gzipped.length < raw.length) { await writeFile(`${file}.gz`, gzipped); written++; }
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
