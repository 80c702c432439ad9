/**
 * How a log line reads at a terminal (logger.ts, pretty format): the start-up lines and request lines as short
 * sentences, any other line as its message and its fields as `name=value`, an error with its stack. The JSON
 * format keeps every field as it is; only a person's view is shaped here.
 */
type Line = Record<string, unknown>;

const HIDDEN = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'err', 'request_id']);

const value = (field: unknown) => (typeof field === 'string' ? field : JSON.stringify(field));

/** `http://localhost:3000` -> `http://crohns.localhost:3000`: every site variant answers on its own name. */
function siteExample(url: string): string | null {
  const match = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\]):(\d+)$/.exec(url);
  return match ? `http://crohns.localhost:${match[2]}` : null;
}

const SENTENCES: Record<string, (line: Line) => string> = {
  listening(line) {
    const url = String(line.url);
    const example = siteExample(url);
    return [
      `Agentic Experts is at ${url}`,
      example ? `each site at its own name (${example}, …)` : null,
      `API reference ${url}/api/reference`,
      `listening after ${line.started_in_s} s`,
    ]
      .filter(Boolean)
      .join(' · ');
  },
  database: (line) => `database: ${line.database} · ${line.state}`,
  adapters: (line) =>
    `adapters: mail → ${line.mail} · sms → ${line.sms} · files → ${line.files} · live events → ${line.events} · experts → ${line.agents}`,
  site: (line) => `site: ${line.state}`,
  ready: (line) => `ready in ${line.ready_in_s} s: the API answers (${line.driver === 'postgres' ? 'PostgreSQL' : 'PGlite'})`,
  request: (line) => `${line.method} ${line.path} ${line.status} · ${line.ms} ms`,
  'request failed': (line) => `${line.method} ${line.path} ${line.status} · ${line.ms} ms (failed)`,
};

/** pino-pretty's `messageFormat`: the line as a person reads it. */
export function sayLine(line: Line, messageKey = 'msg'): string {
  const message = String(line[messageKey] ?? '');
  const sentence = SENTENCES[message];
  const fields = Object.entries(line).filter(([name]) => !HIDDEN.has(name) && name !== messageKey);
  const text = sentence ? sentence(line) : [message, ...fields.map(([name, field]) => `${name}=${value(field)}`)].join(' · ');
  const error = line.err as { stack?: string; message?: string } | undefined;
  return error ? `${text}\n${error.stack ?? error.message ?? value(error)}` : text;
}
