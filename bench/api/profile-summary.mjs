/**
 * Summarises a V8 .cpuprofile (from catalog-profile.ts): self time by package or project folder, the top functions
 * by self time, and the inclusive time of a few named functions (argv after the file: function names to follow).
 * `node bench/api/profile-summary.mjs /tmp/catalog-profile/CPU.…cpuprofile listExperts apiGateMiddleware`
 */
import { readFileSync } from 'node:fs';

const [file, ...followed] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.mjs <file.cpuprofile> [function names…]');
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

// Self time per node from the samples and their time deltas (µs).
const self = new Map();
for (const [index, id] of profile.samples.entries()) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
const total = [...self.values()].reduce((sum, us) => sum + us, 0);
const pct = (us) => `${((us / total) * 100).toFixed(1).padStart(5)} %`;

function area(url) {
  if (!url) return '(native / gc / idle)';
  const modules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (modules) return modules[1];
  const project = url.match(/\/(server|contract|bench)\/(.*\/)?/);
  if (project) return `${project[1]}/${project[2] ?? ''}`;
  if (url.startsWith('node:')) return 'node:internal';
  return url;
}

function top(map, count) {
  return [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
}

const byArea = new Map();
const byFunction = new Map();
for (const [id, us] of self) {
  const frame = byId.get(id).callFrame;
  const key = area(frame.url);
  byArea.set(key, (byArea.get(key) ?? 0) + us);
  const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
}
console.log(`total ${(total / 1e6).toFixed(1)} s sampled\n\nself time by area:`);
for (const [key, us] of top(byArea, 25)) console.log(`  ${pct(us)}  ${key}`);
console.log('\nself time by function:');
for (const [key, us] of top(byFunction, 40)) console.log(`  ${pct(us)}  ${key}`);

// Inclusive time: a sample counts for a followed function when the function is on its stack.
if (followed.length > 0) {
  console.log('\ninclusive time (function on the stack):');
  for (const name of followed) {
    let inclusive = 0;
    for (const [id, us] of self) {
      for (let at = id; at !== undefined; at = parentOf.get(at)) {
        if (byId.get(at).callFrame.functionName === name) {
          inclusive += us;
          break;
        }
      }
    }
    console.log(`  ${pct(inclusive)}  ${name}`);
  }
}
