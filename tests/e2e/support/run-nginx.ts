/**
 * Runs real nginx (Debian package) in the foreground with the config generated from dist by
 * scripts/nginx/generate.ts, in a private temp prefix (pid, logs, temp files), on a high port, proxying /api/
 * to the Node server under test. Playwright starts this as a web server and stops it with SIGTERM.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateNginxConfig, optionsForDist } from '../../../scripts/nginx/generate.ts';

const prefix = mkdtempSync(join(tmpdir(), 'e2e-nginx-'));
// Workers may run as an unprivileged user when the master is root: let them use the temp folders.
chmodSync(prefix, 0o755);
const config = join(prefix, 'nginx.conf');
writeFileSync(
  config,
  generateNginxConfig(
    optionsForDist(process.env.SITE_DIST_DIR || 'dist', {
      listen: `127.0.0.1:${process.env.NGINX_PORT ?? '4322'}`,
      apiUpstream: `127.0.0.1:${process.env.API_PORT ?? '4321'}`,
      prefix,
      foreground: true,
    }),
  ),
);
const nginx = spawn('nginx', ['-p', prefix, '-c', config], { stdio: 'inherit' });
nginx.on('error', (error) => {
  console.error(`nginx could not start (${error.message}): install it with apt-get install nginx (npm test does)`);
  process.exit(1);
});
nginx.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => nginx.kill('SIGQUIT'));
