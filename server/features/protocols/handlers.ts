/** Protocol handlers: the creator's versions, knowledge files and connection, and the wizard draft. */
import { ApiError } from '../../lib/api-error.ts';
import { requireUser } from '../../core/auth-guards.ts';
import type { AppRouteHandler as Handler } from '../../core/router.ts';
import { isCreator } from '../catalog/service.ts';
import { getConnection, saveConnection } from './connection.ts';
import { testConnection } from './connection-test.ts';
import { deleteFile, listFiles, retrievePassages, storeKnowledgeFile } from './knowledge.ts';
import { previewRun } from './preview.ts';
import type * as routes from './routes.ts';
import { validateProtocol } from './validate.ts';
import * as versions from './versions.ts';
import * as wizard from './wizard.ts';

const reader = (c: Parameters<typeof requireUser>[0]) => requireUser(c, { scope: 'user:read' }).user.id;
const writer = (c: Parameters<typeof requireUser>[0]) => requireUser(c, { scope: 'user:write' }).user.id;

export const getExpertProtocol: Handler<typeof routes.getExpertProtocolRoute> = async (c) => {
  const { db } = c.var.deps;
  const expert = await versions.ownExpertRef(db, reader(c), c.req.valid('param').id);
  return c.json({ data: await versions.protocolView(db, expert.id) }, 200);
};

export const createProtocolDraft: Handler<typeof routes.createProtocolDraftRoute> = async (c) => {
  const { db } = c.var.deps;
  const userId = writer(c);
  const expert = await versions.ownExpertRef(db, userId, c.req.valid('param').id);
  return c.json({ data: await versions.createDraft(db, expert.id, c.req.valid('json'), userId) }, 201);
};

export const rollbackProtocol: Handler<typeof routes.rollbackProtocolRoute> = async (c) => {
  const { db } = c.var.deps;
  const expert = await versions.ownExpertRef(db, writer(c), c.req.valid('param').id);
  const { version, reason } = c.req.valid('json');
  return c.json({ data: await versions.rollback(db, expert.id, version, reason) }, 200);
};

export const getProtocolVersion: Handler<typeof routes.getProtocolVersionRoute> = async (c) => {
  const { version, protocol } = await versions.ownVersion(c.var.deps.db, reader(c), c.req.valid('param').id);
  return c.json({ data: versions.toVersion(version, protocol.activeVersionId) }, 200);
};

export const updateProtocolVersion: Handler<typeof routes.updateProtocolVersionRoute> = async (c) => {
  return c.json({ data: await versions.updateDraft(c.var.deps.db, writer(c), c.req.valid('param').id, c.req.valid('json')) }, 200);
};

export const validateProtocolVersion: Handler<typeof routes.validateProtocolVersionRoute> = async (c) => {
  const { version } = await versions.ownVersion(c.var.deps.db, writer(c), c.req.valid('param').id);
  const issues = validateProtocol(version.content);
  return c.json({ data: { valid: issues.length === 0, issues } }, 200);
};

export const publishProtocolVersion: Handler<typeof routes.publishProtocolVersionRoute> = async (c) => {
  const { db } = c.var.deps;
  const { version } = await versions.ownVersion(db, writer(c), c.req.valid('param').id);
  return c.json({ data: await versions.publishVersion(db, version.id) }, 200);
};

export const previewProtocolVersion: Handler<typeof routes.previewProtocolVersionRoute> = async (c) => {
  const { db } = c.var.deps;
  const { version, protocol } = await versions.ownVersion(db, writer(c), c.req.valid('param').id);
  const retrieve = (query: string, limit: number) => retrievePassages(db, { expertId: protocol.expertId }, query, limit);
  return c.json({ data: await previewRun(version.content, c.req.valid('json'), retrieve) }, 200);
};

export const getAgentConnection: Handler<typeof routes.getAgentConnectionRoute> = async (c) => {
  const { db } = c.var.deps;
  const expert = await versions.ownExpertRef(db, reader(c), c.req.valid('param').id);
  return c.json({ data: await getConnection(db, expert.id) }, 200);
};

export const updateAgentConnection: Handler<typeof routes.updateAgentConnectionRoute> = async (c) => {
  const { db, env } = c.var.deps;
  const expert = await versions.ownExpertRef(db, writer(c), c.req.valid('param').id);
  return c.json({ data: await saveConnection(db, env, expert.id, c.req.valid('json')) }, 200);
};

export const testAgentConnection: Handler<typeof routes.testAgentConnectionRoute> = async (c) => {
  const { db, env } = c.var.deps;
  const expert = await versions.ownExpertRef(db, writer(c), c.req.valid('param').id);
  return c.json({ data: await testConnection(db, env, expert.id) }, 200);
};

export const uploadKnowledgeFile: Handler<typeof routes.uploadKnowledgeFileRoute> = async (c) => {
  const userId = writer(c);
  const { db, storage } = c.var.deps;
  const { file_name: fileName, expert_id: expertId } = c.req.valid('query');
  if (expertId) await versions.ownExpertRef(db, userId, expertId);
  const body = new Uint8Array(await c.req.arrayBuffer());
  const contentType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const file = await storeKnowledgeFile({ db, storage }, { ownerId: userId, expertId: expertId ?? null, fileName, contentType, body });
  return c.json({ data: file }, 201);
};

export const listKnowledgeFiles: Handler<typeof routes.listKnowledgeFilesRoute> = async (c) => {
  const userId = reader(c);
  const { db } = c.var.deps;
  const { expert_id: expertId } = c.req.valid('query');
  if (expertId) await versions.ownExpertRef(db, userId, expertId);
  return c.json({ data: await listFiles(db, userId, expertId ?? null) }, 200);
};

export const deleteKnowledgeFile: Handler<typeof routes.deleteKnowledgeFileRoute> = async (c) => {
  await deleteFile(c.var.deps, writer(c), c.req.valid('param').id);
  return c.json({ data: { deleted: true as const } }, 200);
};

export const getWizardDraft: Handler<typeof routes.getWizardDraftRoute> = async (c) => {
  return c.json({ data: await wizard.getDraft(c.var.deps.db, reader(c)) }, 200);
};

export const saveWizardStep: Handler<typeof routes.saveWizardStepRoute> = async (c) => {
  return c.json({ data: await wizard.saveStep(c.var.deps.db, writer(c), c.req.valid('param').step, c.req.valid('json')) }, 200);
};

export const previewWizard: Handler<typeof routes.previewWizardRoute> = async (c) => {
  const { db } = c.var.deps;
  const userId = writer(c);
  const draft = await wizard.getDraft(db, userId);
  const fileIds = draft.answers['project-files']?.file_ids ?? [];
  const retrieve = (query: string, limit: number) => retrievePassages(db, { ownerId: userId, fileIds }, query, limit);
  return c.json({ data: await previewRun(draft.protocol, c.req.valid('json'), retrieve) }, 200);
};

export const finishWizard: Handler<typeof routes.finishWizardRoute> = async (c) => {
  const userId = writer(c);
  const { db } = c.var.deps;
  if (!(await isCreator(db, userId))) throw new ApiError('CREATOR_REQUIRED');
  return c.json({ data: await wizard.finish(db, userId) }, 201);
};

export const discardWizard: Handler<typeof routes.discardWizardRoute> = async (c) => {
  await wizard.discardDraft(c.var.deps.db, writer(c));
  return c.json({ data: { deleted: true as const } }, 200);
};
