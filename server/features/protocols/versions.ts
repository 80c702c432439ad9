/**
 * A protocol's versions: drafts change, published versions never do (every write checks the row's status inside
 * the transaction that changes it), publishing validates and makes the version the active one, rollback points the
 * protocol back at an earlier published version. Only the expert's creator reaches any of it.
 */
import { and, desc, eq, max } from 'drizzle-orm';
import type { Protocol, ProtocolContent, ProtocolVersion } from '../../../contract/protocols/entities.ts';
import { users } from '../../core/schema.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { findExpertById } from '../catalog/service.ts';
import { protocols, protocolVersions } from './schema.ts';
import { validateProtocol } from './validate.ts';

type VersionRow = typeof protocolVersions.$inferSelect;
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const isUuid = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

export function toVersion(row: VersionRow, activeId: string | null): ProtocolVersion {
  return {
    ...row.content,
    id: row.id,
    protocol_id: row.protocolId,
    number: row.number,
    status: row.status,
    active: row.id === activeId,
    published_at: iso(row.publishedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function summary(row: VersionRow, activeId: string | null, author: string | null) {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    active: row.id === activeId,
    step_count: row.content.steps.length,
    published_at: iso(row.publishedAt),
    updated_at: row.updatedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    created_by: author,
    rollback_reason: row.rollbackReason,
    rolled_back_at: iso(row.rolledBackAt),
  };
}

/** The creator's expert, or EXPERT_NOT_FOUND (someone else's expert is not told apart from a missing one). */
export async function ownExpertRef(db: Database, userId: string, expertId: string) {
  const expert = await findExpertById(db, expertId);
  if (!expert || expert.creatorId !== userId) throw new ApiError('EXPERT_NOT_FOUND');
  return expert;
}

export async function ensureProtocol(db: Database, expertId: string) {
  await db.insert(protocols).values({ expertId }).onConflictDoNothing();
  const [row] = await db.select().from(protocols).where(eq(protocols.expertId, expertId));
  return row!;
}

export async function protocolView(db: Database, expertId: string): Promise<Protocol> {
  const protocol = await ensureProtocol(db, expertId);
  const joined = await db
    .select({ version: protocolVersions, author: users.fullName })
    .from(protocolVersions)
    .leftJoin(users, eq(users.id, protocolVersions.createdBy))
    .where(eq(protocolVersions.protocolId, protocol.id))
    .orderBy(desc(protocolVersions.number));
  const summaries = joined.map(({ version, author }) => summary(version, protocol.activeVersionId, author));
  return {
    id: protocol.id,
    expert_id: expertId,
    active_version: summaries.find((row) => row.active) ?? null,
    draft_version: summaries.find((row) => row.status === 'draft') ?? null,
    versions: summaries,
    created_at: protocol.createdAt.toISOString(),
  };
}

/** A version of one of the user's experts, with its protocol; PROTOCOL_VERSION_NOT_FOUND otherwise. */
export async function ownVersion(db: Database, userId: string, versionId: string) {
  if (!isUuid(versionId)) throw new ApiError('PROTOCOL_VERSION_NOT_FOUND');
  const [row] = await db
    .select({ version: protocolVersions, protocol: protocols })
    .from(protocolVersions)
    .innerJoin(protocols, eq(protocols.id, protocolVersions.protocolId))
    .where(eq(protocolVersions.id, versionId));
  const expert = row ? await findExpertById(db, row.protocol.expertId) : null;
  if (!row || !expert || expert.creatorId !== userId) throw new ApiError('PROTOCOL_VERSION_NOT_FOUND');
  return row;
}

export async function createDraft(
  db: Database,
  expertId: string,
  input: { from_version?: number; content?: ProtocolContent },
  createdBy: string | null = null,
) {
  const protocol = await ensureProtocol(db, expertId);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(protocolVersions)
      .where(eq(protocolVersions.protocolId, protocol.id))
      .orderBy(desc(protocolVersions.number));
    if (rows.some((row) => row.status === 'draft')) throw new ApiError('PROTOCOL_DRAFT_EXISTS');
    let content = input.content;
    if (!content) {
      const source = input.from_version ? rows.find((row) => row.number === input.from_version) : rows[0];
      if (!source) throw new ApiError('PROTOCOL_VERSION_NOT_FOUND');
      content = source.content;
    }
    const [top] = await tx
      .select({ n: max(protocolVersions.number) })
      .from(protocolVersions)
      .where(eq(protocolVersions.protocolId, protocol.id));
    const [row] = await tx
      .insert(protocolVersions)
      .values({ protocolId: protocol.id, number: (top?.n ?? 0) + 1, content, createdBy })
      .returning();
    return toVersion(row!, protocol.activeVersionId);
  });
}

export async function updateDraft(db: Database, userId: string, versionId: string, content: ProtocolContent) {
  const { protocol } = await ownVersion(db, userId, versionId);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(protocolVersions).where(eq(protocolVersions.id, versionId)).for('update');
    if (current!.status !== 'draft') throw new ApiError('PROTOCOL_VERSION_IMMUTABLE');
    const [row] = await tx
      .update(protocolVersions)
      .set({ content, updatedAt: new Date() })
      .where(and(eq(protocolVersions.id, versionId), eq(protocolVersions.status, 'draft')))
      .returning();
    return toVersion(row!, protocol.activeVersionId);
  });
}

export function issuesAsApiError(issues: ReturnType<typeof validateProtocol>): ApiError {
  return new ApiError('PROTOCOL_INVALID', {
    issues: issues.map((issue) => ({ loc: issue.loc, msg: issue.message, type: 'protocol_invalid' })),
  });
}

/** Publishes a draft in one transaction: validate, freeze, make active (earlier published versions stay, for rollback). */
export async function publishVersion(db: Database, versionId: string): Promise<ProtocolVersion> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(protocolVersions).where(eq(protocolVersions.id, versionId)).for('update');
    if (!current) throw new ApiError('PROTOCOL_VERSION_NOT_FOUND');
    if (current.status !== 'draft') throw new ApiError('PROTOCOL_VERSION_IMMUTABLE');
    const issues = validateProtocol(current.content);
    if (issues.length > 0) throw issuesAsApiError(issues);
    const now = new Date();
    const [row] = await tx
      .update(protocolVersions)
      .set({ status: 'published', publishedAt: now, updatedAt: now })
      .where(eq(protocolVersions.id, versionId))
      .returning();
    await tx.update(protocols).set({ activeVersionId: versionId }).where(eq(protocols.id, current.protocolId));
    return toVersion(row!, versionId);
  });
}

/** Points the expert back at a published version and keeps the reason on that version (shown in the version list). */
export async function rollback(db: Database, expertId: string, number: number, reason: string): Promise<Protocol> {
  const [protocol] = await db.select().from(protocols).where(eq(protocols.expertId, expertId));
  if (!protocol) throw new ApiError('PROTOCOL_NOT_FOUND');
  const [target] = await db
    .select()
    .from(protocolVersions)
    .where(
      and(eq(protocolVersions.protocolId, protocol.id), eq(protocolVersions.number, number), eq(protocolVersions.status, 'published')),
    );
  if (!target) throw new ApiError('PROTOCOL_VERSION_NOT_FOUND');
  await db.transaction(async (tx) => {
    await tx.update(protocols).set({ activeVersionId: target.id }).where(eq(protocols.id, protocol.id));
    await tx.update(protocolVersions).set({ rollbackReason: reason, rolledBackAt: new Date() }).where(eq(protocolVersions.id, target.id));
  });
  return protocolView(db, expertId);
}

/** The version an expert runs now, or null. */
export async function activeVersionOf(db: Database, expertId: string): Promise<VersionRow | null> {
  const [row] = await db
    .select({ version: protocolVersions })
    .from(protocols)
    .innerJoin(protocolVersions, eq(protocolVersions.id, protocols.activeVersionId))
    .where(eq(protocols.expertId, expertId));
  return row?.version ?? null;
}

export async function versionById(db: Database, id: string): Promise<VersionRow | null> {
  const [row] = await db.select().from(protocolVersions).where(eq(protocolVersions.id, id));
  return row ?? null;
}

/** Published versions' content, by id: frozen at publish, so any process may keep it (runs read it at every advance). */
const frozenContent = new Map<string, ProtocolContent>();
const FROZEN_KEPT = 500;

/** A version's content as a run follows it: a published one from memory after its first read, a draft always read. */
export async function runContentOf(db: Database, id: string): Promise<ProtocolContent | null> {
  const kept = frozenContent.get(id);
  if (kept) return kept;
  const version = await versionById(db, id);
  if (!version) return null;
  if (version.status !== 'draft') {
    if (frozenContent.size >= FROZEN_KEPT) frozenContent.delete(frozenContent.keys().next().value!);
    frozenContent.set(id, version.content);
  }
  return version.content;
}
