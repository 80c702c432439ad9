import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

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
      // Chromium's helpers may still be writing into the profile as it exits: a leftover folder in /tmp is harmless.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
      } catch {}
    },
  };
}

/**
 * Puts cookies into the browser Lighthouse drives, as a sign-in would (a `Set-Cookie` line each, attributes kept).
 * A Cookie header through Lighthouse's extraHeaders is not the same: the page's own script cannot read it, so a
 * page that reads the signed-in hint cookie before it paints saw a guest and left for the login page.
 */
export async function setBrowserCookies(origin: string, setCookieLines: string[]): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${DEBUG_PORT}` });
  try {
    const page = await browser.newPage();
    for (const line of setCookieLines) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const flags = attributes.map((attribute) => attribute.toLowerCase());
      await page.setCookie({
        name: pair.slice(0, at),
        value: pair.slice(at + 1),
        url: origin,
        httpOnly: flags.includes('httponly'),
        sameSite: flags.includes('samesite=strict') ? 'Strict' : 'Lax',
      });
    }
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * Lighthouse 12.8 with its default (mobile, simulated throttling) settings, the four scored categories.
 * `keepCookies`: leave the browser's cookies (setBrowserCookies) in place instead of Lighthouse's storage reset.
 */
export async function runLighthouse(url: string, options: { keepCookies?: boolean } = {}): Promise<Scores> {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(options.keepCookies ? { disableStorageReset: true } : {}),
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
