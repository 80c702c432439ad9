/**
 * Development helpers. GET /api/dev/outbox shows what the outbox mail and SMS adapters wrote, so a person or an
 * end-to-end test on the same machine can read verification codes and reset links. It holds everyone's codes and
 * reset links, so it answers only a local client (loopback address, loopback Host name, no untrusted proxy in
 * between: lib/request-info.ts `isLocalClient`) outside production over plain http. Everywhere else
 * (NODE_ENV=production, an https PUBLIC_ORIGIN or request, any other client) it does not exist: 404.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { outbox } from '../../adapters/outbox/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { setPageHeaders } from '../../lib/pagination.ts';
import { isLocalClient, isSecureRequest } from '../../lib/request-info.ts';
import { createRouter, type AppRouteHandler } from '../../core/router.ts';
import { listOutboxRoute } from './routes.ts';

const listOutbox: AppRouteHandler<typeof listOutboxRoute> = async (c) => {
  const { db, env } = c.var.deps;
  // Also off over https (a deployment that forgot NODE_ENV=production), and for anyone not on this machine.
  if (env.NODE_ENV === 'production' || isSecureRequest(c, env) || !isLocalClient(c, env)) throw new ApiError('NOT_FOUND');
  const query = c.req.valid('query');
  const conditions: SQL[] = [];
  // Mail rows hold lower-cased addresses (as users do); phone numbers are compared as given.
  if (query.to) conditions.push(eq(outbox.to, query.to.includes('@') ? query.to.toLowerCase() : query.to));
  if (query.channel) conditions.push(eq(outbox.channel, query.channel));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(outbox).where(where).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(query.limit),
    db.select({ value: count() }).from(outbox).where(where),
  ]);
  const meta = setPageHeaders(c, { total: total?.value ?? 0, current_page: 1, per_page: query.limit });
  const data = rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    body: row.body,
    language: row.language,
    created_at: row.createdAt.toISOString(),
  }));
  return c.json({ data, meta }, 200);
};

export function createDevRouter() {
  return createRouter().openapi(listOutboxRoute, listOutbox);
}
