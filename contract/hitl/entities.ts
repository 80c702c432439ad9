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

const decisionCounts = z
  .object({ accept: z.number().int(), edit: z.number().int(), respond: z.number().int(), ignore: z.number().int() })
  .meta({ description: 'Decided review items by decision' });

/** One of your experts in figures over the last 30 days. */
export const AgentFiguresSchema = z
  .object({
    expert: RunExpertSchema,
    answers: z.number().int().meta({ description: 'Runs completed' }),
    decisions: decisionCounts,
    pending: z.number().int().meta({ description: 'Review items waiting now' }),
    median_review_seconds: z.number().nullable().meta({ description: 'From the pause to the decision; null without any' }),
  })
  .meta({ id: 'AgentFigures' });

/** Your experts' answers and the human review of them, counted from stored runs and review items when asked. */
export const AgentAnalyticsSchema = z
  .object({
    answers: z.number().int().meta({ description: 'Runs of your experts completed in the last 30 days' }),
    answers_previous: z.number().int().meta({ description: 'The same, in the 30 days before' }),
    decisions: decisionCounts,
    pending: z.number().int(),
    median_review_seconds: z.number().nullable(),
    weeks: z
      .array(z.object({ week_start: z.iso.date(), decisions: decisionCounts }))
      .length(8)
      .meta({ description: 'The last 8 weeks (Monday first, in the time zone asked for), oldest first' }),
    experts: z.array(AgentFiguresSchema).meta({ description: 'Every expert you created, most answers first' }),
  })
  .meta({ id: 'AgentAnalytics' });
export type AgentAnalytics = z.output<typeof AgentAnalyticsSchema>;
