/**
 * The status checks (issue 12, point 3): each component is checked on the server on a schedule and every result is
 * stored, so the public page reads what was measured rather than guessing in the visitor's browser.
 *   api       an HTTP request to this process's own /api/health (the way a monitor sees it)
 *   database  `select 1`
 *   mail      the mail adapter's check (SMTP: the relay greets and accepts the login; outbox: its table answers)
 *   events    a probe through the events adapter and back (messaging's probeEvents)
 */
import { desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import {
  STATUS_CHECKS,
  STATUS_HISTORY_DAYS,
  type StatusCheckId,
  type StatusComponentData,
  type StatusData,
  type StatusNote,
} from '../../../contract/status/index.ts';
import type { Database } from '../../db/client.ts';
import type { EventsAdapter } from '../../adapters/events/index.ts';
import type { MailAdapter } from '../../adapters/mail/types.ts';
import { probeEvents } from '../messaging/service.ts';
import { recordModeration } from '../../core/moderation-audit.ts';
import { statusChecks, statusDays, statusNotes } from './schema.ts';

export interface StatusDeps {
  db: Database;
  mail: MailAdapter;
  events: EventsAdapter;
  /** Resolves when the API answers over HTTP; main.ts asks its own address. */
  probeApi: () => Promise<void>;
}

export interface CheckResult {
  component: StatusCheckId;
  ok: boolean;
  latencyMs: number | null;
  detail: string | null;
}

/** A check that has not answered in this long failed: a hung relay must not hold the schedule. */
export const CHECK_TIMEOUT_MS = 5000;
/** Raw results older than this are pruned; the daily rows keep the history. */
const RAW_RESULTS_HOURS = 24;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function timed(component: StatusCheckId, work: () => Promise<string | null>): Promise<CheckResult> {
  const started = performance.now();
  try {
    const detail = await withTimeout(work(), CHECK_TIMEOUT_MS);
    return { component, ok: true, latencyMs: Math.round((performance.now() - started) * 10) / 10, detail };
  } catch (error) {
    return { component, ok: false, latencyMs: null, detail: error instanceof Error ? error.message.slice(0, 200) : 'failed' };
  }
}

const CHECKERS: Record<StatusCheckId, (deps: StatusDeps) => Promise<string | null>> = {
  api: async (deps) => {
    await deps.probeApi();
    return null;
  },
  database: async (deps) => {
    await deps.db.execute(sql`select 1`);
    return null;
  },
  mail: async (deps) => {
    await deps.mail.check?.();
    return deps.mail.kind;
  },
  events: async (deps) => {
    const probe = await probeEvents(deps, CHECK_TIMEOUT_MS - 500);
    if (!probe.ok) throw new Error(`the ${probe.adapter} probe did not come back`);
    return probe.adapter;
  },
};

/** Runs every check at once and stores the results; answers them too (the tests read them). */
export async function runStatusChecks(deps: StatusDeps, now = new Date()): Promise<CheckResult[]> {
  const results = await Promise.all(STATUS_CHECKS.map((id) => timed(id, () => CHECKERS[id](deps))));
  const day = now.toISOString().slice(0, 10);
  await deps.db.transaction(async (tx) => {
    await tx.insert(statusChecks).values(results.map((r) => ({ ...r, checkedAt: now })));
    await tx
      .insert(statusDays)
      .values(results.map((r) => ({ component: r.component, day, checks: 1, failures: r.ok ? 0 : 1 })))
      .onConflictDoUpdate({
        target: [statusDays.component, statusDays.day],
        set: { checks: sql`${statusDays.checks} + 1`, failures: sql`${statusDays.failures} + excluded.failures` },
      });
    await tx.delete(statusChecks).where(lt(statusChecks.checkedAt, new Date(now.getTime() - RAW_RESULTS_HOURS * 3600_000)));
    await tx.delete(statusDays).where(lt(statusDays.day, firstDay(now)));
  });
  return results;
}

/** The oldest UTC day the page shows. */
function firstDay(now: Date): string {
  return new Date(now.getTime() - (STATUS_HISTORY_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
}

/** Checks on a schedule: one at once, then every interval; the returned function stops them. */
export function startStatusChecks(deps: StatusDeps, intervalMs: number, onError: (error: unknown) => void): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    runStatusChecks(deps)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** What GET /api/status answers. A latest check older than three intervals says `unknown`: the checks stopped. */
export async function readStatus(db: Database, intervalSeconds: number, now = new Date()): Promise<StatusData> {
  const latest = await db
    .selectDistinctOn([statusChecks.component])
    .from(statusChecks)
    .orderBy(statusChecks.component, desc(statusChecks.checkedAt));
  const days = await db
    .select()
    .from(statusDays)
    .where(gte(statusDays.day, firstDay(now)))
    .orderBy(statusDays.day);
  const staleBefore = now.getTime() - 3 * intervalSeconds * 1000;
  const components: StatusComponentData[] = STATUS_CHECKS.map((id) => {
    const last = latest.find((row) => row.component === id);
    const own = days.filter((row) => row.component === id);
    const checks = own.reduce((sum, row) => sum + row.checks, 0);
    const failures = own.reduce((sum, row) => sum + row.failures, 0);
    const fresh = last && last.checkedAt.getTime() >= staleBefore;
    return {
      id,
      state: !fresh ? 'unknown' : last.ok ? 'up' : 'down',
      latency_ms: last?.latencyMs ?? null,
      checked_at: last?.checkedAt.toISOString() ?? null,
      detail: last?.detail ?? null,
      uptime_percent: checks === 0 ? null : Math.round(((checks - failures) / checks) * 10_000) / 100,
      days: own.map((row) => ({ day: row.day, checks: row.checks, failures: row.failures })),
    };
  });
  const overall = components.some((c) => c.state === 'down')
    ? 'degraded'
    : components.every((c) => c.state === 'up')
      ? 'operational'
      : 'unknown';
  return { overall, check_interval_seconds: intervalSeconds, components, notes: await listNotes(db, now) };
}

type NoteRow = typeof statusNotes.$inferSelect;

export function toNote(row: NoteRow): StatusNote {
  return {
    id: row.id,
    kind: row.kind as StatusNote['kind'],
    title: row.title,
    body: row.body,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Open notes, announced maintenance and notes that ended within the history, newest first. */
async function listNotes(db: Database, now: Date): Promise<StatusNote[]> {
  const since = new Date(now.getTime() - STATUS_HISTORY_DAYS * 86_400_000);
  const rows = await db
    .select()
    .from(statusNotes)
    .where(or(isNull(statusNotes.endsAt), gte(statusNotes.endsAt, since)))
    .orderBy(desc(statusNotes.startsAt))
    .limit(50);
  return rows.map(toNote);
}

export interface NoteFields {
  kind?: StatusNote['kind'];
  title?: string;
  body?: string;
  starts_at?: string;
  ends_at?: string | null;
}

export async function createNote(
  db: Database,
  authorId: string,
  fields: Required<Pick<NoteFields, 'kind' | 'title' | 'body'>> & NoteFields,
) {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(statusNotes)
      .values({
        kind: fields.kind,
        title: fields.title,
        body: fields.body,
        startsAt: fields.starts_at ? new Date(fields.starts_at) : new Date(),
        endsAt: fields.ends_at ? new Date(fields.ends_at) : null,
        createdBy: authorId,
      })
      .returning();
    const note = created as NoteRow;
    await recordModeration(tx as unknown as Database, {
      actorId: authorId,
      action: 'status_note.create',
      target: { type: 'status_note', id: note.id, label: note.title },
    });
    return note;
  });
  return toNote(row);
}

/** Undefined when there is no such note. */
export async function updateNote(db: Database, adminId: string, id: string, fields: NoteFields): Promise<StatusNote | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const changes: Partial<NoteRow> = {};
  if (fields.title !== undefined) changes.title = fields.title;
  if (fields.body !== undefined) changes.body = fields.body;
  if (fields.starts_at !== undefined) changes.startsAt = new Date(fields.starts_at);
  if (fields.ends_at !== undefined) changes.endsAt = fields.ends_at === null ? null : new Date(fields.ends_at);
  if (Object.keys(changes).length === 0) {
    const [row] = await db.select().from(statusNotes).where(eq(statusNotes.id, id));
    return row ? toNote(row) : undefined;
  }
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx.update(statusNotes).set(changes).where(eq(statusNotes.id, id)).returning();
    if (!updated) return undefined;
    // Setting an end is how a note is resolved; the audit says so rather than "changed".
    const resolved = fields.ends_at != null && Object.keys(changes).length === 1;
    await recordModeration(tx as unknown as Database, {
      actorId: adminId,
      action: resolved ? 'status_note.resolve' : 'status_note.update',
      target: { type: 'status_note', id, label: updated.title },
    });
    return updated;
  });
  return row ? toNote(row) : undefined;
}
