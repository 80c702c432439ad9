/**
 * Development helpers. GET /api/dev/outbox shows what the outbox mail and SMS adapters wrote, so a person or an
 * end-to-end test can read verification codes and reset links. In production (NODE_ENV=production, or any https
 * PUBLIC_ORIGIN) it does not exist (404).
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { outbox } from '../../db/schema.ts';
import { isHttpsDeployment } from '../../env.ts';
import { ApiError } from '../../lib/api-error.ts';
import { setPageHeaders } from '../../lib/pagination.ts';
import { createRouter, type AppRouteHandler } from '../../lib/router.ts';
import { listOutboxRoute } from './routes.ts';

const listOutbox: AppRouteHandler<typeof listOutboxRoute> = async (c) => {
  const { db, env } = c.var.deps;
  // Also off on any https deployment, so a production host that forgot NODE_ENV=production never shows codes.
  if (env.NODE_ENV === 'production' || isHttpsDeployment(env)) throw new ApiError('NOT_FOUND');
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
