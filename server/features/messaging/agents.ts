/**
 * The seam to the agent runtime (protocols and runs, docs/domain.md). A conversation member can be an agent (an
 * expert's), messages carry `author_kind`, and an agent's answer can stream: created in state `streaming`, grown
 * by `message.delta` events, then `message.completed` or `message.failed`.
 *
 * Mentioning an agent (`@handle`) makes it a member and calls the registered mention handler, which the runs
 * feature registers at start-up (`registerAgentMentionHandler`). Until one exists the mention is recorded, the
 * agent joins, and a system message in the thread says it has been invited. Handles resolve through a registered
 * directory, or else the catalog's experts listed on the conversation's site (by slug); an agent already in the
 * conversation answers to its slug or its name's handle, as long as its expert is still listed on that site.
 */
import type { TenantId } from '../../../contract/tenants.ts';

export interface AgentRef {
  expertId: string;
  name: string;
  handle: string;
}

export interface AgentMention {
  conversationId: string;
  /** The message that mentioned the agent, and the thread its answer belongs in. */
  messageId: string;
  threadRootId: string;
  agent: AgentRef;
  mentionedBy: string;
  /** The conversation's site: the run is priced, listed and checked against this tenant, never another. */
  tenant: TenantId;
}

export type AgentMentionHandler = (mention: AgentMention) => Promise<void>;
export type AgentDirectory = (handles: readonly string[]) => Promise<AgentRef[]>;

let mentionHandler: AgentMentionHandler | undefined;
let directory: AgentDirectory | undefined;

export function registerAgentMentionHandler(handler: AgentMentionHandler | undefined): void {
  mentionHandler = handler;
}

export function registerAgentDirectory(lookup: AgentDirectory | undefined): void {
  directory = lookup;
}

export function agentMentionHandler(): AgentMentionHandler | undefined {
  return mentionHandler;
}

export async function lookUpAgents(handles: readonly string[]): Promise<AgentRef[]> {
  return directory && handles.length > 0 ? directory(handles) : [];
}

/** An agent's handle from its display name: "Nutrition Coach" -> "nutrition-coach". */
export function handleOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
