#!/usr/bin/env node
// `npm run build`: astro build, then precompress, record inline-script CSP hashes and the build manifest
// (dist/site-manifest.json, read by server/site), then generate dist/nginx.conf from the same data.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cspHash, extractInlineScripts, listBuiltTenants, listFiles, precompress } from './lib/postbuild.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// SITE_DIST_DIR (the server reads the same variable) lets a second build go elsewhere than dist/.
const distDir = resolve(root, process.env.SITE_DIST_DIR || 'dist');
const clientDir = join(distDir, 'client');
const forceMainTenant = ['1', 'true'].includes(process.env.FORCE_MAIN_TENANT ?? '');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`build: \`${command} ${args.join(' ')}\` failed with status ${result.status ?? result.signal}`);
    process.exit(result.status ?? 1);
  }
}

/**
 * CPU seconds used so far by finished child processes (Linux /proc: cutime + cstime), so the log can tell the
 * astro step's own work from time spent waiting for a busy machine's cores. NaN elsewhere.
 */
async function childCpuSeconds() {
  try {
    const fields = (await readFile('/proc/self/stat', 'utf8')).split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}
const cpuSeconds = (usage) => (usage.user + usage.system) / 1e6;

/**
 * Astro prints one line per page (11,000+): its output goes through here, which keeps warnings and errors, drops
 * the per-page and per-chunk lines and prints a progress line every 1,000 pages instead (BUILD_VERBOSE=1: all).
 */
function runAstro(args) {
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let pages = 0;
    const began = performance.now();
    const filter = (stream, out) =>
      createInterface({ input: stream }).on('line', (line) => {
        if (process.env.BUILD_VERBOSE === '1') return out.write(`${line}\n`);
        if (/^\S*\s+[├└]─ /.test(line)) {
          pages += 1;
          if (pages % 1000 === 0)
            out.write(`build: ${pages.toLocaleString('en')} pages written (${((performance.now() - began) / 1000).toFixed(0)} s)\n`);
          return;
        }
        if (/WARN|ERROR|error|✗|Complete!|pages? built in|Building static entrypoints|generating static routes/i.test(line))
          out.write(`${line}\n`);
      });
    filter(child.stdout, process.stdout);
    filter(child.stderr, process.stderr);
    child.on('close', (code, signal) => {
      if (code !== 0) {
        console.error(`build: astro build failed with status ${code ?? signal} (BUILD_VERBOSE=1 shows its whole output)`);
        process.exit(code ?? 1);
      }
      resolvePromise(pages);
    });
  });
}

const started = performance.now();
const childCpuBefore = await childCpuSeconds();
await runAstro([join(root, 'node_modules', 'astro', 'astro.js'), 'build', '--outDir', clientDir]);
const astroMs = performance.now() - started;
const astroCpu = (await childCpuSeconds()) - childCpuBefore;

const files = (await listFiles(clientDir)).filter((f) => !/\.(br|gz)$/.test(f));
const htmlFiles = files.filter((f) => f.endsWith('.html'));
const hashes = new Set();
const digests = new Map();

// One parallel pass reads every file once: content digest (build id), inline-script CSP hashes, .br/.gz siblings.
const compressStarted = performance.now();
const compressCpuBefore = process.cpuUsage();
const precompressed = await precompress(clientDir, files, {
  inspect(file, bytes) {
    digests.set(file, createHash('sha256').update(bytes).digest('hex'));
    if (file.endsWith('.html')) for (const script of extractInlineScripts(bytes.toString('utf8'))) hashes.add(cspHash(script));
  },
});
const compressMs = performance.now() - compressStarted;
const compressCpu = cpuSeconds(process.cpuUsage(compressCpuBefore));
const content = createHash('sha256');
for (const file of [...files].sort()) content.update(file.slice(clientDir.length)).update(digests.get(file));

const buildMs = Math.round(performance.now() - started);
const manifest = {
  buildId: content.digest('hex').slice(0, 16),
  builtAt: new Date().toISOString(),
  buildMs,
  forceMainTenant,
  tenants: await listBuiltTenants(clientDir),
  scriptHashes: [...hashes].sort(),
  files: { html: htmlFiles.length, total: files.length, precompressed },
};
await writeFile(join(distDir, 'site-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

// The nginx config is a file for a deployment to use (its listen port and API upstream are its own settings, not
// this server's): written quietly, so the build log names no address the server does not serve.
run(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'nginx', 'generate.ts'), '--dist', distDir, '--quiet']);

console.log(
  `build: ${htmlFiles.length} pages for ${manifest.tenants.length} tenant(s), ${manifest.scriptHashes.length} inline script hash(es), ` +
    `${precompressed} precompressed siblings; astro ${(astroMs / 1000).toFixed(1)} s (CPU ${astroCpu.toFixed(1)} s), ` +
    `hashing + compression ${(compressMs / 1000).toFixed(1)} s (CPU ${compressCpu.toFixed(1)} s, ${os.availableParallelism()} cores), ` +
    `total ${(buildMs / 1000).toFixed(1)} s`,
);
