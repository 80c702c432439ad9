/**
 * GET /api/health: one round trip to the database (`select 1`) so a monitor sees the API as down when it cannot
 * reach its data, not only when the process is gone: 503 SERVICE_UNAVAILABLE with Retry-After then, 200 again as
 * soon as the database answers (the pool reconnects by itself). Never rate limited; the API answers no-store everywhere.
 */
import { sql } from 'drizzle-orm';
import { databaseUnavailableError, describeDatabaseError } from '../../lib/db-errors.ts';
import { createRouter, type AppRouteHandler } from '../../core/router.ts';
import { healthRoute } from './routes.ts';

const startedAt = Date.now();

const health: AppRouteHandler<typeof healthRoute> = async (c) => {
  const { db } = c.var.deps;
  const began = performance.now();
  try {
    await db.execute(sql`select 1`);
  } catch (error) {
    c.var.log.warn({ cause: describeDatabaseError(error) }, 'health check: database unreachable');
    throw databaseUnavailableError();
  }
  return c.json(
    {
      data: {
        status: 'ok' as const,
        database: { latency_ms: Math.round((performance.now() - began) * 100) / 100 },
        uptime_seconds: Math.floor((Date.now() - startedAt) / 1000),
      },
    },
    200,
  );
};

export function createHealthRouter() {
  return createRouter().openapi(healthRoute, health);
}
