import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fetchRaw } from './http.ts';

export interface PageWeight {
  htmlRaw: number;
  htmlBr: number;
  /** Linked stylesheets, brotli as served, plus the inline <style> text (already inside htmlBr). */
  cssBr: number;
  inlineCss: number;
  /**
   * JavaScript modules the page loads before anyone interacts: script files, modulepreloads, each island's
   * component and renderer, and everything they import statically (lazy `import()` chunks are not counted).
   */
  jsFilesRaw: number;
  jsFilesBr: number;
  jsFilesGzip: number;
  jsFiles: string[];
  inlineJs: number;
  /** The inline scripts' text compressed on its own (brotli 11): their share of the page's brotli bytes. */
  inlineJsBr: number;
  islands: number;
}

/** The served brotli size of a file, or our own max-quality brotli when the server sent it uncompressed. */
async function brotliSize(port: number, path: string, host: string): Promise<number> {
  const res = await fetchRaw(port, path, host, 'br');
  if (res.status !== 200) throw new Error(`${host}${path} answered ${res.status}`);
  if (res.headers['content-encoding'] === 'br') return res.body.length;
  return brotliCompressSync(res.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** Static imports of a built module (`from"./x.js"`, `import"./y.js"`), resolved against its own URL. */
function staticImports(code: string, fromPath: string): string[] {
  const found = [...code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)].map((m) => m[1] as string);
  return found.map((spec) => new URL(spec, `http://x${fromPath}`).pathname);
}

/** Entry modules of the page and their static import graph, as site paths. */
async function loadedModules(port: number, host: string, html: string): Promise<string[]> {
  const entries = [
    ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/gi)].map((m) => m[1] as string),
    ...[...html.matchAll(/<link\b[^>]*rel="?modulepreload"?[^>]*href="([^"]+)"/gi)].map((m) => m[1] as string),
    ...[...html.matchAll(/\b(?:component|renderer)-url="([^"]+)"/gi)].map((m) => m[1] as string),
  ];
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    const res = await fetchRaw(port, path, host);
    if (res.status === 200) queue.push(...staticImports(res.body.toString('utf8'), path));
  }
  return [...seen];
}

export async function measurePage(port: number, path: string, host: string): Promise<PageWeight> {
  const raw = await fetchRaw(port, path, host);
  if (raw.status !== 200) throw new Error(`${host}${path} answered ${raw.status}`);
  const html = raw.body.toString('utf8');
  const stylesheets = [...html.matchAll(/<link\b[^>]*rel="?stylesheet"?[^>]*>/gi)]
    .map((m) => /href="([^"]+)"/.exec(m[0])?.[1])
    .filter((h): h is string => Boolean(h));
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  const jsFiles = await loadedModules(port, host, html);
  // Data blocks (`type="application/json"`, e.g. the runtime's strings) are not executed: not JavaScript.
  const inlineScripts = scripts.filter((m) => !/\bsrc=|\btype="application\/(?:ld\+)?json"/.test(m[1] ?? '')).map((m) => m[2] ?? '');
  const inlineJs = inlineScripts.reduce((n, text) => n + Buffer.byteLength(text), 0);
  const inlineJsBr =
    inlineJs === 0 ? 0 : brotliCompressSync(inlineScripts.join('\n'), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].reduce((n, m) => n + Buffer.byteLength(m[1] ?? ''), 0);
  let cssBr = 0;
  for (const href of stylesheets) cssBr += await brotliSize(port, href, host);
  let jsFilesRaw = 0;
  let jsFilesBr = 0;
  let jsFilesGzip = 0;
  for (const src of jsFiles) {
    const body = (await fetchRaw(port, src, host)).body;
    jsFilesRaw += body.length;
    jsFilesBr += await brotliSize(port, src, host);
    jsFilesGzip += gzipSync(body, { level: 9 }).length;
  }
  return {
    htmlRaw: raw.body.length,
    htmlBr: await brotliSize(port, path, host),
    cssBr,
    inlineCss,
    jsFilesRaw,
    jsFilesBr,
    jsFilesGzip,
    jsFiles,
    inlineJs,
    inlineJsBr,
    islands: (html.match(/<astro-island\b/g) ?? []).length,
  };
}
