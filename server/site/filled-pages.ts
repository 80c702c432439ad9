/**
 * Pages the serving layer fills per request (an expert's or creator's page from its shell) are sent like built ones:
 * compressed (brotli and gzip; the shell's prebuilt siblings do not fit the filled text) and with a strong ETag, so a
 * revisit is a 304. An expert page is ~50 KB as HTML and ~13 KB as brotli: on a phone's connection that is the
 * difference between the lead painting early or late. The same page with the same listing is compressed once: the
 * last few hundred are kept (least recently used go), keyed by the exact HTML.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { StaticFile } from './static-files.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Brotli 5 is ~4x faster than the build's 10 for a few per cent more bytes: this runs while a visitor waits. */
const BROTLI_QUALITY = 5;

export interface FilledPages {
  /** The page as a file with its encodings, compressed on first use and kept while it is asked for. */
  get(html: string, contentType: string): Promise<StaticFile>;
}

export function createFilledPages(maxEntries = 300): FilledPages {
  const pages = new LRUCache<string, Promise<StaticFile>>({ max: maxEntries });

  async function build(body: Uint8Array<ArrayBuffer>, hash: string, contentType: string): Promise<StaticFile> {
    const [br, gzipped] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gz(body, { level: 6 }),
    ]);
    return {
      contentType,
      compressible: true,
      variants: {
        identity: { body, etag: `"${hash}"` },
        br: { body: new Uint8Array(br), etag: `"${hash}-br"` },
        gzip: { body: new Uint8Array(gzipped), etag: `"${hash}-gzip"` },
      },
    };
  }

  return {
    get(html, contentType) {
      const body = new TextEncoder().encode(html);
      const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
      let page = pages.get(hash);
      if (!page) {
        page = build(body, hash, contentType);
        // A failed compression is not kept: the next request tries again.
        page.catch(() => pages.delete(hash));
        pages.set(hash, page);
      }
      return page;
    },
  };
}
