/**
 * The console guard is global only if no spec can step around it (issue 12): every Playwright spec takes `test`
 * from tests/e2e/support/test.ts, whose fixture fails a test on any console error it did not name. A spec that
 * imports `test` from '@playwright/test' directly (or extends Playwright's own) fails here, with the file.
 * Types (`Page`, `BrowserContext`…) may still come from '@playwright/test'.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const GUARDED_TEST = 'tests/e2e/support/test.ts';

/** The values (not types) a file imports from '@playwright/test', by their exported names. */
function playwrightValueImports(source: string): string[] {
  const file = ts.createSourceFile('spec.ts', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const names: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    if (!ts.isStringLiteral(statement.moduleSpecifier) || statement.moduleSpecifier.text !== '@playwright/test') continue;
    const clause = statement.importClause;
    if (clause?.name) names.push('default');
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
      }
    }
  }
  return names;
}

/** Every TypeScript file under tests/e2e, as a repository path. */
function e2eFiles(dir = 'tests/e2e'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return e2eFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

describe('e2e specs import the guarded test', () => {
  it('tells a value import of test from type imports', () => {
    expect(playwrightValueImports("import { expect, test, type Page } from '@playwright/test';")).toEqual(['expect', 'test']);
    expect(playwrightValueImports("import { test as base } from '@playwright/test';")).toEqual(['test']);
    expect(playwrightValueImports("import type { Page } from '@playwright/test';")).toEqual([]);
    expect(playwrightValueImports("import * as pw from '@playwright/test';")).toEqual(['*']);
    expect(playwrightValueImports("import { test } from './support/test.ts';")).toEqual([]);
  });

  it('no spec or helper but the guarded test takes test (or all of Playwright) from @playwright/test', () => {
    const files = e2eFiles();
    expect(files).toContain(GUARDED_TEST);
    const bypassing = files
      .filter((path) => path !== GUARDED_TEST)
      .filter((path) => playwrightValueImports(readFileSync(path, 'utf8')).some((name) => name === 'test' || name === '*'))
      .map((path) => `${path} imports test from '@playwright/test': import { test } from '${GUARDED_TEST}' instead`);
    expect(bypassing).toEqual([]);
  });
});
