/**
 * Runs benchmark (issue 13), in-process on embedded PGlite with the seeded catalog and protocols:
 *  1. runs per second with the embedded protocol runner (BENCH_RUNS runs, BENCH_CONCURRENCY at a time), and the
 *     median step time;
 *  2. the time the runtime adds per provider step over the provider's own latency: an expert connected to a stand-in
 *     OpenAI-compatible server on loopback that answers after BENCH_MODEL_LATENCY_MS, step duration minus that.
 * Prints a table; not part of `npm test`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { createStorageAdapter } from '../../server/adapters/storage/index.ts';
import { seedTestCatalog, signInDemo } from '../../tests/support/catalog.ts';
import { experts } from '../../server/features/catalog/schema.ts';
import { saveConnection } from '../../server/features/protocols/connection.ts';
import { seedProtocols } from '../../server/features/protocols/seed-step.ts';
import { createTestApp } from '../../tests/api/helpers.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 6);
const LATENCY_MS = Number(process.env.BENCH_MODEL_LATENCY_MS ?? 50);
const EXPERT = 'resume-tailor';

type Step = { kind: string; provider: string; duration_ms: number | null };
type Run = { id: string; status: string; steps: Step[] };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;

async function main() {
  const t = await createTestApp();
  await seedTestCatalog(t);
  await seedProtocols({ db: t.db, storage: createStorageAdapter(t.env) });
  const demo = await signInDemo(t);

  async function runOnce(message: string): Promise<Run> {
    const started = await demo.post('/api/runs', { expert: EXPERT, message });
    if (started.status !== 201) throw new Error(`start: ${started.status} ${await started.text()}`);
    const id = ((await started.json()) as { data: Run }).data.id;
    for (;;) {
      const run = ((await (await demo.get(`/api/runs/${id}`)).json()) as { data: Run }).data;
      if (['completed', 'failed', 'cancelled', 'waiting_review', 'waiting_input'].includes(run.status)) return run;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  async function batch(count: number): Promise<{ seconds: number; runs: Run[] }> {
    const runs: Run[] = [];
    const begin = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < count) {
          next += 1;
          runs.push(await runOnce(`Question ${next}: which skills should I list first?`));
        }
      }),
    );
    return { seconds: (performance.now() - begin) / 1000, runs };
  }

  await batch(CONCURRENCY); // warm-up
  const embedded = await batch(RUNS);
  const embeddedSteps = embedded.runs.flatMap((run) => run.steps.map((step) => step.duration_ms ?? 0));

  // The stand-in model server: waits LATENCY_MS, then streams a short answer (with its finish reason, as servers do).
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () =>
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write(
          `data: ${JSON.stringify({ model: 'stand-in', choices: [{ index: 0, delta: { content: 'A short answer.' }, finish_reason: 'stop' }] })}\n\n`,
        );
        response.end('data: [DONE]\n\n');
      }, LATENCY_MS),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const [expert] = await t.db.select({ id: experts.id }).from(experts).where(eq(experts.slug, EXPERT));
  await saveConnection(t.db, t.env, expert!.id, {
    provider: 'openai-compatible',
    base_url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    model: 'stand-in',
    api_key: null,
    include_usage: false,
    timeout_ms: 10_000,
    max_retries: 0,
  });
  const modelled = await batch(Math.max(20, Math.floor(RUNS / 2)));
  const providerSteps = modelled.runs.flatMap((run) =>
    run.steps.filter((step) => step.provider === 'openai-compatible').map((step) => (step.duration_ms ?? 0) - LATENCY_MS),
  );

  console.table({
    'embedded runner': {
      runs: embedded.runs.length,
      completed: embedded.runs.filter((run) => run.status === 'completed').length,
      'runs/s': Number((embedded.runs.length / embedded.seconds).toFixed(1)),
      'step median ms': median(embeddedSteps),
      'step p95 ms': p95(embeddedSteps),
    },
    [`openai-compatible (${LATENCY_MS} ms stand-in)`]: {
      runs: modelled.runs.length,
      completed: modelled.runs.filter((run) => run.status === 'completed').length,
      'runs/s': Number((modelled.runs.length / modelled.seconds).toFixed(1)),
      'step median ms': median(providerSteps) + LATENCY_MS,
      'step p95 ms': p95(providerSteps) + LATENCY_MS,
      'overhead median ms': median(providerSteps),
      'overhead p95 ms': p95(providerSteps),
    },
  });
  server.close();
  await t.close();
}

await main();
