/**
 * `npm run bench:messaging`: the real server entry as child processes on PostgreSQL (a fresh schema, dropped after).
 *
 * 1. Latency across processes: receivers keep `/api/events` open on process B, senders post to process A at
 *    BENCH_LADDER rates (100,200,300,400 msg/s, BENCH_STEP_DURATION 5 s each), then at BENCH_RATE (500) for
 *    BENCH_DURATION seconds (10); each message carries its send time and the receiver's clock (same machine) gives
 *    send-to-receive latency. Prints p50/p99/max, how many arrived, the CPU each part spent per message (both API
 *    processes, PostgreSQL, the load generator; cpu.ts) and the highest rate that kept p99 < 50 ms.
 *    Budget: p99 < 50 ms at 500 msg/s.
 * 2. Throughput: as many sends as BENCH_SEND_CONCURRENCY (32) parallel senders manage on A for the same duration,
 *    each delivered to a receiver on B: sent/s and delivered/s.
 * 3. Streams held: BENCH_SSE_CLIENTS (5000) event streams opened on a freshly started process; its resident memory
 *    before and after gives the memory per client. Budget: >= 5,000 clients at <= 20 KB each.
 *
 * Ports: BENCH_PORT (4443) for A, BENCH_PORT_B (4445) for B. BENCH_POSTGRES_URL (the local server's Unix socket when it
 * has one, else postgres://postgres@127.0.0.1:5432/test). BENCH_CPU_PROF=<folder>: V8 CPU profiles of both servers.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { startServerProcess, type ServerProcess } from '../../tests/support/server-process.ts';
import { type CpuSplit, cpuWindow, formatSplit } from './cpu.ts';
import { type BenchUser, createUser, percentile } from './session.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const CONCURRENCY = Number(process.env.BENCH_SEND_CONCURRENCY ?? 32);
const SSE_CLIENTS = Number(process.env.BENCH_SSE_CLIENTS ?? 5000);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 20);
const LADDER = (process.env.BENCH_LADDER ?? '100,200,300,400').split(',').map(Number);
const STEP_SECONDS = Number(process.env.BENCH_STEP_DURATION ?? 5);
// PostgreSQL on this machine: over its Unix socket when it has one, as an API process beside its database would
// connect (loopback TCP costs both sides CPU that this 2-core machine shares with everything else measured).
const SOCKET_DIR = '/var/run/postgresql';
const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ??
  (existsSync(`${SOCKET_DIR}/.s.PGSQL.5432`)
    ? `postgres://postgres@localhost/test?host=${SOCKET_DIR}`
    : 'postgres://postgres@127.0.0.1:5432/test');
const PORT_A = Number(process.env.BENCH_PORT ?? 4443);
const PORT_B = Number(process.env.BENCH_PORT_B ?? 4445);

const now = () => performance.timeOrigin + performance.now();
const schema = `bench_${randomBytes(5).toString('hex')}`;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function describeDatabase(url: string): string {
  const host = new URL(url).searchParams.get('host');
  return host?.startsWith('/') ? `Unix socket in ${host}` : `TCP ${new URL(url).host}`;
}

function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
}

/** An events stream read with node:http (a browser's EventSource in spirit); calls `onEvent` per event block. */
function openStream(origin: string, cookie: string, onEvent: (type: string, data: string) => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}/api/events`, { headers: { cookie, accept: 'text/event-stream' }, agent: false }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`events stream answered ${response.statusCode}`));
        return;
      }
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (type && data) {
            if (type === 'ready') resolve(request);
            onEvent(type, data);
          }
          end = buffer.indexOf('\n\n');
        }
      });
    });
    request.on('error', reject);
  });
}

async function pairsAcross(a: ServerProcess, b: ServerProcess) {
  const pairs: Array<{ sender: BenchUser; receiver: BenchUser; conversationId: string }> = [];
  for (let index = 0; index < PAIRS; index += 1) {
    const { user: sender } = await createUser(a.origin, `Sender ${index}`);
    const receiverAccount = await createUser(a.origin, `Receiver ${index}`);
    const receiver = await receiverAccount.user.signInOn(b.origin, receiverAccount.email, receiverAccount.password);
    const opened = await sender.call('POST', '/api/conversations/direct', { user_id: receiver.userId });
    const conversationId = (await opened.json()).data.id as string;
    pairs.push({ sender, receiver, conversationId });
  }
  return pairs;
}

interface RateResult {
  requested: number;
  rate: number;
  sent: number;
  failed: number;
  received: number;
  p50: number;
  p99: number;
  max: number;
  cpu: CpuSplit;
  /** What the failed sends answered (a few). */
  why: string[];
}

type Pair = Awaited<ReturnType<typeof pairsAcross>>[number];

/** Latencies by phase: each message's body names its phase, so a late arrival never counts in the next one. */
const latenciesByPhase = new Map<number, number[]>();

/** Sends at `rate` for `seconds` (A), each to a receiver on B; the latencies of this phase and where the CPU went. */
async function atRate(phase: number, pairs: Pair[], rate: number, seconds: number, pids: Record<string, number>): Promise<RateResult> {
  const latencies: number[] = [];
  latenciesByPhase.set(phase, latencies);
  const total = Math.round(rate * seconds);
  const cpu = cpuWindow(pids);
  const started = now();
  let sent = 0;
  let failed = 0;
  const why = new Set<string>();
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / rate;
    const wait = due - now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const pair = pairs[index % pairs.length]!;
    inFlight.push(
      pair.sender
        .call('POST', `/api/conversations/${pair.conversationId}/messages`, { body: `t=${phase}:${now()}` })
        .then(async (response) => {
          const body = await response.text();
          if (response.status === 201) sent += 1;
          else {
            failed += 1;
            why.add(`${response.status} ${body.slice(0, 120)}`);
          }
        })
        // A connection the saturated server reset counts as a failed send, not the end of the bench.
        .catch((error: Error) => {
          failed += 1;
          why.add(error.message);
        }),
    );
  }
  await Promise.all(inFlight);
  const achievedRate = sent / ((now() - started) / 1000);
  const split = cpu.end(sent);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const sorted = [...latencies].sort((x, y) => x - y);
  return {
    requested: rate,
    rate: achievedRate,
    sent,
    failed,
    received: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    cpu: split,
    why: [...why].slice(0, 3),
  };
}

async function latencyAndThroughput(a: ServerProcess, b: ServerProcess) {
  const pairs = await pairsAcross(a, b);
  const pids = { 'API A': a.child.pid!, 'API B': b.child.pid!, 'load generator': process.pid };
  let delivered = 0;
  const streams = [];
  for (const pair of pairs) {
    streams.push(
      await openStream(b.origin, pair.receiver.cookieHeader(), (type, data) => {
        if (type !== 'message.created') return;
        delivered += 1;
        const match = /"body":"t=(\d+):([\d.]+)/.exec(data);
        if (match) latenciesByPhase.get(Number(match[1]))?.push(now() - Number(match[2]));
      }),
    );
  }
  // 1. Rising rates up to the budget's (short steps), then the budget's rate for the whole duration.
  const ladder: RateResult[] = [];
  for (const rate of LADDER.filter((step) => step > 0 && step < RATE))
    ladder.push(await atRate(ladder.length + 1, pairs, rate, STEP_SECONDS, pids));
  const fixed = await atRate(0, pairs, RATE, DURATION, pids);

  // 2. As fast as it goes.
  const deliveredBefore = delivered;
  let burstSent = 0;
  const burstStart = now();
  const deadline = burstStart + DURATION * 1000;
  const cpu = cpuWindow(pids);
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      let index = worker;
      while (now() < deadline) {
        const pair = pairs[index % pairs.length]!;
        index += CONCURRENCY;
        try {
          const response = await pair.sender.call('POST', `/api/conversations/${pair.conversationId}/messages`, { body: `b=${now()}` });
          await response.arrayBuffer();
          if (response.status === 201) burstSent += 1;
        } catch {
          // Counted as not sent.
        }
      }
    }),
  );
  const burstSeconds = (now() - burstStart) / 1000;
  const burstCpu = cpu.end(burstSent);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const throughput = {
    sentPerSecond: burstSent / burstSeconds,
    deliveredPerSecond: (delivered - deliveredBefore) / burstSeconds,
    cpu: burstCpu,
  };
  for (const stream of streams) stream.destroy();
  return { ladder, fixed, throughput };
}

async function streamsHeld(server: ServerProcess) {
  const users: BenchUser[] = [];
  for (let index = 0; index < 50; index += 1) users.push((await createUser(server.origin, `Watcher ${index}`)).user);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const before = rssKb(server.child.pid!);
  const open: http.ClientRequest[] = [];
  let failures = 0;
  for (let start = 0; start < SSE_CLIENTS; start += 100) {
    const batch = Array.from({ length: Math.min(100, SSE_CLIENTS - start) }, (_, offset) =>
      openStream(server.origin, users[(start + offset) % users.length]!.cookieHeader(), () => undefined).then(
        (request) => open.push(request),
        () => {
          failures += 1;
        },
      ),
    );
    await Promise.all(batch);
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const after = rssKb(server.child.pid!);
  for (const request of open) request.destroy();
  return {
    clients: open.length,
    failures,
    rssBeforeMb: before / 1024,
    rssAfterMb: after / 1024,
    perClientKb: (after - before) / Math.max(open.length, 1),
  };
}

async function main(): Promise<void> {
  await admin(`CREATE SCHEMA "${schema}"`);
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const env = {
    DATABASE_URL: url.toString(),
    EVENTS_CHANNEL: `ae_events_${schema}`,
    NODE_ENV: 'production',
    SEED_DEMO: '0',
    // 20 pairs at 500 msg/s put 1,500 messages a minute on each sender and conversation, far past the write limits
    // meant for people (server/rate-limits.ts): raised, not removed, so every send still pays for its count.
    RATE_LIMITS: JSON.stringify({
      signUp: { limit: 100_000, windowSeconds: 60 },
      signIn: { limit: 100_000, windowSeconds: 60 },
      conversationsPerAccount: { limit: 100_000, windowSeconds: 3600 },
      messagesPerAccount: { limit: 10_000_000, windowSeconds: 60 },
      messagesPerConversation: { limit: 10_000_000, windowSeconds: 60 },
    }),
  };
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  try {
    // BENCH_CPU_PROF=<folder>: each server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
    const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
    a = await startServerProcess({ ...env, PORT: String(PORT_A) }, undefined, 'ready', profile);
    b = await startServerProcess({ ...env, PORT: String(PORT_B) }, undefined, 'ready', profile);
    const { ladder, fixed, throughput } = await latencyAndThroughput(a, b);
    console.log(`\nSend on A -> receive on B (PostgreSQL LISTEN/NOTIFY; database ${describeDatabase(POSTGRES_URL)})`);
    const line = (result: RateResult) =>
      `${String(result.requested).padStart(5)} msg/s requested: ${result.rate.toFixed(0).padStart(4)} sent (${result.failed} failed, ${result.received}/${result.sent} received)   p50 ${result.p50.toFixed(1)} ms   p99 ${result.p99.toFixed(1)} ms   max ${result.max.toFixed(1)} ms`;
    for (const step of ladder) console.log(`  step  ${line(step)}\n        ${formatSplit(step.cpu)}`);
    for (const result of [...ladder, fixed])
      for (const reason of result.why) console.log(`  a failed send at ${result.requested}/s: ${reason}`);
    console.log(`  rate  ${line(fixed)}   (budget p99 < 50 ms at ${RATE} msg/s, ${DURATION} s)\n        ${formatSplit(fixed.cpu)}`);
    const within = [...ladder, fixed].filter((result) => result.p99 < 50 && result.failed === 0 && result.rate > result.requested * 0.95);
    console.log(
      `  highest rate with p99 < 50 ms: ${within.length > 0 ? `${Math.max(...within.map((result) => result.requested))} msg/s` : 'none'}`,
    );
    console.log(
      `  throughput  ${throughput.sentPerSecond.toFixed(0)} msg/s sent, ${throughput.deliveredPerSecond.toFixed(0)} msg/s delivered (${CONCURRENCY} senders)\n        ${formatSplit(throughput.cpu)}`,
    );
    // A process of its own for the streams: A's memory after the sends holds garbage that a collection can free
    // during the count (one run read -3.4 KB per client).
    await Promise.all([a.stop(), b.stop()]);
    b = undefined;
    a = await startServerProcess({ ...env, PORT: String(PORT_A) });
    const held = await streamsHeld(a);
    console.log(`\nEvent streams held by one process`);
    console.log(`  clients     ${held.clients} open, ${held.failures} refused   (budget >= 5,000)`);
    console.log(
      `  memory      RSS ${held.rssBeforeMb.toFixed(1)} MB -> ${held.rssAfterMb.toFixed(1)} MB = ${held.perClientKb.toFixed(1)} KB per client   (budget <= 20 KB)`,
    );
  } catch (error) {
    console.error(error);
    for (const server of [a, b]) if (server && !server.alive()) console.error(`a server died:\n${server.output().slice(-3000)}`);
    process.exitCode = 1;
  } finally {
    await Promise.all([a?.stop(), b?.stop()]);
    await admin(`DROP SCHEMA "${schema}" CASCADE`);
  }
}

await main();
