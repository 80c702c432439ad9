/** What callers send to runs. */
import { z } from 'zod';
import { dropEmpty } from '../fields.ts';
import { RUN_STATUSES } from '../protocols/execution.ts';

const inputRecord = z.record(z.string(), z.unknown());

export const startRunSchema = z.object({
  expert: z.string().max(80).meta({ description: "The expert's slug (a published expert listed on this site)" }),
  conversation_id: z.uuid().optional().meta({ description: 'Answer into this conversation (you must be a member)' }),
  input: inputRecord.optional().meta({ description: "Answers to the protocol's ask steps, by field, given up front" }),
  message: z.string().trim().max(4000).optional().meta({ description: 'The question, in your words' }),
  client_id: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'Use letters, digits, dashes and underscores' })
    .optional()
    .meta({ description: 'Your own id for this start (a uuid, say): starting again with it answers the first run' }),
});

export const runInputSchema = z.object({ input: inputRecord });

export const runListQuerySchema = z.object({
  page: z.preprocess(dropEmpty, z.coerce.number().int().min(1).max(100_000).default(1)),
  limit: z.preprocess(dropEmpty, z.coerce.number().int().min(1).max(50).default(10)),
  status: z.preprocess(dropEmpty, z.enum(RUN_STATUSES).optional()),
  expert: z.preprocess(dropEmpty, z.string().max(80).optional()),
  conversation_id: z.preprocess(
    dropEmpty,
    z
      .uuid()
      .optional()
      .meta({ description: 'The runs that answer in this conversation (a mention, a chat), whoever started them; you must be a member' }),
  ),
});
