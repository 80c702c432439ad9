/**
 * GET /api/events (the stream) and GET /api/events/poll (its fallback). The stream registers its connection before
 * reading the replay, holds live events back until the replay is written, then goes live: a reconnect loses
 * nothing that was stored, and what arrives during the hand-over is sent once.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../../core/context.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { requireUser } from '../../../core/auth-guards.ts';
import type { AppRouteHandler } from '../../../core/router.ts';
import { requireMembership } from '../membership.ts';
import type { pollEventsRoute, streamEventsRoute } from '../routes.ts';
import { encodeFrame } from './connection.ts';
import { eventHubFor } from './hub.ts';
import { latestEventId, readEventsSince } from './log.ts';

/** How soon a browser's EventSource reconnects after the stream ends (the SSE `retry:` field). */
const RETRY_MS = 2_000;
const encoder = new TextEncoder();

function lastEventIdOf(c: Context<AppEnv>, fromQuery: number | undefined): number | null {
  const header = c.req.header('last-event-id');
  if (header && /^\d{1,15}$/.test(header.trim())) return Number(header.trim());
  return fromQuery ?? null;
}

export const streamEvents: AppRouteHandler<typeof streamEventsRoute> = async (c) => {
  const auth = requireUser(c, { scope: 'user:read' });
  const query = c.req.valid('query');
  const { db, events, logger, env } = c.var.deps;
  if (query.conversation_id) await requireMembership(db, query.conversation_id, auth.user.id);
  const hub = eventHubFor({ db, events, logger, heartbeatMs: env.EVENTS_HEARTBEAT_MS });
  if (hub.closed) throw new ApiError('SERVICE_UNAVAILABLE', { headers: { 'Retry-After': '2' } });
  const after = lastEventIdOf(c, query.last_event_id);
  const connection = hub.open(auth.user.id, query.conversation_id ?? null);
  try {
    await events.listening();
    const replay =
      after === null
        ? null
        : await readEventsSince(db, {
            userId: auth.user.id,
            after,
            conversationId: query.conversation_id,
            overlapMs: env.EVENTS_REPLAY_OVERLAP_MS,
          });
    const ready = {
      last_event_id: after === null ? await latestEventId(db) : after,
      heartbeat_ms: env.EVENTS_HEARTBEAT_MS,
      replayed: replay?.events.length ?? 0,
    };
    connection.write(encoder.encode(`retry: ${RETRY_MS}\n\n`));
    connection.write(encodeFrame('ready', ready, null));
    if (replay?.reset) connection.write(encodeFrame('reset', { reason: replay.reset }, null));
    for (const event of replay?.events ?? []) connection.write(encodeFrame(event.type, event.data, event.id));
    connection.goLive(new Set(replay?.events.map((event) => event.id)));
  } catch (error) {
    connection.close();
    throw error;
  }
  return c.body(connection.stream, 200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    // nginx would otherwise buffer the stream (the generated config proxies /api/ with buffering on).
    'X-Accel-Buffering': 'no',
  }) as never;
};

export const pollEvents: AppRouteHandler<typeof pollEventsRoute> = async (c) => {
  const auth = requireUser(c, { scope: 'user:read' });
  const query = c.req.valid('query');
  const { db, env } = c.var.deps;
  if (query.conversation_id) await requireMembership(db, query.conversation_id, auth.user.id);
  if (query.after === undefined) return c.json({ data: { events: [], last_event_id: await latestEventId(db), reset: null } }, 200);
  const replay = await readEventsSince(db, {
    userId: auth.user.id,
    after: query.after,
    conversationId: query.conversation_id,
    overlapMs: env.EVENTS_REPLAY_OVERLAP_MS,
  });
  const last = replay.events.at(-1)?.id ?? query.after;
  return c.json({ data: { events: replay.events, last_event_id: Math.max(last, query.after), reset: replay.reset } }, 200);
};
