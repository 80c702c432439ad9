/**
 * Protocols: what a creator codifies (versioned steps, modules, settings, plan, pricing), the expert's knowledge
 * files and model connection, and the wizard that builds the first version (entities.ts, wizard.ts).
 */
import { z } from 'zod';
import { idParamsSchema } from '../fields.ts';
import { defineContract, limitWrites } from '../lib/operation.ts';
import {
  AgentConnectionSchema,
  AgentConnectionTestSchema,
  KNOWLEDGE_FILE_TYPES,
  KnowledgeFileSchema,
  ProtocolContentSchema,
  ProtocolSchema,
  ProtocolValidationSchema,
  ProtocolVersionSchema,
} from './entities.ts';
import { protocolsEndpoints } from './endpoints.ts';
import { previewRunSchema, RunPreviewSchema } from './execution.ts';
import {
  connectionInputSchema,
  createDraftSchema,
  knowledgeListQuerySchema,
  knowledgeUploadQuerySchema,
  rollbackSchema,
} from './requests.ts';
import { saveWizardStepSchema, WizardDraftSchema, WizardResultSchema, wizardStepParamsSchema } from './wizard.ts';

export * from './entities.ts';
export * from './requests.ts';
export * from './execution.ts';
export * from './wizard.ts';
export { protocolsEndpoints } from './endpoints.ts';

const read = { access: 'user', scope: 'user:read' } as const;
const write = { access: 'user', scope: 'user:write' } as const;
const TAG = 'Protocols';
const WIZARD = 'Wizard';
const empty = z.object({}).strict();

export const protocolsContract = limitWrites(
  defineContract(protocolsEndpoints, {
    getExpertProtocol: {
      tag: TAG,
      summary: "Your expert's protocol: its versions, the active one and the draft",
      description: 'An expert without a protocol yet answers one with no versions.',
      ...read,
      params: idParamsSchema,
      response: ProtocolSchema,
      errors: ['EXPERT_NOT_FOUND'],
    },
    createProtocolDraft: {
      tag: TAG,
      summary: 'Start a new draft version (a copy of a version, or given content)',
      description: 'A protocol has at most one draft; edit that one instead.',
      ...write,
      status: 201,
      params: idParamsSchema,
      body: createDraftSchema,
      response: ProtocolVersionSchema,
      errors: ['EXPERT_NOT_FOUND', 'PROTOCOL_DRAFT_EXISTS', 'PROTOCOL_VERSION_NOT_FOUND'],
    },
    rollbackProtocol: {
      tag: TAG,
      summary: 'Make an earlier published version the one the expert runs, with a reason',
      ...write,
      params: idParamsSchema,
      body: rollbackSchema,
      response: ProtocolSchema,
      errors: ['EXPERT_NOT_FOUND', 'PROTOCOL_NOT_FOUND', 'PROTOCOL_VERSION_NOT_FOUND'],
    },
    getProtocolVersion: {
      tag: TAG,
      summary: 'One version of your protocol, with its content',
      ...read,
      params: idParamsSchema,
      response: ProtocolVersionSchema,
      errors: ['PROTOCOL_VERSION_NOT_FOUND'],
    },
    updateProtocolVersion: {
      tag: TAG,
      summary: 'Replace a draft version’s content',
      description: 'A published version never changes (409 PROTOCOL_VERSION_IMMUTABLE): start a new draft from it.',
      ...write,
      params: idParamsSchema,
      body: ProtocolContentSchema,
      response: ProtocolVersionSchema,
      errors: ['PROTOCOL_VERSION_NOT_FOUND', 'PROTOCOL_VERSION_IMMUTABLE'],
    },
    validateProtocolVersion: {
      tag: TAG,
      summary: 'Check a version as publishing would (reachable steps, schemas compile, templates name known fields)',
      ...write,
      params: idParamsSchema,
      body: empty,
      response: ProtocolValidationSchema,
      errors: ['PROTOCOL_VERSION_NOT_FOUND'],
    },
    publishProtocolVersion: {
      tag: TAG,
      summary: 'Publish a draft: it becomes immutable and the version the expert runs',
      description: "A 422 PROTOCOL_INVALID lists the problems in `detail`, each `loc` starting ['steps', <step id>, …].",
      ...write,
      params: idParamsSchema,
      body: empty,
      response: ProtocolVersionSchema,
      errors: ['PROTOCOL_VERSION_NOT_FOUND', 'PROTOCOL_VERSION_IMMUTABLE', 'PROTOCOL_INVALID'],
    },
    previewProtocolVersion: {
      tag: TAG,
      summary: 'Dry-run a version with the embedded protocol runner (nothing is stored)',
      ...write,
      params: idParamsSchema,
      body: previewRunSchema,
      response: RunPreviewSchema,
      errors: ['PROTOCOL_VERSION_NOT_FOUND', 'PROTOCOL_INVALID'],
    },
    getAgentConnection: {
      tag: TAG,
      summary: "Your expert's model connection (the key is never shown)",
      ...read,
      params: idParamsSchema,
      response: AgentConnectionSchema,
      errors: ['EXPERT_NOT_FOUND'],
    },
    updateAgentConnection: {
      tag: TAG,
      summary: 'Choose the guided protocol runner or an OpenAI-compatible server for your expert',
      description: 'openai-compatible needs base_url and model. The key is encrypted at rest.',
      ...write,
      params: idParamsSchema,
      body: connectionInputSchema,
      response: AgentConnectionSchema,
      errors: ['EXPERT_NOT_FOUND'],
    },
    testAgentConnection: {
      tag: TAG,
      summary: "Make one real call to your expert's saved model server and say what answered",
      description:
        'A short chat completion with the saved connection (no retries). `ok` false carries the error; the embedded ' +
        'runner needs no test and answers ok with no model.',
      ...write,
      params: idParamsSchema,
      body: empty,
      response: AgentConnectionTestSchema,
      errors: ['EXPERT_NOT_FOUND'],
    },
    uploadKnowledgeFile: {
      tag: TAG,
      summary: 'Upload a knowledge file the expert answers from (quoted with its source)',
      description:
        'The request body is the file itself, with its type in Content-Type and its name in `file_name`. Allowed: plain ' +
        'text, markdown, csv, json, pdf; at most 5 MB. Text files are indexed for full-text retrieval.',
      ...write,
      writeLimit: 'uploads',
      status: 201,
      query: knowledgeUploadQuerySchema,
      consumes: KNOWLEDGE_FILE_TYPES,
      response: KnowledgeFileSchema,
      errors: ['EXPERT_NOT_FOUND', 'ATTACHMENT_TOO_LARGE', 'ATTACHMENT_TYPE_NOT_ALLOWED'],
    },
    listKnowledgeFiles: {
      tag: TAG,
      summary: "An expert's knowledge files, or your wizard draft's without expert_id",
      ...read,
      query: knowledgeListQuerySchema,
      response: z.array(KnowledgeFileSchema),
      errors: ['EXPERT_NOT_FOUND'],
    },
    deleteKnowledgeFile: {
      tag: TAG,
      summary: 'Delete one of your knowledge files',
      ...write,
      params: idParamsSchema,
      response: z.object({ deleted: z.literal(true) }),
      errors: ['KNOWLEDGE_FILE_NOT_FOUND'],
    },
    getWizardDraft: {
      tag: WIZARD,
      summary: 'Your wizard draft (answers per step, where to resume, the protocol they make)',
      description: 'Without a saved draft: an empty one (id null) starting at project-info.',
      ...read,
      response: WizardDraftSchema,
    },
    saveWizardStep: {
      tag: WIZARD,
      summary: "Save one wizard step's answers",
      description:
        "A 422 names the step's field in `loc` (['answers', <field>, …]). The files of `project-files` must be your own " +
        'knowledge files (404 KNOWLEDGE_FILE_NOT_FOUND otherwise).',
      ...write,
      params: wizardStepParamsSchema,
      body: saveWizardStepSchema,
      response: WizardDraftSchema,
      errors: ['KNOWLEDGE_FILE_NOT_FOUND'],
    },
    previewWizard: {
      tag: WIZARD,
      summary: 'Dry-run the protocol your answers make, with the embedded runner (nothing is stored)',
      ...write,
      body: previewRunSchema,
      response: RunPreviewSchema,
      errors: ['PROTOCOL_INVALID'],
    },
    finishWizard: {
      tag: WIZARD,
      summary: 'Finish: create the expert listing and its protocol, publish version 1, submit the listing to review',
      description:
        'Needs a creator. A 422 WIZARD_INCOMPLETE names each missing step and field in `detail` (loc [<step>, <field>]). ' +
        'The draft is cleared on success.',
      ...write,
      status: 201,
      body: empty,
      response: WizardResultSchema,
      errors: ['CREATOR_REQUIRED', 'WIZARD_INCOMPLETE', 'EXPERT_SLUG_TAKEN', 'PROTOCOL_INVALID'],
    },
    discardWizard: {
      tag: WIZARD,
      summary: 'Throw away your wizard draft (its unattached knowledge files too)',
      ...write,
      response: z.object({ deleted: z.literal(true) }),
    },
  }),
);
