/**
 * What executing a protocol yields, whether it is stored as a run (contract/runs) or only previewed in the wizard:
 * the statuses an execution passes through, the agent's text (markdown and its sanitized HTML) and the passages it
 * cites. The preview operation lives in this feature (contract/protocols), so both read these from here.
 */
import { z } from 'zod';
import { STEP_KINDS } from './entities.ts';

export const RUN_STATUSES = ['queued', 'running', 'waiting_input', 'waiting_review', 'completed', 'failed', 'cancelled'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export const CitationSchema = z
  .object({
    file_id: z.uuid(),
    source: z.string().meta({ description: 'The knowledge file name' }),
    passage: z.string().meta({ description: 'The quoted passage, verbatim' }),
  })
  .meta({ id: 'Citation' });
export type Citation = z.output<typeof CitationSchema>;

/** Markdown as written and the server's sanitized HTML of it (no raw HTML, no javascript: links). */
export const AgentTextSchema = z.object({ markdown: z.string(), html: z.string() }).meta({ id: 'AgentText' });

/** A dry run of a protocol (the wizard's preview): the embedded runner's outputs, nothing stored. */
export const RunPreviewSchema = z
  .object({
    status: z.enum(RUN_STATUSES),
    steps: z.array(
      z.object({
        step_id: z.string(),
        kind: z.enum(STEP_KINDS),
        title: z.string(),
        output: AgentTextSchema.nullable(),
        citations: z.array(CitationSchema),
      }),
    ),
    output: AgentTextSchema.nullable(),
  })
  .meta({ id: 'RunPreview' });
export type RunPreview = z.output<typeof RunPreviewSchema>;

const inputRecord = z.record(z.string(), z.unknown());

export const previewRunSchema = z.object({
  input: inputRecord.optional(),
  message: z.string().trim().max(4000).optional(),
});
