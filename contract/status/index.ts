/**
 * The public status page (issue 12, point 3): the server checks each component on a schedule and stores the
 * result; GET /api/status answers the latest check per component, 90 days of daily uptime and the notes (incidents,
 * maintenance) a platform admin writes.
 */
import { z } from 'zod';
import { idParamsSchema } from '../fields.ts';
import { defineContract, limitWrites } from '../lib/operation.ts';
import { statusEndpoints } from './endpoints.ts';

import { STATUS_CHECKS, STATUS_NOTE_KINDS } from './constants.ts';

export { STATUS_CHECKS, STATUS_HISTORY_DAYS, STATUS_NOTE_KINDS, type StatusCheckId } from './constants.ts';

const timestamp = z.iso.datetime({ offset: true });

export const StatusDaySchema = z
  .object({
    day: z.iso.date().describe('UTC day'),
    checks: z.number().int(),
    failures: z.number().int(),
  })
  .meta({ id: 'StatusDay' });

export const StatusComponentSchema = z
  .object({
    id: z.enum(STATUS_CHECKS),
    state: z.enum(['up', 'down', 'unknown']).describe('unknown: not checked yet since the server started keeping results'),
    latency_ms: z.number().nullable(),
    checked_at: timestamp.nullable(),
    detail: z.string().nullable().describe('How the check was made (adapter, driver), or why it failed'),
    uptime_percent: z.number().nullable().describe('Share of passed checks over the days shown; null without checks'),
    days: z.array(StatusDaySchema).describe('Days with at least one check, oldest first, within the last 90'),
  })
  .meta({ id: 'StatusComponent' });

export const StatusNoteSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(STATUS_NOTE_KINDS),
    title: z.string(),
    body: z.string(),
    starts_at: timestamp,
    ends_at: timestamp.nullable().describe('null while it lasts'),
    created_at: timestamp,
  })
  .meta({ id: 'StatusNote' });

export const StatusSchema = z
  .object({
    overall: z.enum(['operational', 'degraded', 'unknown']),
    check_interval_seconds: z.number().int(),
    components: z.array(StatusComponentSchema),
    notes: z.array(StatusNoteSchema).describe('Open notes and those that ended in the last 90 days, newest first'),
  })
  .meta({ id: 'Status' });

export const StatusNoteInputSchema = z
  .object({
    kind: z.enum(STATUS_NOTE_KINDS),
    title: z.string().trim().min(1).max(120),
    body: z.string().trim().min(1).max(2000),
    starts_at: timestamp.optional().describe('Defaults to now; a future time announces maintenance'),
    ends_at: timestamp.nullable().optional(),
  })
  .strict()
  .meta({ id: 'StatusNoteInput' });

export const StatusNoteUpdateSchema = StatusNoteInputSchema.omit({ kind: true }).partial().strict().meta({ id: 'StatusNoteUpdate' });

export type StatusData = z.infer<typeof StatusSchema>;
export type StatusComponentData = z.infer<typeof StatusComponentSchema>;
export type StatusNote = z.infer<typeof StatusNoteSchema>;

const TAG = 'Platform';

export const statusContract = limitWrites(
  defineContract(statusEndpoints, {
    getStatus: {
      tag: TAG,
      summary: 'Current state of each checked component, 90 days of daily uptime, incidents and maintenance',
      description:
        'The server checks the API, the database, mail and the events stream on a schedule and stores each result; ' +
        'this answer reads what was stored, so it is the same for every visitor and cheap to ask.',
      access: 'public',
      response: StatusSchema,
    },
    getStatusNotePermission: {
      tag: TAG,
      summary: 'Whether the signed-in person may write status notes (a platform admin); the status page shows its note controls on yes',
      access: 'session',
      response: z.object({ can_write: z.boolean() }).meta({ id: 'StatusNotePermission' }),
    },
    createStatusNote: {
      tag: TAG,
      summary: 'Write an incident or maintenance note on the status page (platform admin)',
      access: 'session',
      body: StatusNoteInputSchema,
      status: 201,
      response: StatusNoteSchema,
      errors: ['FORBIDDEN'],
    },
    updateStatusNote: {
      tag: TAG,
      summary: 'Change or close (ends_at) a status note (platform admin)',
      access: 'session',
      params: idParamsSchema,
      body: StatusNoteUpdateSchema,
      response: StatusNoteSchema,
      errors: ['FORBIDDEN', 'NOT_FOUND'],
    },
  }),
);
