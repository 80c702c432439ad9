/**
 * The real server entry (`node --import tsx server/main.ts`, as `npm start` runs it) as a child process on a port
 * the OS picks (PORT=0; the address is read from its `listening` log line). For tests and benchmarks that need the
 * process itself: faults that would kill it, signals, sockets, what it answers while it starts.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerProcess {
  readonly child: ChildProcess;
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Whether the process is still running. */
  alive(): boolean;
  /** Resolves once the output matches `pattern` (at most `timeoutMs`), e.g. the `ready` line after `until: 'listening'`. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves with the exit code (null when killed by a signal). */
  stop(graceMs?: number): Promise<number | null>;
}

/**
 * Starts the server with `env` on top of the current environment (LOG_LEVEL info is needed for the address) and
 * waits, at most `timeoutMs`, until it is ready (database open, migrated, seeded: its `ready` line), or with
 * `until: 'listening'` only until it listens (it answers 503 while starting, server/lib/starting.ts).
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 120_000,
  until: 'ready' | 'listening' = 'ready',
  /** Extra node flags before the entry (a benchmark's `--cpu-prof`, which NODE_OPTIONS refuses). */
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  let output = '';
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', SITE_BUILD: 'skip', SITE_DIST_DIR: 'no-site-build', ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not listen within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    let settled = false;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // Once it is ready the rest is only kept: matching the whole output again at every chunk cost the parent
      // (a benchmark's load generator) time that grew with every request line the server logged.
      if (settled) return;
      const match = /"url":"(http:\/\/[^"]+)"[^\n]*"msg":"listening"/.exec(output);
      if (match && (until === 'listening' || /"msg":"ready"/.test(output))) {
        clearTimeout(timer);
        settled = true;
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ${until}:\n${output}`));
    });
  });
  return {
    child,
    origin,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async waitFor(pattern, timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(output)) {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited before ${pattern}:\n${output}`);
        if (Date.now() > deadline) throw new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop(graceMs = 20_000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}
