/** Contracts of account deletion and data export (spec §7). Browser sessions only. */
import { createRoute, z } from '@hono/zod-openapi';
import { PASSWORD_MAX_LENGTH } from '../../../contract/auth.ts';
import { dataResponse, errorResponses, jsonBody } from '../../lib/openapi.ts';

export const deleteAccountRoute = createRoute({
  method: 'post',
  path: '/api/users/delete/me',
  tags: ['Account'],
  summary: 'Delete your account and all its data',
  description:
    'Accounts with a password confirm with `password`; social-only accounts (no password) with their `email`. ' +
    'A wrong answer is 400 PASSWORD_CONFIRMATION_FAILED / EMAIL_CONFIRMATION_FAILED (the session stays). ' +
    'On success every session, key and token stops working and the cookies are cleared.',
  request: {
    body: jsonBody(z.object({ password: z.string().max(PASSWORD_MAX_LENGTH).optional(), email: z.string().max(254).optional() })),
  },
  responses: { 200: dataResponse(z.object({ deleted: z.literal(true) }), 'Deleted'), ...errorResponses(400, 401, 403, 429) },
});

const ExportStatusSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(['pending', 'running', 'completed', 'failed']),
    progress: z.number().int().min(0).max(100),
    created_at: z.string(),
    completed_at: z.string().nullable(),
    download_url: z.string().nullable().openapi({ description: 'Set once completed' }),
  })
  .openapi('DataExport');

export const startExportRoute = createRoute({
  method: 'post',
  path: '/api/auth/export-data',
  tags: ['Account'],
  summary: 'Start a data export (one per 10 minutes)',
  description: 'Answers 202 at once; poll GET /api/auth/export-data/{id} for progress.',
  responses: {
    202: dataResponse(z.object({ id: z.uuid(), status: z.literal('pending'), progress: z.number().int() }), 'Export started'),
    ...errorResponses(401, 403, 429),
  },
});

export const getExportRoute = createRoute({
  method: 'get',
  path: '/api/auth/export-data/{id}',
  tags: ['Account'],
  summary: 'Progress of a data export, or with ?download=1 the finished JSON archive',
  description:
    'Without `download`: `{ data: { status, progress, … } }`. With `download=1` on a completed export: the archive ' +
    'itself (not wrapped in `data`) as an attachment; 409 EXPORT_NOT_READY before that.',
  request: {
    params: z.object({ id: z.string().max(64) }),
    query: z.object({ download: z.enum(['1', 'true']).optional() }),
  },
  responses: {
    200: {
      description: 'Status, or the archive when downloading',
      content: { 'application/json': { schema: z.union([z.object({ data: ExportStatusSchema }), z.record(z.string(), z.unknown())]) } },
    },
    ...errorResponses(401, 403, 404, 409),
  },
});
