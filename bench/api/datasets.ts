/**
 * Dataset export benchmark (issue 25 item 5): rows per second and the server's peak memory while a creator downloads
 * a preference-pairs and a raw-ratings export, with 10^4, 10^5 and 10^6 stored ratings (BENCH_SIZES) on the real
 * server process (production mode, PostgreSQL; a fresh database beside BENCH_POSTGRES_URL's), over HTTP as a client
 * downloads it. The ratings are added in SQL to the seeded creator's expert (five of 1,000 raters on each of a growing
 * number of tasks that reuse its seeded answers), so every size exports the same shape of row.
 *
 * Memory: the server's peak resident set during each download (Linux VmHWM, reset before it through
 * /proc/<pid>/clear_refs) against its resident set before (budget: under 64 MB over it, at every size). V8 collects
 * lazily, so without a cap the peak also counts garbage not yet collected and grows with the bytes sent; run with
 * BENCH_SERVER_HEAP_MB=96 (the server's old space capped) to see what is kept: an export that held its rows could
 * not stream 400 MB through a 96 MB heap. Prints a table and the budget as MET or MISSED; not part of `npm test`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { createPostgresDatabase, printTable, signInCookie, startProcess, stopProcess, waitUntilUp } from './servers.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4391);
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const RATERS = 1000;
/** Raters per task, as a set's overlap would have it. */
const OVERLAP = 5;
const EXPERT = 'low-residue-meal-planner';
const CREATOR = JSON.stringify({ email: 'priya.raman@people.agentic.example', password: 'creator-password-2026' });
const PEAK_BUDGET_MB = 64;
/** The server's V8 old-space cap (MB): a streaming export completes under a small cap at every size; one that kept rows would not. */
const SERVER_HEAP_MB = process.env.BENCH_SERVER_HEAP_MB;

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Tops the expert's stored ratings up to `total`: new tasks (reusing a seeded task's answers), each rated by every rater. */
async function growRatings(db: pg.Client, expertId: string, total: number): Promise<number> {
  const { rows } = await db.query(
    `select count(*)::int as n from preference_ratings r join comparison_tasks t on t.id = r.task_id
       join comparison_sets s on s.id = t.set_id where s.expert_id = $1`,
    [expertId],
  );
  const missing = total - rows[0].n;
  if (missing <= 0) return rows[0].n;
  const tasks = Math.ceil(missing / OVERLAP);
  await db.query(
    `with model as (select t.set_id, t.expert_run_id, t.rival_run_id from comparison_tasks t
                      join comparison_sets s on s.id = t.set_id where s.expert_id = $1 limit 1),
          start as (select coalesce(max(position), 0) + 1 as p from comparison_tasks where set_id = (select set_id from model))
     insert into comparison_tasks (set_id, position, prompt, expert_run_id, rival_run_id)
     select m.set_id, start.p + g, 'Bench question ' || (start.p + g) || ': what can I eat after a flare?', m.expert_run_id, m.rival_run_id
     from model m, start, generate_series(0, $2 - 1) g`,
    [expertId, tasks],
  );
  // OVERLAP raters rate each new task (consecutive raters, so never one twice): outcomes spread over the four,
  // strengths and reasons as people give them.
  await db.query(
    `with raters as (select id, row_number() over (order by email) - 1 as n from users where email like 'bench-rater-%')
     insert into preference_ratings (task_id, rater_id, outcome, swapped, strength, reasons, comment)
     select t.id, u.id,
            (array['expert','expert','rival','tie','both_bad'])[1 + (abs(hashtext(t.id::text || u.id::text)) % 5)],
            (abs(hashtext(u.id::text || t.id::text)) % 2) = 0, 'clear', '["accurate","clear"]'::jsonb, null
     from comparison_tasks t join comparison_sets s on s.id = t.set_id
     cross join generate_series(0, $2 - 1) k
     join raters u on u.n = (t.position * $2 + k) % $3
     where s.expert_id = $1 and t.prompt like 'Bench question %'
       and not exists (select 1 from preference_ratings r where r.task_id = t.id)`,
    [expertId, OVERLAP, RATERS],
  );
  const after = await db.query(
    `select count(*)::int as n from preference_ratings r join comparison_tasks t on t.id = r.task_id
       join comparison_sets s on s.id = t.set_id where s.expert_id = $1`,
    [expertId],
  );
  return after.rows[0].n;
}

/** Downloads one export as a client does, counting lines as they arrive; the server's memory sampled around it. */
async function download(base: string, cookie: string, path: string, pid: number) {
  const before = await memoryOf(pid);
  await writeFile(`/proc/${pid}/clear_refs`, '5'); // resets VmHWM to the current resident set
  const begin = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - begin) / 1000;
  const after = await memoryOf(pid);
  return { lines, bytes, seconds, rssBefore: before.rss, peakOver: after.peak - before.rss };
}

async function main() {
  const postgres = await createPostgresDatabase(process.env.BENCH_POSTGRES_URL);
  const api = startProcess('server/main.ts', PORT, {
    DATABASE_URL: postgres.url,
    SEED_DEMO: '1',
    DATASET_PSEUDONYM_SECRET: 'bench-only-dataset-pseudonym-secret',
    ...(SERVER_HEAP_MB ? { NODE_OPTIONS: `--max-old-space-size=${SERVER_HEAP_MB}` } : {}),
  });
  const base = `http://127.0.0.1:${PORT}`;
  const db = new pg.Client({ connectionString: postgres.url });
  const lines: string[][] = [];
  let worstPeak = 0;
  try {
    await waitUntilUp(`${base}/api/health`, api);
    await db.connect();
    const cookie = await signInCookie(base, CREATOR);
    const expert = await db.query('select id from experts where slug = $1', [EXPERT]);
    const expertId = expert.rows[0].id as string;
    await db.query(
      `insert into users (full_name, email, is_verified)
       select 'Bench Rater ' || g, 'bench-rater-' || lpad(g::text, 4, '0') || '@bench.example', true from generate_series(1, $1) g`,
      [RATERS],
    );
    for (const size of SIZES) {
      const seeding = performance.now();
      const stored = await growRatings(db, expertId, size);
      await db.query('analyze');
      console.log(`${stored} ratings stored (${((performance.now() - seeding) / 1000).toFixed(1)} s to add)`);
      for (const kind of ['preference-pairs?ties=mark', 'ratings']) {
        const result = await download(base, cookie, `/api/creator/experts/${expertId}/datasets/${kind}`, api.pid!);
        worstPeak = Math.max(worstPeak, result.peakOver);
        lines.push([
          kind.split('?')[0]!,
          String(stored),
          String(result.lines),
          (result.bytes / 1024 / 1024).toFixed(1),
          result.seconds.toFixed(2),
          Math.round(result.lines / result.seconds).toLocaleString('en'),
          result.rssBefore.toFixed(0),
          result.peakOver.toFixed(1),
        ]);
      }
    }
  } finally {
    await db.end().catch(() => undefined);
    await stopProcess(api);
    await postgres.drop();
  }
  printTable(['export', 'ratings', 'rows', 'MB', 's', 'rows/s', 'RSS MB', 'peak +MB'], lines);
  const met = worstPeak < PEAK_BUDGET_MB;
  console.log(
    `\nPeak memory over the resident set during a download < ${PEAK_BUDGET_MB} MB at every size: ${met ? 'MET' : 'MISSED'} (worst ${worstPeak.toFixed(1)} MB)`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
