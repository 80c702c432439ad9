import { brotliCompressSync, constants } from 'node:zlib';
import { fetchRaw } from './http';

export interface PageWeight {
  htmlRaw: number;
  htmlBr: number;
  /** Linked stylesheets, brotli as served, plus the inline <style> text (already inside htmlBr). */
  cssBr: number;
  inlineCss: number;
  /** Script files the page loads (bytes as served with brotli) and inline script text. */
  jsFilesBr: number;
  jsFiles: string[];
  inlineJs: number;
  islands: number;
}

/** The served brotli size of a file, or our own max-quality brotli when the server sent it uncompressed. */
async function brotliSize(port: number, path: string, host: string): Promise<number> {
  const res = await fetchRaw(port, path, host, 'br');
  if (res.status !== 200) throw new Error(`${host}${path} answered ${res.status}`);
  if (res.headers['content-encoding'] === 'br') return res.body.length;
  return brotliCompressSync(res.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

export async function measurePage(port: number, path: string, host: string): Promise<PageWeight> {
  const raw = await fetchRaw(port, path, host);
  if (raw.status !== 200) throw new Error(`${host}${path} answered ${raw.status}`);
  const html = raw.body.toString('utf8');
  const stylesheets = [...html.matchAll(/<link\b[^>]*rel="?stylesheet"?[^>]*>/gi)]
    .map((m) => /href="([^"]+)"/.exec(m[0])?.[1]).filter((h): h is string => Boolean(h));
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  const jsFiles = scripts.map((m) => /\bsrc="([^"]+)"/.exec(m[1] ?? '')?.[1]).filter((s): s is string => Boolean(s));
  const inlineJs = scripts.filter((m) => !/\bsrc=/.test(m[1] ?? '')).reduce((n, m) => n + Buffer.byteLength(m[2] ?? ''), 0);
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].reduce((n, m) => n + Buffer.byteLength(m[1] ?? ''), 0);
  let cssBr = 0;
  for (const href of stylesheets) cssBr += await brotliSize(port, href, host);
  let jsFilesBr = 0;
  for (const src of jsFiles) jsFilesBr += await brotliSize(port, src, host);
  return {
    htmlRaw: raw.body.length,
    htmlBr: await brotliSize(port, path, host),
    cssBr,
    inlineCss,
    jsFilesBr,
    jsFiles,
    inlineJs,
    islands: (html.match(/<astro-island\b/g) ?? []).length,
  };
}
