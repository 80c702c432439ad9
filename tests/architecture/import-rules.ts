/**
 * Which way the house may point (docs/site-guide.md, docs/api-guide.md and docs/domain.md say why). Pure functions
 * decide: one import, one file's source, the tree's names, the whole import graph. Each answer names its rule, so
 * the boundary test proves every rule on its counter-example (counter-examples.ts) and then on the repository.
 */
import { posix } from 'node:path';
import ts from 'typescript';
import { ALL_ROOMS, type Room, SITE_ONLY } from './layers.ts';

export type Rule =
  | 'contract stands alone'
  | 'server and site apart'
  | 'tests stay in tests'
  | 'floors'
  | 'features meet at service.ts'
  | 'every root file has a room'
  | 'one name per feature'
  | 'islands render'
  | 'stores act'
  | 'one API client'
  | 'no circle of files'
  | 'no circle of features';

export interface Violation {
  rule: Rule;
  message: string;
}

export interface ImportEdge {
  /** Repository-relative path of the importing file. */
  from: string;
  /** The import specifier as written. */
  specifier: string;
}

const violation = (rule: Rule, message: string): Violation => ({ rule, message });
const under = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);
/** What renders on the site: islands, and the Astro components, layouts and pages that mount them. */
const isRendering = (path: string) => ['src/islands', 'src/components', 'src/layouts', 'src/pages'].some((folder) => under(path, folder));

/** Tests, benchmarks and tool configs: never shipped, so they may use test helpers and reach anywhere. */
export const isTestFile = (path: string) =>
  path.startsWith('tests/') ||
  path.startsWith('bench/') ||
  /\.(test|spec)\.tsx?$/.test(path) ||
  /\.testing\.tsx?$/.test(path) ||
  path.endsWith('.config.ts');
/** A feature's typed API clients (src/stores/<feature>/clients.ts, or a sub-folder's). */
const CLIENTS = /^src\/stores\/[^/]+(\/.*)?\/clients\.ts$/;
const isTestHelper = (path: string) => path.startsWith('tests/') || /\.testing\.tsx?$/.test(path);

/** The file an import names: a repository path for relative imports, null for packages and node builtins. */
export function resolveImport(edge: ImportEdge): string | null {
  if (!edge.specifier.startsWith('.')) return null;
  return posix.normalize(posix.join(posix.dirname(edge.from), edge.specifier.split('?')[0]!));
}

/** The room a path stands in, and the room's own key (so two folders of one room can tell each other apart). */
export function roomOf(path: string): { room: Room; key: string } | null {
  const top = path.split('/')[0] as keyof typeof ALL_ROOMS;
  const rooms = ALL_ROOMS[top];
  if (!rooms) return null;
  for (const room of rooms) for (const place of room.paths) if (!place.endsWith('/*') && under(path, place)) return { room, key: place };
  for (const room of rooms)
    for (const place of room.paths)
      if (place.endsWith('/*') && path.startsWith(place.slice(0, -1)) && path.slice(place.length - 1).includes('/'))
        return { room, key: `${place.slice(0, -1)}${path.slice(place.length - 1).split('/')[0]}` };
  return null;
}

/** The feature folder of a path in a layer that has them (contract/x, server/features/x, src/stores/x, src/islands/x). */
export function featureOf(path: string): string | null {
  const match = /^(contract|server\/features|src\/stores|src\/islands)\/([^/]+)\//.exec(path);
  if (!match || (match[1] === 'contract' && match[2] === 'lib')) return null;
  return `${match[1]}/${match[2]}`;
}

/** Why this import breaks a rule, or null when it may stand. */
export function importViolation(edge: ImportEdge): Violation | null {
  const { from, specifier } = edge;
  const target = resolveImport(edge);
  const test = isTestFile(from);
  if (under(from, 'contract')) {
    if (target === null)
      return specifier.startsWith('node:') ? violation('contract stands alone', 'contract/ runs in browsers too: no node: modules') : null;
    if (!under(target, 'contract')) return violation('contract stands alone', 'contract/ imports only libraries and itself');
  }
  if (target === null) return test ? null : packageViolation(from, specifier);
  if (!test && isTestHelper(target))
    return violation('tests stay in tests', 'production code never imports a test helper (tests/, *.testing.ts)');
  if (under(from, 'server') && under(target, 'src'))
    return violation('server and site apart', 'server/ never imports src/ (read contract/ or the build manifest)');
  if (under(from, 'src') && (under(target, 'server') || under(target, 'tests')))
    return violation('server and site apart', 'src/ never imports server/ or tests/ (tests that drive the API live in tests/integration)');
  if (test) return null;
  return siteImportViolation(from, target) ?? floorViolation(from, target) ?? featureViolation(from, target);
}

function floorViolation(from: string, target: string): Violation | null {
  const source = roomOf(from);
  const goal = roomOf(target);
  // Rooms of one top folder only (contract/, server/, src/ meet by the rules above); a room imports itself freely.
  if (!source || !goal || from.split('/')[0] !== target.split('/')[0] || source.room === goal.room) return null;
  if (goal.room.floor < source.room.floor) return null;
  const where = goal.room.floor === source.room.floor ? 'on its own floor' : 'above it';
  return violation(
    'floors',
    `${source.key} (floor ${source.room.floor}) imports ${goal.key}, ${where} (floor ${goal.room.floor}: ${goal.room.is})`,
  );
}

function featureViolation(from: string, target: string): Violation | null {
  const source = /^server\/features\/([^/]+)\//.exec(from)?.[1];
  const other = /^server\/features\/([^/]+)\//.exec(target)?.[1];
  if (!source || !other || source === other) return null;
  const file = posix.basename(target);
  if (file === 'service.ts' || file === 'schema.ts') return null;
  return violation(
    'features meet at service.ts',
    `features/${source} reaches into features/${other}/${file}: use its service.ts (tables: schema.ts, for references only)`,
  );
}

/** Inside src/: islands render what stores hold, stores act without rendering, and one client reaches the API. */
function siteImportViolation(from: string, target: string): Violation | null {
  const rendering = isRendering(from);
  const apiClient = under(target, 'src/lib/api') || CLIENTS.test(target);
  if (rendering && apiClient) return violation('islands render', `${from} reaches the API client (${target}): call a store's action`);
  if (under(from, 'src/stores') && isRendering(target))
    return violation('stores act', `${from} imports ${target}: stores hold state and act; rendering is the islands'`);
  return null;
}

/** Packages with a place: React renders (never in a store), ofetch is the one HTTP client's. */
function packageViolation(from: string, specifier: string): Violation | null {
  if (under(from, 'src/stores') && (specifier === 'react' || specifier.startsWith('react/') || specifier === '@nanostores/react'))
    return violation('stores act', `${from} imports ${specifier}: stores never render`);
  if (under(from, 'src') && specifier === 'ofetch' && from !== 'src/lib/api/client.ts')
    return violation('one API client', `${from} imports ofetch: the site's one HTTP client is src/lib/api/client.ts`);
  return null;
}

/** Calls that reach the network by themselves, in a file's code (comments and strings do not count). */
export function sourceViolations(path: string, code: string): Violation[] {
  if (!under(path, 'src') || isTestFile(path)) return [];
  const found: Violation[] = [];
  const file = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, false, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const rendering = isRendering(path);
  const visit = (node: ts.Node) => {
    const callee = ts.isCallExpression(node) ? node.expression : null;
    const isFetch =
      callee &&
      ((ts.isIdentifier(callee) && callee.text === 'fetch') ||
        (ts.isPropertyAccessExpression(callee) &&
          callee.name.text === 'fetch' &&
          ts.isIdentifier(callee.expression) &&
          ['globalThis', 'window', 'self'].includes(callee.expression.text)));
    if (callee && ts.isIdentifier(callee) && callee.text === 'bindEndpoints' && !CLIENTS.test(path) && !under(path, 'src/lib/api'))
      found.push(
        violation('one API client', `${path} binds endpoints itself: a feature's typed client lives in src/stores/<feature>/clients.ts`),
      );
    if (isFetch && !under(path, 'src/lib/api'))
      found.push(
        violation(
          rendering ? 'islands render' : 'one API client',
          `${path} calls fetch(): the API is reached through src/lib/api/client.ts`,
        ),
      );
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text;
      if (name === 'XMLHttpRequest' || name === 'WebSocket')
        found.push(violation('one API client', `${path} opens a ${name}: the API is reached through src/lib/api/client.ts`));
      if (name === 'EventSource' && !under(path, 'src/stores'))
        found.push(
          violation(rendering ? 'islands render' : 'one API client', `${path} opens an EventSource: the events stream is a store's`),
        );
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * The tree's names: every root file and folder stands in a room (layers.ts), contract/ and server/features/ have
 * the same feature folders, and src/stores and src/islands use those names or a documented site-only one.
 */
export function treeViolations(paths: readonly string[]): Violation[] {
  const found: Violation[] = [];
  const unplaced = new Set<string>();
  for (const path of paths) {
    if (isTestFile(path) || !/^(contract|server|src)\//.test(path)) continue;
    if (!roomOf(path)) unplaced.add(path.split('/').slice(0, 2).join('/'));
  }
  for (const entry of [...unplaced].sort())
    found.push(violation('every root file has a room', `${entry} stands in no room of tests/architecture/layers.ts: give it a floor`));
  const foldersOf = (prefix: string) =>
    new Set(
      paths
        .filter((path) => path.startsWith(prefix) && path.slice(prefix.length).includes('/'))
        .map((path) => path.slice(prefix.length).split('/')[0]!),
    );
  const contract = foldersOf('contract/');
  contract.delete('lib');
  const server = foldersOf('server/features/');
  for (const name of contract)
    if (!server.has(name)) found.push(violation('one name per feature', `contract/${name} has no server/features/${name}`));
  for (const name of server)
    if (!contract.has(name)) found.push(violation('one name per feature', `server/features/${name} has no contract/${name}`));
  const strangers = new Set<string>();
  for (const path of paths) {
    const layer = ['src/stores', 'src/islands'].find((folder) => path.startsWith(`${folder}/`));
    if (!layer || isTestFile(path)) continue;
    const rest = path.slice(layer.length + 1);
    const entry = `${layer}/${rest.split('/')[0]}`;
    if (!(rest.includes('/') && server.has(rest.split('/')[0]!)) && !SITE_ONLY[entry]) strangers.add(entry);
  }
  for (const entry of [...strangers].sort())
    found.push(violation('one name per feature', `${entry} is neither a feature (contract/, server/features/) nor a site-only folder`));
  return found;
}

/** Circles: of files anywhere, and of feature folders within a layer (contract, server features, stores, islands). */
export function cycleViolations(edges: ReadonlyArray<{ from: string; to: string }>): Violation[] {
  const files = edges.filter((edge) => !isTestFile(edge.from) && !isTestFile(edge.to));
  const found = circles(files).map((circle) => violation('no circle of files', `these files import each other: ${circle.join(' -> ')}`));
  const features = files
    .map((edge) => ({ from: featureOf(edge.from), to: featureOf(edge.to) }))
    .filter((edge): edge is { from: string; to: string } => Boolean(edge.from && edge.to && edge.from !== edge.to));
  for (const circle of circles(features))
    found.push(violation('no circle of features', `these features import each other: ${circle.join(' -> ')}`));
  return found;
}

/** Strongly connected groups of two or more nodes (Tarjan), each as a path that closes on itself. */
function circles(edges: ReadonlyArray<{ from: string; to: string }>): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set());
    next.get(from)!.add(to);
    if (!next.has(to)) next.set(to, new Set());
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const other of next.get(node) ?? []) {
      if (!index.has(other)) {
        connect(other);
        low.set(node, Math.min(low.get(node)!, low.get(other)!));
      } else if (onStack.has(other)) low.set(node, Math.min(low.get(node)!, index.get(other)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push([...group.sort(), group[0]!]);
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) connect(node);
  return groups;
}
