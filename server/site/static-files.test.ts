import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStaticFiles } from './static-files.ts';

let root: string;
const write = (path: string, body: string) => {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
};

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'static-files-'));
  for (const n of [1, 2, 3, 4]) write(`main/page-${n}/index.html`, `<p>${String(n).repeat(1000)}</p>`);
  write('main/status/index.html', '<p>status</p>');
  write('main/status/index.html.br', 'br-bytes');
  write('main/status/index.html.gz', 'gz-bytes');
  write('favicon.svg', '<svg/>');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('openStaticFiles: lazy, bounded', () => {
  it('indexes names at start and reads nothing until a file is asked for', () => {
    const files = openStaticFiles(root);
    expect(files.stats()).toEqual({ indexed: 6, cached: 0, cachedBytes: 0, reads: 0 });
    expect(files.has('/main/status/index.html')).toBe(true);
    expect(files.has('/main/status/index.html.br')).toBe(false);
  });

  it('reads a file and its precompressed siblings once, with one ETag per encoding', async () => {
    const files = openStaticFiles(root);
    const [a, b] = await Promise.all([files.get('/main/status/index.html'), files.get('/main/status/index.html')]);
    expect(a).toBe(b);
    expect(new TextDecoder().decode(a?.variants.identity.body)).toBe('<p>status</p>');
    expect(new TextDecoder().decode(a?.variants.br?.body)).toBe('br-bytes');
    expect(a?.variants.gzip?.etag).toMatch(/^"[\w-]+-gzip"$/);
    expect(a?.contentType).toBe('text/html; charset=utf-8');
    await files.get('/main/status/index.html');
    expect(files.stats().reads).toBe(1);
  });

  it('evicts the least recently used files past the byte budget and reads them again when asked', async () => {
    const files = openStaticFiles(root, { maxCacheBytes: 2500 });
    await files.get('/main/page-1/index.html');
    await files.get('/main/page-2/index.html');
    await files.get('/main/page-1/index.html'); // page-1 is now the most recent
    await files.get('/main/page-3/index.html'); // evicts page-2
    expect(files.stats().cached).toBe(2);
    expect(files.stats().cachedBytes).toBeLessThanOrEqual(2500);
    expect(files.stats().reads).toBe(3);
    await files.get('/main/page-1/index.html');
    expect(files.stats().reads).toBe(3);
    await files.get('/main/page-2/index.html');
    expect(files.stats().reads).toBe(4);
  });

  it('serves a file larger than the budget without keeping it', async () => {
    const files = openStaticFiles(root, { maxCacheBytes: 100 });
    expect(await files.get('/main/page-4/index.html')).toBeDefined();
    expect(files.stats()).toMatchObject({ cached: 0, cachedBytes: 0 });
  });

  it('answers only indexed paths: no traversal, nothing created or removed after start', async () => {
    const files = openStaticFiles(join(root, 'main'));
    for (const path of ['/../favicon.svg', '/status/../../favicon.svg', '/favicon.svg', '/status', '/status/']) {
      expect(await files.get(path), path).toBeUndefined();
    }
    write('main/late/index.html', 'late');
    expect(await files.get('/late/index.html')).toBeUndefined();
    unlinkSync(join(root, 'main/page-4/index.html'));
    expect(await files.get('/page-4/index.html')).toBeUndefined();
  });

  it('names the build step when the folder is missing', () => {
    expect(() => openStaticFiles(join(root, 'nope'))).toThrow(/npm run build/);
  });
});
