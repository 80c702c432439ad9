import { PGlite } from '@electric-sql/pglite';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
let t = performance.now();
const lap = (l: string) => { const n = performance.now(); console.log(l, Math.round(n - t)); t = n; };
const f = '/tmp/sec/snap.tar';
if (!existsSync(f)) { const pg = new PGlite('memory://'); await pg.waitReady; lap('init'); writeFileSync(f, Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer())); lap('dump'); process.exit(0); }
const pg3 = new PGlite('memory://', { loadDataDir: new Blob([readFileSync(f)]) }); await pg3.waitReady; lap('load fresh');
await pg3.query('select 1'); lap('q');
