/**
 * The wizard draft: answers saved per step (each step's fields validated by the contract's schema for that step),
 * the resume point, and the protocol those answers make (shown on the review page and previewed). Finishing
 * checks what the listing and the protocol need, naming the step, then creates the listing through the catalog's
 * service, publishes version 1, moves the draft's knowledge files to the expert and submits it for review.
 */
import { eq } from 'drizzle-orm';
import { expertCreateSchema } from '../../../contract/catalog/inputs.ts';
import type { ValidationIssue } from '../../../contract/errors.ts';
import type { ProtocolContent, ProtocolStep } from '../../../contract/protocols/entities.ts';
import {
  WIZARD_STEP_SCHEMAS,
  type WizardAnswers,
  type WizardDraft,
  type WizardResult,
  type WizardStep,
} from '../../../contract/protocols/wizard.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { createExpertListing, submitExpertForReview } from '../catalog/service.ts';
import { attachFilesToExpert, requireOwnFiles } from './knowledge.ts';
import { wizardDrafts } from './schema.ts';
import { createDraft, publishVersion } from './versions.ts';

const step = (fields: Partial<ProtocolStep> & Pick<ProtocolStep, 'id' | 'kind' | 'title'>): ProtocolStep => ({
  instruction: '',
  input_schema: null,
  output_template: null,
  tool: null,
  review_gate: false,
  next: null,
  module: null,
  ...fields,
});

/** The protocol the answers make: intake (ask) → answer from the knowledge files (review-gated if chosen) → tools. */
export function protocolFromAnswers(answers: WizardAnswers): ProtocolContent {
  const info = answers['project-info'] ?? {};
  const details = answers['project-details'] ?? {};
  const tools = answers['project-tools'] ?? {};
  const team = answers['project-team'] ?? {};
  const review = answers['project-review'] ?? {};
  const codify = answers.codify?.answers ?? {};
  const intake = details.intake?.length
    ? details.intake
    : [{ field: 'goal', question: codify.first_question || 'What do you need help with?', type: 'text' as const, required: true }];
  const properties = Object.fromEntries(
    intake.map((field) => [
      field.field,
      field.type === 'number'
        ? { type: 'number', title: field.question }
        : field.type === 'choice' && field.options?.length
          ? { type: 'string', enum: field.options, title: field.question }
          : { type: 'string', title: field.question },
    ]),
  );
  const allowed = tools.allowed_tools ?? [];
  const steps: ProtocolStep[] = [
    step({
      id: 'intake',
      kind: 'ask',
      title: 'About your situation',
      instruction: codify.greeting || `Ask what the person needs${details.audience ? ` (${details.audience})` : ''}.`,
      input_schema: { type: 'object', properties, required: intake.filter((f) => f.required).map((f) => f.field) },
    }),
    step({
      id: 'answer',
      kind: 'answer',
      title: info.name ? `${info.name}: answer` : 'Answer',
      instruction: codify.method || details.description || 'Answer from the knowledge files, quoting them.',
      output_template: [codify.answer_format, '{{knowledge}}', codify.closing].filter(Boolean).join('\n\n'),
      review_gate: team.review_answers === true,
    }),
  ];
  if (allowed.includes('calculate') && intake.some((f) => f.type === 'number'))
    steps.push(
      step({ id: 'figures', kind: 'tool', title: 'Figures', tool: 'calculate', instruction: 'Work out the figures the answer needs.' }),
    );
  return {
    steps,
    modules: [],
    settings: {
      tone: tools.tone ?? 'neutral',
      languages: info.languages?.length ? info.languages : ['en'],
      provider: tools.provider ?? 'protocol-runner',
      model: tools.model ?? null,
      temperature: null,
      allowed_tools: allowed,
      max_steps: 20,
      max_tokens: 1024,
    },
    plan: {
      summary: details.outcomes?.join('; ') ?? '',
      milestones: [{ title: 'Intake, then the answer', step_ids: steps.map((s) => s.id) }],
    },
    pricing: {
      model: review.price_model ?? 'free',
      amount: review.price_model === 'free' ? 0 : (review.price_amount ?? 0),
      currency: review.currency ?? 'USD',
    },
  };
}

type Row = typeof wizardDrafts.$inferSelect;

function toDraft(row: Row | undefined): WizardDraft {
  const answers = row?.answers ?? {};
  return {
    id: row?.id ?? null,
    current_step: row?.currentStep ?? 'project-info',
    completed_steps: row?.completedSteps ?? [],
    answers,
    protocol: protocolFromAnswers(answers),
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

export async function getDraft(db: Database, userId: string): Promise<WizardDraft> {
  const [row] = await db.select().from(wizardDrafts).where(eq(wizardDrafts.userId, userId));
  return toDraft(row);
}

export async function saveStep(
  db: Database,
  userId: string,
  stepName: WizardStep,
  body: { answers: Record<string, unknown>; current_step?: WizardStep; completed?: boolean },
): Promise<WizardDraft> {
  const parsed = WIZARD_STEP_SCHEMAS[stepName].strict().safeParse(body.answers);
  if (!parsed.success)
    throw new ApiError('VALIDATION_ERROR', {
      issues: parsed.error.issues.map((issue) => ({
        loc: ['body', 'answers', ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
        msg: `${stepName}: ${issue.message}`,
        type: issue.code,
      })),
    });
  // The files a draft names are the caller's own (another creator's would be quoted by the preview).
  if (stepName === 'project-files') await requireOwnFiles(db, userId, (parsed.data as { file_ids?: string[] }).file_ids ?? []);
  const [current] = await db.select().from(wizardDrafts).where(eq(wizardDrafts.userId, userId));
  const answers = { ...(current?.answers ?? {}), [stepName]: parsed.data } as WizardAnswers;
  const done = new Set(current?.completedSteps ?? []);
  if (body.completed === false) done.delete(stepName);
  else done.add(stepName);
  const values = {
    userId,
    answers,
    completedSteps: [...done],
    currentStep: body.current_step ?? current?.currentStep ?? stepName,
    updatedAt: new Date(),
  };
  const [row] = await db.insert(wizardDrafts).values(values).onConflictDoUpdate({ target: wizardDrafts.userId, set: values }).returning();
  return toDraft(row);
}

export async function discardDraft(db: Database, userId: string): Promise<void> {
  await db.delete(wizardDrafts).where(eq(wizardDrafts.userId, userId));
}

/** What finishing needs, each problem at [step, field]. */
function missingAnswers(answers: WizardAnswers): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const need = (ok: unknown, loc: [WizardStep, string], msg: string) => {
    if (!ok) issues.push({ loc, msg: `${loc[0]}: ${msg}`, type: 'missing' });
  };
  const info = answers['project-info'] ?? {};
  const details = answers['project-details'] ?? {};
  need(info.name, ['project-info', 'name'], 'Name your expert');
  need(info.tagline, ['project-info', 'tagline'], 'Add a one-line tagline');
  need(info.category, ['project-info', 'category'], 'Choose a category');
  need((details.description ?? '').length >= 120, ['project-details', 'description'], 'Describe it in at least 120 characters');
  need(details.conversation_starters?.length, ['project-details', 'conversation_starters'], 'Add a conversation starter');
  need(answers['project-review']?.accept_terms === true, ['project-review', 'accept_terms'], 'Accept the creator terms');
  return issues;
}

export async function finish(db: Database, userId: string): Promise<WizardResult> {
  const [row] = await db.select().from(wizardDrafts).where(eq(wizardDrafts.userId, userId));
  const answers = row?.answers ?? {};
  const issues = missingAnswers(answers);
  if (issues.length > 0) throw new ApiError('WIZARD_INCOMPLETE', { issues });
  const info = answers['project-info']!;
  const details = answers['project-details']!;
  const review = answers['project-review'] ?? {};
  const content = protocolFromAnswers(answers);
  const listing = expertCreateSchema.parse({
    name: info.name,
    ...(info.slug ? { slug: info.slug } : {}),
    headline: info.tagline,
    description: details.description,
    locale: info.languages?.[0] ?? 'en',
    languages: info.languages?.length ? info.languages : ['en'],
    category: info.category,
    human_review: answers['project-team']?.review_answers === true,
    price: {
      model: review.price_model ?? 'free',
      amount: review.price_model === 'free' ? 0 : (review.price_amount ?? 0),
      currency: review.currency ?? 'USD',
    },
    starters: details.conversation_starters,
    intake: details.intake ?? [],
    tenants: review.sites ?? [],
  });
  const expert = await createExpertListing(db, userId, listing);
  const draft = await createDraft(db, expert.id, { content }, userId);
  const version = await publishVersion(db, draft.id);
  await attachFilesToExpert(db, userId, answers['project-files']?.file_ids ?? [], expert.id);
  const submitted = await submitExpertForReview(db, userId, expert.id);
  await discardDraft(db, userId);
  return {
    expert: { id: submitted.id, slug: submitted.slug, name: submitted.name, status: submitted.status },
    protocol_id: version.protocol_id,
    version_id: version.id,
    version_number: version.number,
  };
}
