/**
 * Work (design.md §10): a run executes an expert's published protocol version for a user, optionally in a
 * conversation, step by step; every step keeps its input, output, provider, timing and cost. A run is also the
 * user's personal task (spec §3 "personal chains": tasks, history, recommendations). A step with a review gate
 * pauses the run and opens a review item, shaped like langchain's agent-inbox interrupt (action request, allowed
 * decisions, description); a decision resumes the run.
 */
import { z } from 'zod';
import { timestampSchema } from '../fields.ts';
import { AGENT_PROVIDERS, STEP_KINDS } from '../protocols/entities.ts';

export const RUN_STATUSES = ['queued', 'running', 'waiting_input', 'waiting_review', 'completed', 'failed', 'cancelled'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
/** Runs that will not move again by themselves. */
export const FINISHED_RUN_STATUSES = ['completed', 'failed', 'cancelled'] as const satisfies readonly RunStatus[];
export const RUN_STEP_STATUSES = ['running', 'completed', 'failed', 'waiting', 'skipped'] as const;
export const REVIEW_DECISIONS = ['accept', 'edit', 'respond', 'ignore'] as const;
export type ReviewDecisionType = (typeof REVIEW_DECISIONS)[number];
export const REVIEW_ITEM_STATUSES = ['pending', 'decided'] as const;

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

export const RunErrorSchema = z.object({ code: z.string(), message: z.string(), retryable: z.boolean() }).meta({ id: 'RunError' });

export const RunCostSchema = z
  .object({
    amount: z.number().int().meta({ description: 'Integer minor units charged for this run so far' }),
    currency: z.string().length(3),
    tokens_in: z.number().int(),
    tokens_out: z.number().int(),
  })
  .meta({ id: 'RunCost' });

export const RunExpertSchema = z.object({ id: z.uuid(), slug: z.string(), name: z.string() }).meta({ id: 'RunExpert' });

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

export const ReviewItemSchema = z
  .object({
    id: z.uuid(),
    run_id: z.uuid(),
    step_id: z.string(),
    expert: RunExpertSchema,
    status: z.enum(REVIEW_ITEM_STATUSES),
    action_request: z.object({
      action: z.string().meta({ description: 'What the agent proposes (e.g. "send_answer")' }),
      args: z
        .record(z.string(), z.unknown())
        .meta({ description: 'Its arguments (the draft answer under `answer`); `{}` for anyone but the reviewer' }),
    }),
    config: z.object({
      allow_accept: z.boolean(),
      allow_edit: z.boolean(),
      allow_respond: z.boolean(),
      allow_ignore: z.boolean(),
    }),
    description: z.string().meta({ description: 'Markdown for the reviewer' }),
    decision: z
      .object({ type: z.enum(REVIEW_DECISIONS), args: z.record(z.string(), z.unknown()).nullable(), response: z.string().nullable() })
      .nullable(),
    reviewer_id: z.uuid().nullable(),
    decided_at: timestampSchema.nullable(),
    created_at: timestampSchema,
  })
  .meta({ id: 'ReviewItem' });
export type ReviewItem = z.output<typeof ReviewItemSchema>;

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
