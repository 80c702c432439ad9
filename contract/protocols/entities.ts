/**
 * Expertise (design.md §10): a protocol belongs to an expert and has numbered versions. A draft version can change;
 * a published one never does (editing makes a new draft; rollback makes an earlier published version the active one
 * again). A version's content is ordered steps, modules (reusable step groups), settings, a plan and pricing. The
 * tables behind them: server/features/protocols/schema.ts.
 */
import { z } from 'zod';
import { timestampSchema } from '../fields.ts';
import { LOCALES } from '../locales.ts';

/** ask: wait for the user's input; answer: write an answer; tool: call one of the allowed tools; review: a human decides. */
export const STEP_KINDS = ['ask', 'answer', 'tool', 'review'] as const;
export type StepKind = (typeof STEP_KINDS)[number];
export const VERSION_STATUSES = ['draft', 'published', 'retired'] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];
export const AGENT_PROVIDERS = ['protocol-runner', 'openai-compatible'] as const;
export type AgentProvider = (typeof AGENT_PROVIDERS)[number];
export const TONES = ['neutral', 'warm', 'formal', 'direct'] as const;
export const PROTOCOL_PRICE_MODELS = ['free', 'per_run', 'subscription'] as const;
/** Tools a protocol may allow; the runtime refuses any other call (server/adapters/agents/tools.ts). */
export const AGENT_TOOLS = ['search_knowledge', 'calculate', 'current_date'] as const;
export type AgentTool = (typeof AGENT_TOOLS)[number];
export const PROTOCOL_LIMITS = { steps: 40, modules: 10, instruction: 4000, template: 8000 } as const;

const stepId = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, { error: 'Use 1 to 40 lower-case letters, digits, dashes or underscores' });

export const ProtocolStepSchema = z
  .object({
    id: stepId.meta({ description: 'Unique within the version; templates refer to outputs as {{steps.<id>.output}}' }),
    kind: z.enum(STEP_KINDS),
    title: z.string().trim().min(1).max(120),
    instruction: z.string().max(PROTOCOL_LIMITS.instruction).meta({ description: 'What the agent does at this step' }),
    input_schema: z
      .record(z.string(), z.unknown())
      .nullable()
      .meta({ description: 'JSON Schema of the input this step expects (ask: what the user answers; tool: the arguments)' }),
    output_template: z
      .string()
      .max(PROTOCOL_LIMITS.template)
      .nullable()
      .meta({ description: 'Markdown with {{input.<field>}}, {{steps.<id>.output}}, {{knowledge}} placeholders' }),
    tool: z.enum(AGENT_TOOLS).nullable().meta({ description: 'The tool a `tool` step calls' }),
    review_gate: z.boolean().meta({ description: 'Pause after this step until a human reviewer decides' }),
    next: stepId.nullable().meta({ description: 'The step after this one; null = the next in order' }),
    module: z.string().max(40).nullable().meta({ description: 'The module this step came from, if any' }),
  })
  .meta({ id: 'ProtocolStep' });
export type ProtocolStep = z.output<typeof ProtocolStepSchema>;

export const ProtocolModuleSchema = z
  .object({ id: stepId, title: z.string().trim().min(1).max(120), steps: z.array(ProtocolStepSchema).max(PROTOCOL_LIMITS.steps) })
  .meta({ id: 'ProtocolModule' });

export const ProtocolSettingsSchema = z
  .object({
    tone: z.enum(TONES),
    languages: z.array(z.enum(LOCALES)).min(1),
    provider: z.enum(AGENT_PROVIDERS).meta({ description: 'protocol-runner unless the expert has a model connection' }),
    model: z.string().max(120).nullable().meta({ description: 'Preferred model for openai-compatible' }),
    temperature: z.number().min(0).max(2).nullable(),
    allowed_tools: z.array(z.enum(AGENT_TOOLS)),
    max_steps: z.number().int().min(1).max(200),
    max_tokens: z.number().int().min(16).max(32_000),
  })
  .meta({ id: 'ProtocolSettings' });
export type ProtocolSettings = z.output<typeof ProtocolSettingsSchema>;

export const ProtocolPlanSchema = z
  .object({
    summary: z.string().max(2000),
    milestones: z.array(z.object({ title: z.string().max(120), step_ids: z.array(stepId) })).max(20),
  })
  .meta({ id: 'ProtocolPlan' });

export const ProtocolPricingSchema = z
  .object({
    model: z.enum(PROTOCOL_PRICE_MODELS),
    amount: z.number().int().min(0).meta({ description: 'Integer minor units; per run, or per month for subscription' }),
    currency: z.string().length(3),
  })
  .meta({ id: 'ProtocolPricing' });

/** What a version holds (and what a draft save sends). */
export const ProtocolContentSchema = z
  .object({
    steps: z.array(ProtocolStepSchema).max(PROTOCOL_LIMITS.steps),
    modules: z.array(ProtocolModuleSchema).max(PROTOCOL_LIMITS.modules),
    settings: ProtocolSettingsSchema,
    plan: ProtocolPlanSchema,
    pricing: ProtocolPricingSchema,
  })
  .meta({ id: 'ProtocolContent' });
export type ProtocolContent = z.output<typeof ProtocolContentSchema>;

export const ProtocolVersionSchema = ProtocolContentSchema.extend({
  id: z.uuid(),
  protocol_id: z.uuid(),
  number: z.number().int().min(1),
  status: z.enum(VERSION_STATUSES),
  /** The version the expert runs now (after publish or rollback). */
  active: z.boolean(),
  published_at: timestampSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
}).meta({ id: 'ProtocolVersion' });
export type ProtocolVersion = z.output<typeof ProtocolVersionSchema>;

export const ProtocolVersionSummarySchema = z
  .object({
    id: z.uuid(),
    number: z.number().int(),
    status: z.enum(VERSION_STATUSES),
    active: z.boolean(),
    step_count: z.number().int(),
    published_at: timestampSchema.nullable(),
    updated_at: timestampSchema,
    created_at: timestampSchema,
    created_by: z.string().nullable().meta({ description: 'The name of who made the version (null: made before this was kept)' }),
    rollback_reason: z.string().nullable().meta({ description: 'The reason given when the expert was last rolled back to it' }),
    rolled_back_at: timestampSchema.nullable(),
  })
  .meta({ id: 'ProtocolVersionSummary' });

export const ProtocolSchema = z
  .object({
    id: z.uuid(),
    expert_id: z.uuid(),
    active_version: ProtocolVersionSummarySchema.nullable(),
    draft_version: ProtocolVersionSummarySchema.nullable(),
    versions: z.array(ProtocolVersionSummarySchema).meta({ description: 'Newest first' }),
    created_at: timestampSchema,
  })
  .meta({ id: 'Protocol' });
export type Protocol = z.output<typeof ProtocolSchema>;

/** One problem that blocks publishing; `step_id` names the step (null for settings, plan or pricing). */
export const ProtocolIssueSchema = z
  .object({ step_id: z.string().nullable(), loc: z.array(z.union([z.string(), z.number()])), message: z.string() })
  .meta({ id: 'ProtocolIssue' });
export type ProtocolIssue = z.output<typeof ProtocolIssueSchema>;
export const ProtocolValidationSchema = z
  .object({ valid: z.boolean(), issues: z.array(ProtocolIssueSchema) })
  .meta({ id: 'ProtocolValidation' });

export const KNOWLEDGE_FILE_TYPES = ['text/plain', 'text/markdown', 'text/csv', 'application/json', 'application/pdf'] as const;
export const KNOWLEDGE_FILE_MAX_BYTES = 5 * 1024 * 1024;

export const KnowledgeFileSchema = z
  .object({
    id: z.uuid(),
    expert_id: z.uuid().nullable().meta({ description: 'null while it belongs to the wizard draft only' }),
    file_name: z.string(),
    content_type: z.string(),
    size: z.number().int(),
    /** Text extracted for retrieval (pdf: not extracted yet, so 0 and it cannot be quoted). */
    indexed_chars: z.number().int(),
    created_at: timestampSchema,
  })
  .meta({ id: 'KnowledgeFile' });
export type KnowledgeFile = z.output<typeof KnowledgeFileSchema>;

/** An expert's model connection; the key is write-only (encrypted at rest, never answered). */
export const AgentConnectionSchema = z
  .object({
    provider: z.enum(AGENT_PROVIDERS),
    base_url: z.string().nullable(),
    model: z.string().nullable(),
    has_api_key: z.boolean(),
    include_usage: z.boolean().meta({ description: 'Send stream_options.include_usage (some servers reject it)' }),
    timeout_ms: z.number().int(),
    max_retries: z.number().int(),
    updated_at: timestampSchema.nullable(),
  })
  .meta({ id: 'AgentConnection' });
export type AgentConnection = z.output<typeof AgentConnectionSchema>;

/** One real call to the expert's saved model server: who answered (the model the server names) or why not. */
export const AgentConnectionTestSchema = z
  .object({
    ok: z.boolean(),
    provider: z.enum(AGENT_PROVIDERS),
    model: z.string().nullable().meta({ description: 'The model the server says answered' }),
    reply: z.string().nullable().meta({ description: 'The start of its answer' }),
    error: z.string().nullable().meta({ description: 'What went wrong, as the server or the network said it' }),
    latency_ms: z.number().int(),
  })
  .meta({ id: 'AgentConnectionTest' });
export type AgentConnectionTest = z.output<typeof AgentConnectionTestSchema>;
