/**
 * `npm run bench:pages`: a full site build (timed), then the built site served by the real entry
 * (server/main.ts), and a table per landing page: HTML bytes raw and brotli, CSS, HTML + critical CSS against
 * the 14.6 KB first-round-trip budget, JS (budget: no framework JS), and Lighthouse 12.8 mobile scores.
 *
 * BENCH_LIGHTHOUSE=all scores every row (default: a representative subset; 0 skips Lighthouse).
 * BENCH_SKIP_BUILD=1 reuses the existing build. BENCH_PORT sets the server port (default 4390).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROUTES } from '../../contract/routes';
import { TENANTS } from '../../src/tenants';
import { waitForServer } from './http';
import { runLighthouse, startChrome, type Scores } from './lighthouse';
import { measurePage, type PageWeight } from './measure';

const PORT = Number(process.env.BENCH_PORT ?? 4390);
const BUDGET_BYTES = 14.6 * 1024;
const LIGHTHOUSE_MODE = process.env.BENCH_LIGHTHOUSE ?? 'subset';
const ISLAND_PAGES = ['/auth/login', '/auth/signup-1', '/auth/register', '/auth/verify-email', '/navbar/dashboards/personal-1', '/navbar/layouts/settings', '/navbar/layouts/billing'];

interface Row { label: string; host: string; path: string; lighthouse: boolean }

const hostOf = (id: string) => (id === 'main' ? 'localhost' : `${id}.localhost`);
const SUBSET = new Set(['localhost /', 'crohns.localhost /', 'ntsb.localhost /', 'pubschool.localhost /', 'localhost /CrohnsLanding', 'localhost /marketing-1']);

function rows(): Row[] {
  const list = [
    ...TENANTS.map((t) => ({ host: hostOf(t.id), path: '/' })),
    ...ROUTES.filter((r) => r.layout === 'landing' && r.path !== '/').map((r) => ({ host: 'localhost', path: r.path })),
  ];
  return list.map(({ host, path }) => ({
    label: `${host}${path}`, host, path,
    lighthouse: LIGHTHOUSE_MODE === 'all' || (LIGHTHOUSE_MODE !== '0' && SUBSET.has(`${host} ${path}`)),
  }));
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function build(): void {
  if (process.env.BENCH_SKIP_BUILD === '1') {
    console.log('build: skipped (BENCH_SKIP_BUILD=1)\n');
    return;
  }
  const started = performance.now();
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('npm run build failed');
  console.log(`full build (astro build + precompression + manifest + nginx.conf): ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

function printTable(measured: { row: Row; weight: PageWeight; scores?: Scores }[]): void {
  const header = ['page', 'HTML', 'HTML br', 'CSS br', 'HTML+CSS br', '≤14.6KB', 'JS br B', 'inline JS', 'islands', 'perf', 'a11y', 'bp', 'seo'];
  const lines = measured.map(({ row, weight, scores }) => {
    const firstTrip = weight.htmlBr + weight.cssBr;
    return [
      row.label, kb(weight.htmlRaw), kb(weight.htmlBr), kb(weight.cssBr), kb(firstTrip), firstTrip <= BUDGET_BYTES ? 'ok' : 'OVER',
      String(weight.jsFilesBr), String(weight.inlineJs), String(weight.islands),
      ...(scores ? [scores.performance, scores.accessibility, scores.bestPractices, scores.seo].map(String) : ['-', '-', '-', '-']),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log('sizes in KB except JS (bytes); CSS br = linked stylesheets (inline <style> is inside HTML br)');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<void> {
  build();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pages-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', PGLITE_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(PORT);
    const measured: { row: Row; weight: PageWeight; scores?: Scores }[] = [];
    for (const row of rows()) measured.push({ row, weight: await measurePage(PORT, row.path, row.host) });
    if (measured.some((m) => m.row.lighthouse)) {
      const chrome = await startChrome();
      try {
        for (const m of measured) if (m.row.lighthouse) m.scores = await runLighthouse(`http://${m.row.host}:${PORT}${m.row.path}`);
      } finally {
        await chrome.close();
      }
    }
    printTable(measured);

    console.log('\nisland pages: JS loaded before interaction (modules incl. React; budget for /auth/login: 90 KB gzip)');
    for (const path of ISLAND_PAGES) {
      const weight = await measurePage(PORT, path, 'localhost');
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      console.log(
        `${path.padEnd(32)} islands ${weight.islands}  modules ${String(weight.jsFiles.length).padStart(2)}  ` +
          `${kb(weight.jsFilesGzip)} gzip  ${kb(weight.jsFilesBr)} br  inline ${weight.inlineJs} B`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
