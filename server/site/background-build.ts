/**
 * `npm start` on a fresh clone (issue 12, point 1): the site build takes minutes on a small machine, so instead of
 * building before it listens, the server listens at once, answers the API, and answers site pages with a short
 * "being built" page (503, Retry-After, reloads itself) while scripts/build.mjs runs as its child; when the build
 * finishes, the built site takes over without a restart. SITE_BUILD=wait builds first, as before.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Hono } from 'hono';
import type { Logger } from 'pino';
import { holdingPage } from '../lib/starting.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** Why the site needs a build (scripts/ensure-build.mjs decides), or null when the build on disk is current. */
export function reasonToBuild(): string | null {
  const check = spawnSync(process.execPath, [join(ROOT, 'scripts', 'ensure-build.mjs'), '--check'], { encoding: 'utf8', env: process.env });
  return check.status === 10 ? check.stdout.trim() || 'out of date' : null;
}

const HOLDING_PAGE = holdingPage(
  'The site is being built',
  'This server started a moment ago and is building its pages (a few minutes on a small machine). The API already answers.',
  10,
);

export interface BackgroundBuild {
  start(): void;
  /** The site app to route to: the holding answer until the build is done. */
  fetch(request: Request): Response | Promise<Response>;
  stop(): void;
}

export function buildInBackground(options: { reason: string; logger: Logger; load: () => Hono }): BackgroundBuild {
  const { logger } = options;
  let site: Hono | undefined;
  let child: ChildProcess | undefined;
  let started = 0;
  const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
    child = undefined;
    const seconds = Math.round((performance.now() - started) / 1000);
    if (code !== 0) {
      logger.error({ code, signal, seconds }, 'site build failed: serving the API only (run `npm run build` to see why)');
      return;
    }
    try {
      site = options.load();
      logger.info({ seconds }, 'site built: serving it');
    } catch (error) {
      logger.error({ err: error }, 'site built but could not be loaded');
    }
  };
  return {
    start() {
      // Started once the server listens: the build must not slow down the start it is meant to get out of the way of.
      started = performance.now();
      child = spawn(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], {
        cwd: ROOT,
        env: process.env,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      child.on('exit', onExit);
      logger.info({ reason: options.reason }, 'building the site in the background; pages answer 503 until it is done');
    },
    fetch(request) {
      if (site) return site.fetch(request);
      return new Response(HOLDING_PAGE, {
        status: 503,
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': '10', 'Cache-Control': 'no-store' },
      });
    },
    stop() {
      child?.kill('SIGTERM');
    },
  };
}
