/** Contract of the health check that load balancers, the status page and uptime monitors read. */
import { createRoute, z } from '@hono/zod-openapi';
import { dataResponse, errorResponses } from '../../lib/openapi.ts';

export const HealthSchema = z
  .object({
    status: z.enum(['ok']),
    database: z.object({ latency_ms: z.number() }),
    uptime_seconds: z.number().int(),
  })
  .openapi('Health');

export const healthRoute = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['Platform'],
  summary: 'Liveness and database reachability',
  description: 'Answers 200 when the process serves requests and the database answers a query; 503 otherwise.',
  responses: {
    200: dataResponse(HealthSchema, 'Healthy'),
    ...errorResponses(503),
  },
});
