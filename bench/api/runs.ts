/**
 * Runs benchmark (issues 13, 24 and 29), in-process on embedded PGlite with the seeded catalog and protocols, on a
 * free expert without a review gate:
 *  1. runs per second with the embedded protocol runner (BENCH_RUNS runs, BENCH_CONCURRENCY at a time), and the
 *     median step time;
 *  2. time to the first streamed token and to the full answer in BENCH_CHATS (20) chats at once, over HTTP and the
 *     event stream (runs-chat.ts); budget first-token p99 < 300 ms;
 *  3. the time the runtime adds per model step over the model server's own latency: the expert connected to a
 *     stand-in OpenAI-compatible server on loopback answering after each of BENCH_MODEL_LATENCY_MS (0,200) ms;
 *     in runs (the step's recorded duration minus that latency: the runtime and the adapter) and the adapter alone
 *     (its runStep called in a loop). Budget on the runs' figure: median <= 5 ms, p95 <= 20 ms.
 * Prints a table and each budget as MET or MISSED; not part of `npm test`.
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
import { readEventStream } from '../../tests/support/event-stream.ts';
import { createOpenAiCompatibleProvider } from '../../server/adapters/agents/openai-compatible.ts';
import { measureChats } from './runs-chat.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 6);
const LATENCIES = (process.env.BENCH_MODEL_LATENCY_MS ?? '0,200').split(',').map(Number);
const CHATS = Number(process.env.BENCH_CHATS ?? 20);
const ALONE_STEPS = Number(process.env.BENCH_ALONE_STEPS ?? 200);
const EXPERT = 'household-budget-builder'; // free and not review-gated (resume-tailor is paid per run since billing)

type Step = { kind: string; provider: string; duration_ms: number | null };
type Run = { id: string; status: string; steps: Step[] };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;
const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))] ?? 0;

async function main() {
  const t = await createTestApp();
  await seedTestCatalog(t);
  await seedProtocols({ db: t.db, storage: createStorageAdapter(t.env) });
  const demo = await signInDemo(t);

  // Runs end are awaited on the demo's event stream (run.finished), as a page would: polling GET /api/runs/:id every
  // 5 ms from six workers kept the in-process PGlite busy and was most of the step times this bench used to print.
  const stream = readEventStream(await demo.get('/api/events'));
  await stream.next('ready');
  async function runOnce(message: string): Promise<Run> {
    const started = await demo.post('/api/runs', { expert: EXPERT, message });
    if (started.status !== 201) throw new Error(`start: ${started.status} ${await started.text()}`);
    const id = ((await started.json()) as { data: Run }).data.id;
    await stream.next('run.finished', (event) => event.data.run_id === id, 120_000);
    return ((await (await demo.get(`/api/runs/${id}`)).json()) as { data: Run }).data;
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

  // Chats answered by the embedded runner, before the expert is connected to a model server.
  const chats = await measureChats(t, EXPERT, CHATS);

  // The stand-in model server: waits `latency` ms, then streams a short answer (with its finish reason, as servers do).
  let latency = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () =>
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write(
          `data: ${JSON.stringify({ model: 'stand-in', choices: [{ index: 0, delta: { content: 'A short answer.' }, finish_reason: 'stop' }] })}\n\n`,
        );
        response.end('data: [DONE]\n\n');
      }, latency),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  const [expert] = await t.db.select({ id: experts.id }).from(experts).where(eq(experts.slug, EXPERT));
  await saveConnection(t.db, t.env, expert!.id, {
    provider: 'openai-compatible',
    base_url: baseUrl,
    model: 'stand-in',
    api_key: null,
    include_usage: false,
    timeout_ms: 10_000,
    max_retries: 0,
  });
  const provider = createOpenAiCompatibleProvider({
    baseUrl,
    apiKey: null,
    model: 'stand-in',
    includeUsage: false,
    timeoutMs: 10_000,
    maxRetries: 0,
  });
  const rows: Record<string, Record<string, number | string>> = {
    'embedded runner': {
      runs: embedded.runs.length,
      completed: embedded.runs.filter((run) => run.status === 'completed').length,
      'runs/s': Number((embedded.runs.length / embedded.seconds).toFixed(1)),
      'step median ms': median(embeddedSteps),
      'step p95 ms': p95(embeddedSteps),
    },
  };
  const verdicts: string[] = [];
  for (const ms of LATENCIES) {
    latency = ms;
    const warm = await batch(CONCURRENCY); // warm-up: the client, the sockets
    for (const run of warm.runs)
      for (const step of run.steps)
        if ((step as { error?: unknown }).error) console.error('warm-up:', JSON.stringify((step as { error?: unknown }).error));
    const modelled = await batch(Math.max(20, Math.floor(RUNS / 2)));
    const failed = modelled.runs.find((run) => run.status !== 'completed');
    const errors = new Set(
      modelled.runs.flatMap((run) => run.steps.map((step) => JSON.stringify((step as { error?: unknown }).error ?? null))),
    );
    if (failed) console.error(`runs did not complete at ${ms} ms: ${[...errors].join(' ')}`);
    // Steps that called the model (an `ask` step only reads the intake).
    const overhead = modelled.runs.flatMap((run) =>
      run.steps.filter((step) => step.provider === 'openai-compatible' && step.kind !== 'ask').map((step) => (step.duration_ms ?? 0) - ms),
    );
    const alone = await adapterAlone(provider, ms);
    rows[`openai-compatible, stand-in ${ms} ms, in runs`] = {
      runs: modelled.runs.length,
      completed: modelled.runs.filter((run) => run.status === 'completed').length,
      'runs/s': Number((modelled.runs.length / modelled.seconds).toFixed(1)),
      'overhead median ms': median(overhead),
      'overhead p95 ms': p95(overhead),
    };
    rows[`openai-compatible, stand-in ${ms} ms, adapter alone`] = {
      runs: alone.length,
      'overhead median ms': Number(median(alone).toFixed(2)),
      'overhead p95 ms': Number(p95(alone).toFixed(2)),
    };
    const ok = median(overhead) <= 5 && p95(overhead) <= 20 && !failed;
    verdicts.push(
      `${ok ? 'MET' : 'MISSED'}  model step overhead at ${ms} ms (median <= 5 ms, p95 <= 20 ms over the server's latency, ${CONCURRENCY} runs at a time): median ${median(overhead)} ms, p95 ${p95(overhead)} ms${failed ? ', runs failed' : ''}`,
    );
  }
  server.close();
  await stream.close();
  rows[`chat, embedded runner, ${CHATS} at once`] = {
    runs: chats.chats,
    'first token p50 ms': Math.round(median(chats.firstToken)),
    'first token p99 ms': Math.round(p99(chats.firstToken)),
    'full answer p50 ms': Math.round(median(chats.complete)),
    'full answer p99 ms': Math.round(p99(chats.complete)),
  };
  const firstP99 = p99(chats.firstToken);
  verdicts.push(
    `${firstP99 < 300 ? 'MET' : 'MISSED'}  first streamed token p99 < 300 ms at ${CHATS} concurrent chats (embedded runner, HTTP + event stream): ${Math.round(firstP99)} ms`,
  );
  console.table(rows);
  for (const line of verdicts) console.log(line);
  await t.close();
}

/** The adapter by itself: one step after another against the stand-in, its time minus the stand-in's latency. */
async function adapterAlone(provider: ReturnType<typeof createOpenAiCompatibleProvider>, latency: number): Promise<number[]> {
  const request = {
    step: { id: 'answer', kind: 'answer' as const, title: 'Answer', instruction: 'Answer.', outputTemplate: null, tool: null },
    settings: { tone: 'warm', languages: ['en'], model: null, temperature: null, maxTokens: 256, allowedTools: [] },
    question: 'How do I start a budget?',
    input: {},
    filledInstruction: 'Answer.',
    previous: {},
    retrieve: async () => [],
    callTool: async () => null,
  };
  const times: number[] = [];
  for (let i = 0; i < ALONE_STEPS; i++) {
    const started = performance.now();
    await provider.runStep(request);
    times.push(performance.now() - started - latency);
  }
  return times;
}

await main();
