import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

export interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Cumulative layout shift as Lighthouse measured it (unitless). */
  cls: number;
}

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DEBUG_PORT = Number(process.env.BENCH_CHROME_PORT ?? 9339);

/** One headless Chromium (Debian's, never a downloaded one) that Lighthouse drives over its debugging port. */
export async function startChrome(): Promise<{ close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chrome-'));
  const chrome: ChildProcess = spawn(
    CHROME,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    close: async () => {
      const exited = new Promise((resolve) => chrome.once('exit', resolve));
      chrome.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

/**
 * Lighthouse 12.8 with its default (mobile, simulated throttling) settings, the four scored categories.
 * `extraHeaders` go with every request of the page (a session cookie for signed-in pages).
 */
export async function runLighthouse(url: string, extraHeaders?: Record<string, string>): Promise<Scores> {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(extraHeaders ? { extraHeaders } : {}),
  });
  const categories = result?.lhr.categories;
  if (!categories) throw new Error(`Lighthouse returned no result for ${url}`);
  // A page Lighthouse could not measure scores null (printed 0): say why rather than leave a bare 0 in the table.
  const failed = result.lhr.runtimeError;
  if (failed) console.error(`Lighthouse could not measure ${url}: ${failed.code} ${failed.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: result.lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
  };
}
