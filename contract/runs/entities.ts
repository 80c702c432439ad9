/**
 * Work (design.md §10): a run executes an expert's published protocol version for a user, optionally in a
 * conversation, step by step; every step keeps its input, output, provider, timing and cost. A run is also the
 * user's personal task (spec §3 "personal chains": tasks, history, recommendations). A step with a review gate
 * pauses the run and opens a review item (contract/hitl); a decision resumes the run.
 */
import { z } from 'zod';
import { timestampSchema } from '../fields.ts';
import { RunExpertSchema } from '../catalog/entities.ts';
import { ReviewItemSchema } from '../hitl/entities.ts';
import { AGENT_PROVIDERS, STEP_KINDS } from '../protocols/entities.ts';
import { AgentTextSchema, CitationSchema, RUN_STATUSES, type RunStatus } from '../protocols/execution.ts';

// The runs API speaks the protocol-execution vocabulary too: one import serves its callers.
export { AgentTextSchema, type Citation, CitationSchema, RUN_STATUSES, type RunStatus } from '../protocols/execution.ts';

/** Runs that will not move again by themselves. */
export const FINISHED_RUN_STATUSES = ['completed', 'failed', 'cancelled'] as const satisfies readonly RunStatus[];
export const RUN_STEP_STATUSES = ['running', 'completed', 'failed', 'waiting', 'skipped'] as const;

export const RunErrorSchema = z.object({ code: z.string(), message: z.string(), retryable: z.boolean() }).meta({ id: 'RunError' });

export const RunCostSchema = z
  .object({
    amount: z.number().int().meta({ description: 'Integer minor units charged for this run so far' }),
    currency: z.string().length(3),
    tokens_in: z.number().int(),
    tokens_out: z.number().int(),
  })
  .meta({ id: 'RunCost' });

export const RunStepSchema = z
  .object({
    id: z.uuid(),
    index: z.number().int().meta({ description: 'Order of execution (a retried step gets a new row)' }),
    step_id: z.string(),
    kind: z.enum(STEP_KINDS),
    title: z.string(),
    status: z.enum(RUN_STEP_STATUSES),
    attempt: z.number().int(),
    input: z.unknown(),
    output: AgentTextSchema.nullable(),
    data: z.unknown().meta({ description: 'Structured output (a tool result, the answered fields)' }),
    citations: z.array(CitationSchema),
    provider: z.enum(AGENT_PROVIDERS),
    model: z.string().nullable(),
    tokens_in: z.number().int(),
    tokens_out: z.number().int(),
    cost: z.number().int().meta({ description: 'Minor units' }),
    duration_ms: z.number().int().nullable(),
    error: RunErrorSchema.nullable(),
    started_at: timestampSchema,
    finished_at: timestampSchema.nullable(),
  })
  .meta({ id: 'RunStep' });
export type RunStep = z.output<typeof RunStepSchema>;

/** What the next action needs from the user (waiting_input): the ask step's question and JSON schema. */
export const RunPromptSchema = z
  .object({ step_id: z.string(), question: z.string(), input_schema: z.record(z.string(), z.unknown()).nullable() })
  .meta({ id: 'RunPrompt' });

/** A run as a personal task in a list. */
export const RunSummarySchema = z
  .object({
    id: z.uuid(),
    expert: RunExpertSchema,
    version_number: z.number().int(),
    provider: z.enum(AGENT_PROVIDERS),
    /** "Guided protocol" for protocol-runner (not an AI model), else the model's name. */
    provider_label: z.string(),
    status: z.enum(RUN_STATUSES),
    title: z.string(),
    conversation_id: z.uuid().nullable(),
    steps_done: z.number().int(),
    steps_total: z.number().int(),
    cost: RunCostSchema,
    error: RunErrorSchema.nullable(),
    created_at: timestampSchema,
    updated_at: timestampSchema,
    finished_at: timestampSchema.nullable(),
  })
  .meta({ id: 'RunSummary' });
export type RunSummary = z.output<typeof RunSummarySchema>;

export const RunSchema = RunSummarySchema.extend({
  version_id: z.uuid(),
  input: z.record(z.string(), z.unknown()),
  output: AgentTextSchema.nullable().meta({ description: 'The final answer once completed' }),
  prompt: RunPromptSchema.nullable(),
  steps: z.array(RunStepSchema),
  review_items: z.array(ReviewItemSchema),
}).meta({ id: 'Run' });
export type Run = z.output<typeof RunSchema>;

export const RecommendationSchema = z
  .object({
    expert: RunExpertSchema.extend({ tagline: z.string(), category: z.string().nullable() }),
    reason: z.enum(['your_categories', 'similar_users', 'popular']),
  })
  .meta({ id: 'Recommendation' });
export type Recommendation = z.output<typeof RecommendationSchema>;

/** What the runs of one protocol version did, counted from the stored runs (for the creator's version list). */
export const VersionRunFiguresSchema = z
  .object({
    version_id: z.uuid(),
    number: z.number().int(),
    runs: z.number().int().meta({ description: 'Every run started on this version' }),
    completed: z.number().int(),
    failed: z.number().int(),
    cancelled: z.number().int(),
    waiting_review: z.number().int().meta({ description: 'Paused for a human reviewer now' }),
  })
  .meta({ id: 'VersionRunFigures' });
export type VersionRunFigures = z.output<typeof VersionRunFiguresSchema>;

/** Your runs in figures, counted from the stored runs; months and weekdays in the time zone asked for. */
export const RunActivitySchema = z
  .object({
    in_progress: z.number().int().meta({ description: 'Queued, running, or waiting for you or a reviewer now' }),
    waiting_review: z.number().int().meta({ description: 'Of those, paused for a human reviewer' }),
    completed_this_month: z.number().int(),
    completed_last_month: z.number().int(),
    failed_this_month: z.number().int(),
    median_answer_seconds: z
      .number()
      .nullable()
      .meta({ description: 'From start to answer, over the runs completed in the last 30 days; null without any' }),
    completed_by_weekday: z
      .array(z.number().int())
      .length(7)
      .meta({ description: 'Runs completed in the last 28 days by weekday, Monday first' }),
    top_experts: z
      .array(z.object({ expert: RunExpertSchema, runs: z.number().int() }))
      .meta({ description: 'The experts you ran most in the last 30 days, at most five' }),
  })
  .meta({ id: 'RunActivity' });
export type RunActivity = z.output<typeof RunActivitySchema>;
