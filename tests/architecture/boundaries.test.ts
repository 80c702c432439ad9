/**
 * The layers point one way (contract/ ← src/ and server/; lib, db, adapters, core, middleware ← features) and
 * production code never imports test helpers. Every import of every tracked source file is checked, so a new
 * wrong-way import fails here with the file, the import and the rule it breaks.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { type ImportEdge, importViolation } from './import-rules.ts';

const SOURCE = /\.(ts|tsx|mjs|astro)$/;

function trackedSources(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' });
  return listed.split('\n').filter((path) => SOURCE.test(path) && !path.startsWith('node_modules/'));
}

/** Static imports, re-exports and dynamic `import('…')` of a file (an .astro file's frontmatter and scripts). */
function importsOf(path: string, text: string): ImportEdge[] {
  const code = path.endsWith('.astro') ? astroScripts(text) : text;
  const info = ts.preProcessFile(code, true, true);
  return info.importedFiles.map((file) => ({ from: path, specifier: file.fileName }));
}

function astroScripts(text: string): string {
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return [frontmatter, ...scripts].join('\n');
}

describe('import rules', () => {
  const bad = (from: string, specifier: string) => importViolation({ from, specifier });

  it('contract/ imports only libraries and itself', () => {
    expect(bad('contract/users/index.ts', 'zod')).toBeNull();
    expect(bad('contract/users/index.ts', '../fields.ts')).toBeNull();
    expect(bad('contract/users/index.ts', '../../server/core/router.ts')).toMatch(/only libraries/);
    expect(bad('contract/tenants.ts', '../src/tenants/index.ts')).toMatch(/only libraries/);
    expect(bad('contract/fields.ts', 'node:crypto')).toMatch(/browsers/);
  });

  it('server/ and src/ never import each other', () => {
    expect(bad('server/site/index.ts', '../../src/tenants/index.ts')).toMatch(/server\/ never imports src\//);
    expect(bad('src/stores/auth/session.ts', '../../../server/app.ts')).toMatch(/src\/ never imports server\//);
    expect(bad('src/stores/auth/session.test.ts', '../../../server/app.ts')).toMatch(/src\/ never imports server\//);
    expect(bad('src/stores/auth/session.ts', '../../../contract/users/index.ts')).toBeNull();
  });

  it('the layers below the features import none', () => {
    expect(bad('server/middleware/session.ts', '../features/sessions/handlers.ts')).toMatch(/below the features/);
    expect(bad('server/core/sign-in-alert.ts', '../features/password/service.ts')).toMatch(/below the features/);
    expect(bad('server/middleware/session.ts', '../core/sessions.ts')).toBeNull();
  });

  it('a feature reaches another only through its service.ts (and schema.ts for references)', () => {
    expect(bad('server/features/auth/handlers.ts', '../users/service.ts')).toBeNull();
    expect(bad('server/features/runs/schema.ts', '../catalog/schema.ts')).toBeNull();
    expect(bad('server/features/social/outcome.ts', '../auth/two-factor-login.ts')).toMatch(/use its service\.ts/);
    expect(bad('server/features/auth/auth.test.ts', '../users/handlers.ts')).toBeNull();
  });

  it('only tests import test helpers', () => {
    expect(bad('server/features/auth/handlers.ts', '../../../tests/support/authenticator.ts')).toMatch(/test helper/);
    expect(bad('src/lib/errors/messages.ts', './english.testing.ts')).toMatch(/test helper/);
    expect(bad('server/features/auth/sign-in.test.ts', '../../../tests/api/helpers.ts')).toBeNull();
    expect(bad('src/lib/errors/messages.test.ts', './english.testing.ts')).toBeNull();
    expect(bad('bench/messaging/run.ts', '../../tests/support/server-process.ts')).toBeNull();
  });
});

describe('the repository', () => {
  it('has no import that breaks a rule', () => {
    const files = trackedSources();
    expect(files.length).toBeGreaterThan(500);
    const violations: string[] = [];
    for (const path of files) {
      for (const edge of importsOf(path, readFileSync(path, 'utf8'))) {
        const why = importViolation(edge);
        if (why) violations.push(`${edge.from} imports '${edge.specifier}': ${why}`);
      }
    }
    expect(violations).toEqual([]);
  });
});
