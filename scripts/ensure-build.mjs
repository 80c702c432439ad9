#!/usr/bin/env node
// `prestart`: build only when the site is missing or older than its sources, so `npm ci && npm start` works on
// a fresh clone and a restart with nothing changed starts at once.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifestPath = join(resolve(root, process.env.SITE_DIST_DIR || 'dist'), 'site-manifest.json');
const SOURCES = ['src', 'contract', 'public', 'astro.config.mjs', 'scripts/build.mjs', 'scripts/lib', 'scripts/nginx'];

/** Newest modification time (ms) of a file or of any file in a folder tree. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stats.mtimeMs);
}

function reasonToBuild() {
  if (!existsSync(manifestPath)) return 'no build yet';
  const builtAt = statSync(manifestPath).mtimeMs;
  const changed = SOURCES.find((source) => newestMtime(join(root, source)) > builtAt);
  if (changed) return `${changed} changed since the last build`;
  const forceMain = ['1', 'true'].includes(process.env.FORCE_MAIN_TENANT ?? '');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (manifest.forceMainTenant !== forceMain) return `FORCE_MAIN_TENANT is now ${forceMain ? 'on' : 'off'}`;
  return null;
}

// SITE_BUILD=skip: a pipeline that has just run `npm run build` (scripts/test.sh) starts without re-checking.
const reason = process.env.SITE_BUILD === 'skip' ? null : reasonToBuild();
// `--check` (server/main.ts): exit 10 and print the reason when a build is due, 0 otherwise.
if (process.argv.includes('--check')) {
  if (reason) console.log(reason);
  process.exit(reason ? 10 : 0);
}
// By default the server builds in the background and answers meanwhile (issue 12: the first request within 30 s
// on a fresh clone); SITE_BUILD=wait keeps the old order, build first and then start.
if (reason && process.env.SITE_BUILD !== 'wait') {
  console.log(`prestart: the site needs a build (${reason}); the server starts now and builds it in the background`);
  process.exit(0);
}
if (reason) {
  console.log(`prestart: building the site (${reason})`);
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
console.log(
  process.env.SITE_BUILD === 'skip' ? 'prestart: SITE_BUILD=skip, using the existing build' : 'prestart: site build is up to date',
);
