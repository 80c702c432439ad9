/**
 * Runs: an expert's published protocol executed for you (your personal tasks) and recommendations of experts. A
 * run paused at a review gate waits for a decision in the review queue (contract/hitl). Runs move on in the
 * background: poll `getRun`, or follow the conversation's stream when the run answers in one.
 */
import { z } from 'zod';
import { idParamsSchema, timeZoneQuerySchema } from '../fields.ts';
import { defineContract, limitWrites } from '../lib/operation.ts';
import { RecommendationSchema, RunActivitySchema, RunSchema, RunSummarySchema, VersionRunFiguresSchema } from './entities.ts';
import { runsEndpoints } from './endpoints.ts';
import { runInputSchema, runListQuerySchema, startRunSchema } from './requests.ts';

export * from './entities.ts';
export * from './requests.ts';
export { runsEndpoints } from './endpoints.ts';

const read = { access: 'user', scope: 'user:read' } as const;
const write = { access: 'user', scope: 'user:write' } as const;
const TAG = 'Runs';
const empty = z.object({}).strict();

export const runsContract = limitWrites(
  defineContract(runsEndpoints, {
    startRun: {
      tag: TAG,
      summary: "Run an expert's published protocol for you",
      description:
        'Answers 201 with the run as it stands; it goes on in the background. The input validates against the ask ' +
        "steps' schemas (a 422 names the step). In a conversation, the answer also streams into the thread. A start " +
        'repeated with the same `client_id` (a retry after a lost answer) answers the first run with ' +
        '`Idempotent-Replayed: true`; the same `client_id` for another expert is 409 CLIENT_ID_CONFLICT. A paid expert ' +
        'needs a live subscription or an unused paid run (billing), else 402 PAYMENT_REQUIRED with a `Link` to its page; ' +
        'its creator runs it free.',
      ...write,
      writeLimit: 'runs',
      status: 201,
      body: startRunSchema,
      response: RunSchema,
      errors: [
        'EXPERT_NOT_FOUND',
        'PROTOCOL_NOT_PUBLISHED',
        'CONVERSATION_NOT_FOUND',
        'AGENT_UNAVAILABLE',
        'CLIENT_ID_CONFLICT',
        'PAYMENT_REQUIRED',
      ],
    },
    listMyRuns: {
      tag: TAG,
      summary: 'Your runs (personal tasks), newest activity first; or the runs of a conversation you belong to',
      description:
        'With `conversation_id`: every run that answers in that conversation (yours and the agent runs other ' +
        'members started by a mention), newest first. A conversation you do not belong to answers 404 CONVERSATION_NOT_FOUND.',
      ...read,
      query: runListQuerySchema,
      response: RunSummarySchema,
      errors: ['CONVERSATION_NOT_FOUND'],
    },
    getMyRunActivity: {
      tag: TAG,
      summary:
        'Your runs in figures: in progress, completed this month and last, median time to an answer, by weekday, experts you ran most',
      description:
        'Counted from the runs you started on this site, when asked. `tz` decides where months and weekdays begin (default UTC).',
      ...read,
      query: timeZoneQuerySchema,
      response: RunActivitySchema,
    },
    getRun: {
      tag: TAG,
      summary: 'One of your runs (or of a conversation you belong to) with every step, its output and review items',
      description:
        "Someone else's run answers 404 RUN_NOT_FOUND, as if it did not exist, unless it answers in a conversation you " +
        "belong to: then you read it without its owner's input (the answers they gave are theirs). A step held at a " +
        'review gate shows no output or citations to anyone but its reviewer until the decision.',
      ...read,
      params: idParamsSchema,
      response: RunSchema,
      errors: ['RUN_NOT_FOUND'],
    },
    provideRunInput: {
      tag: TAG,
      summary: 'Answer the question a run waits on (waiting_input)',
      ...write,
      writeLimit: 'runs',
      params: idParamsSchema,
      body: runInputSchema,
      response: RunSchema,
      errors: ['RUN_NOT_FOUND', 'RUN_STATUS_CONFLICT'],
    },
    retryRun: {
      tag: TAG,
      summary: 'Retry a failed run from the step that failed',
      ...write,
      writeLimit: 'runs',
      params: idParamsSchema,
      body: empty,
      response: RunSchema,
      errors: ['RUN_NOT_FOUND', 'RUN_STATUS_CONFLICT'],
    },
    cancelRun: {
      tag: TAG,
      summary: 'Cancel a run that has not finished',
      ...write,
      params: idParamsSchema,
      body: empty,
      response: RunSchema,
      errors: ['RUN_NOT_FOUND', 'RUN_STATUS_CONFLICT'],
    },
    listVersionRunFigures: {
      tag: TAG,
      summary: "What the runs of each version of your expert's protocol did: count, completed, failed, cancelled, waiting for review",
      description: 'One row per version that has runs, newest version first; a version with no runs has no row.',
      ...read,
      params: idParamsSchema,
      response: z.array(VersionRunFiguresSchema),
      errors: ['EXPERT_NOT_FOUND'],
    },
    listRecommendations: {
      tag: TAG,
      summary: 'Experts to try next: from your categories, what similar people ran, then popular ones',
      ...read,
      response: z.array(RecommendationSchema),
    },
  }),
);
