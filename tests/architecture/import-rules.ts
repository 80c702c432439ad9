/**
 * Which way imports may point (docs/site-guide.md and docs/api-guide.md say why). One pure function decides each
 * edge, so the rules are tested on their own and the boundary test only has to feed it the repository's imports.
 */
import { posix } from 'node:path';

export interface ImportEdge {
  /** Repository-relative path of the importing file. */
  from: string;
  /** The import specifier as written. */
  specifier: string;
}

/** Tests, benchmarks and tool configs: never shipped, so they may use test helpers. */
const isTestFile = (path: string) =>
  path.startsWith('tests/') ||
  path.startsWith('bench/') ||
  /\.(test|spec)\.tsx?$/.test(path) ||
  /\.testing\.tsx?$/.test(path) ||
  path.endsWith('.config.ts');
const isTestHelper = (path: string) => path.startsWith('tests/') || /\.testing\.tsx?$/.test(path);
const under = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);
const featureOf = (path: string) => /^server\/features\/([^/]+)\//.exec(path)?.[1];
/** The layers beneath the features: they may not reach up into one. */
const BELOW_FEATURES = ['server/core', 'server/lib', 'server/db', 'server/adapters', 'server/middleware'];

/** The file an import names: a repository path for relative imports, null for packages and node builtins. */
export function resolveImport(edge: ImportEdge): string | null {
  if (!edge.specifier.startsWith('.')) return null;
  return posix.normalize(posix.join(posix.dirname(edge.from), edge.specifier));
}

/** Why this import breaks a rule, or null when it may stand. */
export function importViolation(edge: ImportEdge): string | null {
  const { from, specifier } = edge;
  const target = resolveImport(edge);
  if (under(from, 'contract')) {
    if (target === null) return specifier.startsWith('node:') ? 'contract/ runs in browsers too: no node: modules' : null;
    return under(target, 'contract') ? null : 'contract/ imports only libraries and itself';
  }
  if (target === null) return null;
  if (!isTestFile(from) && isTestHelper(target)) return 'production code never imports a test helper (tests/, *.testing.ts)';
  if (under(from, 'server') && under(target, 'src')) return 'server/ never imports src/ (read contract/ or the build manifest)';
  if (under(from, 'src') && (under(target, 'server') || under(target, 'tests'))) {
    return 'src/ never imports server/ or tests/ (tests that drive the API live in tests/integration)';
  }
  const layer = BELOW_FEATURES.find((folder) => under(from, folder));
  if (layer && under(target, 'server/features')) return `${layer}/ sits below the features and imports none of them`;
  const source = featureOf(from);
  const other = featureOf(target);
  if (source && other && source !== other && !isTestFile(from)) {
    const file = posix.basename(target);
    if (file !== 'service.ts' && file !== 'schema.ts') {
      return `features/${source} reaches into features/${other}/${file}: use its service.ts (tables: schema.ts, for references only)`;
    }
  }
  return null;
}
