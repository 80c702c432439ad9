/**
 * `npm run bench:first-start`: only the first start on a fresh clone (first-start.ts), without bench:pages' full
 * build and Lighthouse: first answer, API ready, server RSS, the lines `npm start` prints. BENCH_FIRST_START_SITE=1
 * also waits for the background build to be served (minutes); BENCH_PORT (default 4391), BENCH_FIRST_START_TIMEOUT_S
 * (default 600, 1800 with the site).
 */
import { loadavg } from 'node:os';
import { firstStartOnFreshClone, printFirstStart } from './first-start.ts';

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const withSite = process.env.BENCH_FIRST_START_SITE === '1';
const timeoutS = Number(process.env.BENCH_FIRST_START_TIMEOUT_S ?? (withSite ? 1800 : 600));
console.log(`first start on a fresh clone (git clone of HEAD, node_modules linked, \`npm start\`; load average ${load()})…`);
printFirstStart(await firstStartOnFreshClone(Number(process.env.BENCH_PORT ?? 4391), timeoutS, withSite));
console.log(`  load average after: ${load()}`);
