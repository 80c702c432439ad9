/** The health check that load balancers, the status page and uptime monitors read. */
import { z } from 'zod';
import { defineContract } from '../lib/operation.ts';
import { healthEndpoints } from './endpoints.ts';

export const HealthSchema = z
  .object({
    status: z.enum(['ok']),
    database: z.object({ latency_ms: z.number() }),
    uptime_seconds: z.number().int(),
  })
  .meta({ id: 'Health' });

export const healthContract = defineContract(healthEndpoints, {
  getHealth: {
    tag: 'Platform',
    summary: 'Liveness and database reachability',
    description:
      'Answers 200 when the process serves requests and the database answers a query; otherwise 503 SERVICE_UNAVAILABLE ' +
      'with Retry-After (every other operation answers the same while the database is away).',
    access: 'public',
    response: HealthSchema,
    errors: ['SERVICE_UNAVAILABLE'],
  },
});
