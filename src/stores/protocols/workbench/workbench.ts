/**
 * The protocol workbench of one of a creator's experts (`?id=`): its protocol (versions, the active one, the draft),
 * what each version's runs did, and its model connection; the actions on them (start, save, validate, preview and
 * publish a draft, roll back with a reason, save, test or clear the connection). A change refetches what it touched.
 */
import { atom } from 'nanostores';
import type {
  AgentConnection,
  AgentConnectionTest,
  Protocol,
  ProtocolContent,
  ProtocolVersion,
} from '../../../../contract/protocols/entities.ts';
import type { RunPreview } from '../../../../contract/protocols/execution.ts';
import type { ConnectionInput } from '../../../../contract/protocols/requests.ts';
import type { VersionFeedbackFigures } from '../../../../contract/preferences/entities.ts';
import type { VersionRunFigures } from '../../../../contract/runs/entities.ts';
import { invalidateKeys, mutateCache } from '../../../lib/query/client.ts';
import { createLoadedStore } from '../../account/loaded.ts';
import { attempt, type Outcome } from '../../attempt.ts';
import { feedbackFiguresApi, runFiguresApi, workbenchApi } from './clients.ts';

const PROTOCOL_KEY = 'workbench/protocol/';
const FIGURES_KEY = 'workbench/figures/';
const FEEDBACK_KEY = 'workbench/feedback/';
const CONNECTION_KEY = 'workbench/connection/';
const options = { domain: 'protocols' };

export const $workbenchExpertId = atom<string | null>(null);
export const $protocol = createLoadedStore<Protocol>([PROTOCOL_KEY, $workbenchExpertId], 'getExpertProtocol', (_k, id) =>
  workbenchApi.getExpertProtocol({ params: { id: String(id) } }),
);
export const $runFigures = createLoadedStore<VersionRunFigures[]>([FIGURES_KEY, $workbenchExpertId], 'listVersionRunFigures', (_k, id) =>
  runFiguresApi.listVersionRunFigures({ params: { id: String(id) } }),
);
/** Blind ratings and review decisions per version (what people said, beside what the runs did). */
export const $feedbackFigures = createLoadedStore<VersionFeedbackFigures[]>(
  [FEEDBACK_KEY, $workbenchExpertId],
  'listVersionFeedbackFigures',
  (_k, id) => feedbackFiguresApi.listVersionFeedbackFigures({ params: { id: String(id) } }),
);
export const $connection = createLoadedStore<AgentConnection>([CONNECTION_KEY, $workbenchExpertId], 'getAgentConnection', (_k, id) =>
  workbenchApi.getAgentConnection({ params: { id: String(id) } }),
);

function protocolChanged(expertId: string, protocol?: Protocol): void {
  if (protocol) mutateCache(`${PROTOCOL_KEY}${expertId}`, protocol);
  else invalidateKeys((key) => key === `${PROTOCOL_KEY}${expertId}`);
}

export function loadVersion(id: string): Promise<Outcome<ProtocolVersion>> {
  return attempt('getProtocolVersion', () => workbenchApi.getProtocolVersion({ params: { id } }), options);
}

/** A new draft, a copy of `fromVersion` (the latest when omitted). */
export async function startDraft(expertId: string, fromVersion?: number): Promise<Outcome<ProtocolVersion>> {
  const body = fromVersion ? { from_version: fromVersion } : {};
  const outcome = await attempt('createProtocolDraft', () => workbenchApi.createProtocolDraft({ params: { id: expertId }, body }), options);
  if (outcome.ok) protocolChanged(expertId);
  return outcome;
}

export function saveDraft(versionId: string, content: ProtocolContent): Promise<Outcome<ProtocolVersion>> {
  return attempt('updateProtocolVersion', () => workbenchApi.updateProtocolVersion({ params: { id: versionId }, body: content }), options);
}

export function validateDraft(versionId: string) {
  return attempt('validateProtocolVersion', () => workbenchApi.validateProtocolVersion({ params: { id: versionId }, body: {} }), options);
}

export async function publishDraft(expertId: string, versionId: string): Promise<Outcome<ProtocolVersion>> {
  const outcome = await attempt(
    'publishProtocolVersion',
    () => workbenchApi.publishProtocolVersion({ params: { id: versionId }, body: {} }),
    options,
  );
  if (outcome.ok) protocolChanged(expertId);
  return outcome;
}

/** The question as the answer to every field the ask steps ask for (a preview has one question box). */
export function previewInput(content: ProtocolContent, message: string): Record<string, string> {
  const input: Record<string, string> = {};
  for (const step of content.steps) {
    if (step.kind !== 'ask') continue;
    const properties = (step.input_schema?.properties ?? {}) as Record<string, { type?: string }>;
    for (const [field, schema] of Object.entries(properties)) if (!schema.type || schema.type === 'string') input[field] = message;
  }
  return input;
}

export function previewVersion(versionId: string, content: ProtocolContent, message: string): Promise<Outcome<RunPreview>> {
  const body = { message, input: previewInput(content, message) };
  return attempt('previewProtocolVersion', () => workbenchApi.previewProtocolVersion({ params: { id: versionId }, body }), options);
}

export async function rollbackTo(expertId: string, version: number, reason: string): Promise<Outcome<Protocol>> {
  const outcome = await attempt(
    'rollbackProtocol',
    () => workbenchApi.rollbackProtocol({ params: { id: expertId }, body: { version, reason } }),
    options,
  );
  if (outcome.ok) protocolChanged(expertId, outcome.value);
  return outcome;
}

export async function saveConnection(expertId: string, input: ConnectionInput): Promise<Outcome<AgentConnection>> {
  const outcome = await attempt(
    'updateAgentConnection',
    () => workbenchApi.updateAgentConnection({ params: { id: expertId }, body: input }),
    options,
  );
  if (outcome.ok) mutateCache(`${CONNECTION_KEY}${expertId}`, outcome.value);
  return outcome;
}

/** Back to the embedded runner: the address, model and key are removed. */
export function chooseEmbeddedRunner(expertId: string): Promise<Outcome<AgentConnection>> {
  return saveConnection(expertId, { provider: 'protocol-runner', base_url: null, model: null, api_key: null });
}

export function testConnection(expertId: string): Promise<Outcome<AgentConnectionTest>> {
  return attempt('testAgentConnection', () => workbenchApi.testAgentConnection({ params: { id: expertId }, body: {} }), options);
}
