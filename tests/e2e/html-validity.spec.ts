import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, test } from './support/test.ts';
import { KIND_SAMPLES } from './support/page-kinds.ts';

/**
 * The W3C validator (vnu, the Nu Html Checker, from the vnu-jar package; needs a Java runtime, which the test command
 * installs) on one built page of every kind, in English and Arabic: no error. The only messages left out are the
 * CSS parser's on `@view-transition` rules and the `::view-transition-*` selectors after them, which the
 * validator's CSS grammar does not know yet (the issue counts those apart).
 */
const vnuJar = createRequire(import.meta.url)('vnu-jar') as string;
const dist = join(import.meta.dirname, '../../dist/client/crohns');

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

/** The CSS parser's messages on `@view-transition` and the `::view-transition-*` selectors after it (the extract,
 * a short window of the source, shows one or the other). */
function viewTransitionNoise(messages: VnuMessage[]): Set<VnuMessage> {
  return new Set(messages.filter((m) => m.message.startsWith('CSS:') && /view-transi|sition-(old|new)\(/.test(m.extract ?? '')));
}

function files(): string[] {
  return KIND_SAMPLES.flatMap(({ built }) => ['', '/ar'].map((prefix) => join(dist, `${prefix}${built}`, 'index.html')));
}

test('built pages of every kind pass the W3C validator', async () => {
  test.setTimeout(180_000);
  const pages = files();
  for (const page of pages) expect(existsSync(page), `${page} is built (npm run build)`).toBe(true);
  let output: string;
  try {
    output = execFileSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', ...pages], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    // vnu exits 1 when it reports errors; its report is still on stdout.
    const failed = error as { stdout?: string; code?: string };
    if (failed.code === 'ENOENT') throw new Error('java not found: apt-get install default-jre-headless');
    output = failed.stdout ?? '';
  }
  const messages = (JSON.parse(output) as { messages: VnuMessage[] }).messages;
  const noise = viewTransitionNoise(messages);
  const errors = messages
    .filter((m) => m.type === 'error' && !noise.has(m))
    .map((m) => `${m.url.replace(/^.*\/dist\/client\/crohns/, '')}: ${m.message}`);
  expect(errors).toEqual([]);
});
