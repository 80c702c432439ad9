/**
 * The house's rules (import-rules.ts): every rule fails on its counter-examples (counter-examples.ts), lets the
 * allowed ones stand, and holds on the repository: every import of every tracked source file, every file's
 * network calls in src/, the tree's names and rooms, and the whole import graph (no circle of files or features).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ALLOWED, COUNTER_EXAMPLES, type Example } from './counter-examples.ts';
import {
  cycleViolations,
  type ImportEdge,
  importViolation,
  resolveImport,
  type Rule,
  sourceViolations,
  treeViolations,
  type Violation,
} from './import-rules.ts';

const SOURCE = /\.(ts|tsx|mjs|astro)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '/index.ts'];

function trackedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' });
  return listed.split('\n').filter((path) => path && !path.startsWith('node_modules/') && existsSync(path));
}

/** An .astro file's code: its frontmatter and scripts. */
function codeOf(path: string, text: string): string {
  if (!path.endsWith('.astro')) return text;
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return [frontmatter, ...scripts].join('\n');
}

/** Static imports, re-exports and dynamic `import('…')` of a file. */
function importsOf(path: string, code: string): ImportEdge[] {
  return ts.preProcessFile(code, true, true).importedFiles.map((file) => ({ from: path, specifier: file.fileName }));
}

function violationsOf(example: Example): Violation[] {
  if ('import' in example) return [importViolation(example.import)].filter((found): found is Violation => found !== null);
  if ('source' in example) return sourceViolations(example.source.path, example.source.code);
  if ('tree' in example) return treeViolations(example.tree);
  return cycleViolations(example.graph);
}

describe('each rule', () => {
  it.each(Object.entries(COUNTER_EXAMPLES) as Array<[Rule, Example[]]>)('%s: fails on its counter-examples', (rule, examples) => {
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples)
      expect(
        violationsOf(example).map((found) => found.rule),
        JSON.stringify(example),
      ).toContain(rule);
  });

  it('lets the allowed examples stand', () => {
    for (const example of ALLOWED) expect(violationsOf(example), JSON.stringify(example)).toEqual([]);
  });
});

describe('the repository', () => {
  const files = trackedFiles();
  const sources = files.filter((path) => SOURCE.test(path));
  const code = new Map(sources.map((path) => [path, codeOf(path, readFileSync(path, 'utf8'))]));
  const messages = (found: Violation[]) => found.map((v) => `${v.rule}: ${v.message}`);

  it('has no import that breaks a rule', () => {
    expect(sources.length).toBeGreaterThan(500);
    const found: string[] = [];
    for (const [path, text] of code)
      for (const edge of importsOf(path, text)) {
        const why = importViolation(edge);
        if (why) found.push(`${edge.from} imports '${edge.specifier}': ${why.rule}: ${why.message}`);
      }
    expect(found).toEqual([]);
  });

  it('reaches the network only through its API client and event store', () => {
    expect(messages([...code].flatMap(([path, text]) => sourceViolations(path, text)))).toEqual([]);
  });

  it('gives every root file a room and every feature one name', () => {
    expect(messages(treeViolations(files))).toEqual([]);
  });

  it('has no circle of files and no circle of features', () => {
    const known = new Set(files);
    const edges: Array<{ from: string; to: string }> = [];
    for (const [path, text] of code)
      for (const edge of importsOf(path, text)) {
        const target = resolveImport(edge);
        const file =
          target === null ? undefined : EXTENSIONS.map((extension) => target + extension).find((candidate) => known.has(candidate));
        if (file) edges.push({ from: path, to: file });
      }
    expect(edges.length).toBeGreaterThan(2000);
    expect(messages(cycleViolations(edges))).toEqual([]);
  });
});
