/**
 * Human review of agent actions (HITL): a step with a review gate pauses its run and opens a review item, shaped
 * like langchain's agent-inbox interrupt (action request, allowed decisions, description); the expert's creator
 * decides and the run resumes. The decision is kept on the item (the audit).
 */
import { z } from 'zod';
import { RunExpertSchema } from '../catalog/entities.ts';
import { timestampSchema } from '../fields.ts';

export const REVIEW_DECISIONS = ['accept', 'edit', 'respond', 'ignore'] as const;
export type ReviewDecisionType = (typeof REVIEW_DECISIONS)[number];
export const REVIEW_ITEM_STATUSES = ['pending', 'decided'] as const;

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
    description: z.string().meta({ description: 'Markdown for the reviewer: the protocol step and why it needs a person' }),
    question: z.string().nullable().meta({ description: "The run's question (the conversation so far); null for anyone but the reviewer" }),
    decision: z
      .object({
        type: z.enum(REVIEW_DECISIONS),
        args: z.record(z.string(), z.unknown()).nullable(),
        response: z.string().nullable(),
        comment: z.string().nullable().meta({ description: "The reviewer's note on the decision; null for anyone else" }),
      })
      .nullable(),
    reviewer_id: z.uuid().nullable(),
    decided_at: timestampSchema.nullable(),
    created_at: timestampSchema,
  })
  .meta({ id: 'ReviewItem' });
export type ReviewItem = z.output<typeof ReviewItemSchema>;
