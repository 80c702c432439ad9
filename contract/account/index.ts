/** Account deletion and data export (spec §7). Browser sessions only. */
import { z } from 'zod';
import { currentPasswordSchema, idParamsSchema, timestampSchema } from '../fields.ts';
import { defineContract } from '../lib/operation.ts';
import { accountEndpoints } from './endpoints.ts';

export const DataExportSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(['pending', 'running', 'completed', 'failed']),
    progress: z.number().int().min(0).max(100),
    created_at: timestampSchema,
    completed_at: timestampSchema.nullable(),
    download_url: z.string().nullable().meta({ description: 'Set once completed' }),
  })
  .meta({ id: 'DataExport' });
export type DataExport = z.output<typeof DataExportSchema>;

export const accountContract = defineContract(accountEndpoints, {
  deleteAccount: {
    tag: 'Account',
    summary: 'Delete your account and all its data',
    description:
      'Accounts with a password confirm with `password`; social-only accounts (no password) with their `email`. ' +
      'A wrong answer is 400 PASSWORD_CONFIRMATION_FAILED / EMAIL_CONFIRMATION_FAILED (the session stays). ' +
      'On success every session, key and token stops working and the cookies are cleared.',
    access: 'session',
    body: z.object({
      password: currentPasswordSchema.optional().meta({ description: 'Required for an account with a password' }),
      email: z
        .string()
        .max(254)
        .optional()
        .meta({ description: "Required for an account without a password (social sign-in only): the account's address" }),
    }),
    response: z.object({ deleted: z.literal(true) }),
    errors: ['PASSWORD_CONFIRMATION_FAILED', 'EMAIL_CONFIRMATION_FAILED', 'RATE_LIMITED'],
  },
  startExport: {
    tag: 'Account',
    summary: 'Start a data export (one per 10 minutes)',
    description: 'Answers 202 at once; poll GET /api/auth/export-data/{id} for progress.',
    access: 'session',
    status: 202,
    response: z.object({ id: z.uuid(), status: z.literal('pending'), progress: z.number().int() }),
    errors: ['EXPORT_TOO_SOON'],
  },
  getExport: {
    tag: 'Account',
    summary: 'Progress of a data export, or with ?download=1 the finished JSON archive',
    description:
      'Without `download`: `{ data: { status, progress, … } }`. With `download=1` on a completed export: the archive ' +
      'itself (not wrapped in `data`) as an attachment; 409 EXPORT_NOT_READY before that.',
    access: 'session',
    params: idParamsSchema,
    query: z.object({ download: z.enum(['1', 'true']).optional() }),
    response: DataExportSchema,
    documentedBody: z.union([z.object({ data: DataExportSchema }), z.record(z.string(), z.unknown())]),
    errors: ['EXPORT_NOT_FOUND', 'EXPORT_NOT_READY'],
  },
});
