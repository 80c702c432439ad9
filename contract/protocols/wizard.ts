/**
 * The creator's wizard draft (spec §3 "wizard": state, assessment, finances, program data, finalization; "codify":
 * state, answers). One active draft per account, saved step by step so it resumes on another device; finishing it
 * creates the expert listing and its protocol's first version, publishes the version and submits the listing.
 * Every field of a step is optional while saving; finishing checks what is required and names the step.
 */
import { z } from 'zod';
import { timestampSchema } from '../fields.ts';
import { LOCALES } from '../locales.ts';
import { TENANT_IDS } from '../tenants.ts';
import { AGENT_PROVIDERS, AGENT_TOOLS, PROTOCOL_PRICE_MODELS, ProtocolContentSchema, TONES } from './entities.ts';

/** The wizard's pages (/wizard-v1/<step>; success is the result, not a saved step) and /step-2 (codify). */
export const WIZARD_STEPS = [
  'project-info',
  'project-details',
  'project-files',
  'project-team',
  'project-tools',
  'project-review',
  'codify',
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** /step-2's questions, by id; the site words them from its locale files (`codify.<id>`), the server only keeps ids. */
export const CODIFY_QUESTIONS = ['greeting', 'first_question', 'method', 'answer_format', 'when_to_review', 'closing'] as const;
export type CodifyQuestion = (typeof CODIFY_QUESTIONS)[number];

const text = (max: number) => z.string().trim().max(max);

export const intakeFieldSchema = z.object({
  field: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
  question: text(300).min(1),
  type: z.enum(['text', 'choice', 'number']),
  options: z.array(text(80)).max(20).optional(),
  required: z.boolean(),
});

/** Program data. */
export const wizardInfoSchema = z.object({
  name: text(80).optional(),
  slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{1,58}[a-z0-9]$/)
    .optional(),
  tagline: text(160).optional(),
  category: z.string().max(60).optional(),
  languages: z.array(z.enum(LOCALES)).max(LOCALES.length).optional(),
});
/** Assessment: who it is for, what it asks first, what it delivers. */
export const wizardDetailsSchema = z.object({
  description: text(5000).optional(),
  audience: text(500).optional(),
  outcomes: z.array(text(200)).max(10).optional(),
  intake: z.array(intakeFieldSchema).max(10).optional(),
  conversation_starters: z.array(text(200)).max(6).optional(),
});
export const wizardFilesSchema = z.object({ file_ids: z.array(z.uuid()).max(50).optional() });
export const wizardTeamSchema = z.object({
  review_answers: z.boolean().optional().describe('A human reviews each answer before the user sees it'),
  reviewer_note: text(500).optional(),
});
export const wizardToolsSchema = z.object({
  allowed_tools: z.array(z.enum(AGENT_TOOLS)).optional(),
  provider: z.enum(AGENT_PROVIDERS).optional(),
  model: text(120).optional(),
  tone: z.enum(TONES).optional(),
});
/** Finances and finalization. */
export const wizardReviewSchema = z.object({
  price_model: z.enum(PROTOCOL_PRICE_MODELS).optional(),
  price_amount: z.number().int().min(0).max(10_000_000).optional(),
  currency: z.string().length(3).optional(),
  accept_terms: z.boolean().optional(),
  /** The sites besides the main one that list the expert (the main site lists every published expert). */
  sites: z
    .array(z.enum(TENANT_IDS.filter((id) => id !== 'main') as [Exclude<(typeof TENANT_IDS)[number], 'main'>]))
    .max(TENANT_IDS.length)
    .optional(),
});
export const wizardCodifySchema = z.object({
  answers: z.partialRecord(z.enum(CODIFY_QUESTIONS), text(2000)).optional(),
});

export const WIZARD_STEP_SCHEMAS = {
  'project-info': wizardInfoSchema,
  'project-details': wizardDetailsSchema,
  'project-files': wizardFilesSchema,
  'project-team': wizardTeamSchema,
  'project-tools': wizardToolsSchema,
  'project-review': wizardReviewSchema,
  codify: wizardCodifySchema,
} as const satisfies Record<WizardStep, z.ZodObject>;

export const WizardAnswersSchema = z
  .object({
    'project-info': wizardInfoSchema,
    'project-details': wizardDetailsSchema,
    'project-files': wizardFilesSchema,
    'project-team': wizardTeamSchema,
    'project-tools': wizardToolsSchema,
    'project-review': wizardReviewSchema,
    codify: wizardCodifySchema,
  })
  .partial()
  .meta({ id: 'WizardAnswers' });
export type WizardAnswers = z.output<typeof WizardAnswersSchema>;

export const WizardDraftSchema = z
  .object({
    id: z.uuid().nullable().meta({ description: 'null until the first save' }),
    current_step: z.enum(WIZARD_STEPS),
    completed_steps: z.array(z.enum(WIZARD_STEPS)),
    answers: WizardAnswersSchema,
    /** The protocol the answers make (what finishing would publish), so the review page and preview can show it. */
    protocol: ProtocolContentSchema,
    updated_at: timestampSchema.nullable(),
  })
  .meta({ id: 'WizardDraft' });
export type WizardDraft = z.output<typeof WizardDraftSchema>;

export const wizardStepParamsSchema = z.object({ step: z.enum(WIZARD_STEPS) });
/** Saving a step replaces that step's answers; `current_step` is where the creator goes next (resume point). */
export const saveWizardStepSchema = z.object({
  answers: z.record(z.string(), z.unknown()).meta({ description: "The step's fields (WizardAnswers[step])" }),
  current_step: z.enum(WIZARD_STEPS).optional(),
  completed: z.boolean().optional().meta({ description: 'Mark the step done (default true)' }),
});

export const WizardResultSchema = z
  .object({
    expert: z.object({ id: z.uuid(), slug: z.string(), name: z.string(), status: z.string() }),
    protocol_id: z.uuid(),
    version_id: z.uuid(),
    version_number: z.number().int(),
  })
  .meta({ id: 'WizardResult' });
export type WizardResult = z.output<typeof WizardResultSchema>;
