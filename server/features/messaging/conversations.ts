/** Conversations: start, open direct, list, change, members, read receipts and typing. */
import { and, desc, eq, gt, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ConversationMember, MyConversation } from '../../../contract/messaging/entities.ts';
import type {
  bulkConversationsSchema,
  conversationListQuerySchema,
  createConversationSchema,
  updateConversationSchema,
  updateMembershipSchema,
} from '../../../contract/messaging/requests.ts';
import { users } from '../../core/schema.ts';
import { findExpertById } from '../catalog/service.ts';
import type { Database } from '../../db/client.ts';
import { ApiError, validationError } from '../../lib/api-error.ts';
import { loadMembers, loadMyConversations, type MyMembership, toMember } from './loaders.ts';
import { memberUserIds, requireMembership } from './membership.ts';
import { countWrites, type WriteLimitDeps } from '../../middleware/write-limit.ts';
import { invite, whoMayBeAdded } from './invitations.ts';
import { countsFor, type PendingMail } from './notifications.ts';
import { can } from './policy.ts';
import { type Emit, inTransaction, type PublishDeps } from './publish.ts';
import { conversationMembers, conversations, messages, notifications } from './schema.ts';

const memberColumns = {
  id: conversationMembers.id,
  role: conversationMembers.role,
  lastReadSeq: conversationMembers.lastReadSeq,
  archivedAt: conversationMembers.archivedAt,
  notifyLevel: conversationMembers.notifyLevel,
};

export async function getMyConversation(db: Database, userId: string, conversationId: string): Promise<MyConversation> {
  const found = await requireMembership(db, conversationId, userId);
  const [view] = await loadMyConversations(db, userId, [found]);
  return view!;
}

async function requireUsers(db: Database, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, unique));
  if (found.length !== unique.length) throw new ApiError('PERSON_NOT_FOUND');
}

/** What a service of this file needs to count writes itself (middleware/write-limit.ts): new conversations, invitations. */
type LimitedDeps = PublishDeps & WriteLimitDeps;

export async function createConversation(
  deps: LimitedDeps,
  caller: { id: string },
  input: z.output<typeof createConversationSchema>,
  tenantId: string | null,
): Promise<{ conversation: MyConversation; mails: PendingMail[] }> {
  const staff = [...new Set(input.staff_ids)].filter((id) => id !== caller.id);
  const members = [...new Set(input.member_ids)].filter((id) => id !== caller.id && !staff.includes(id));
  await requireUsers(deps.db, [...staff, ...members]);
  // People added directly or invited, as each of them chose (invitations.ts); counted before anything is written.
  const consent = await whoMayBeAdded(deps.db, caller.id, [...staff, ...members]);
  if (staff.length + members.length > 0) await countWrites(deps, 'conversationsPerAccount', caller.id);
  await countWrites(deps, 'invitationsPerAccount', caller.id, consent.ask.length);
  const direct = new Set(consent.direct);
  const { id, mails } = await inTransaction(deps, async (tx, emit) => {
    const [conversation] = await tx
      .insert(conversations)
      .values({
        kind: input.kind,
        title: input.title,
        topic: input.topic ?? null,
        expertId: input.expert_id ?? null,
        tenantId,
        createdBy: caller.id,
      })
      .returning();
    const rows = [
      { userId: caller.id, role: 'owner' as const },
      ...staff.filter((userId) => direct.has(userId)).map((userId) => ({ userId, role: 'staff' as const })),
      ...members.filter((userId) => direct.has(userId)).map((userId) => ({ userId, role: 'member' as const })),
    ];
    await tx.insert(conversationMembers).values(rows.map((row) => ({ ...row, conversationId: conversation!.id, invitedBy: caller.id })));
    const invited = [
      ...(await invite(tx, emit, {
        conversationId: conversation!.id,
        invitedBy: caller.id,
        userIds: staff.filter((userId) => !direct.has(userId)),
        role: 'staff',
      })),
      ...(await invite(tx, emit, {
        conversationId: conversation!.id,
        invitedBy: caller.id,
        userIds: members.filter((userId) => !direct.has(userId)),
        role: 'member',
      })),
    ];
    const [view] = await loadMyConversations(tx, caller.id, [
      { conversation: conversation!, membership: await membershipOf(tx, conversation!.id, caller.id) },
    ]);
    emit({
      type: 'conversation.created',
      userIds: rows.map((row) => row.userId),
      conversationId: conversation!.id,
      data: { conversation: stripMine(view!) },
    });
    return { id: conversation!.id, mails: invited };
  });
  return { conversation: await getMyConversation(deps.db, caller.id, id), mails };
}

/** The same conversation whoever opens it: both participants' keys, sorted. */
function directKeyOf(a: string, b: string): string {
  return [a, b].sort().join('|');
}

export async function openDirectConversation(
  deps: PublishDeps,
  caller: { id: string },
  requested: { userId?: string; expertId?: string; expertName?: string },
  tenantId: string | null,
  /** Called before a new conversation is created (not when the pair's exists): the API counts them (write limits). */
  beforeNew?: () => Promise<void>,
): Promise<MyConversation> {
  let target = requested;
  if (target.userId === caller.id) throw validationError(['body', 'user_id'], 'You cannot start a conversation with yourself');
  if (target.userId) await requireUsers(deps.db, [target.userId]);
  if (target.expertId) {
    // The expert's name comes from the catalog, never from the caller.
    const expert = await findExpertById(deps.db, target.expertId);
    if (!expert) throw new ApiError('EXPERT_NOT_FOUND');
    target = { expertId: expert.id, expertName: expert.name };
  }
  const key = directKeyOf(`user:${caller.id}`, target.userId ? `user:${target.userId}` : `expert:${target.expertId}`);
  const [existing] = await deps.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.directKey, key));
  if (existing) {
    // Someone who archived it sees it again; someone who left is back.
    await deps.db
      .update(conversationMembers)
      .set({ archivedAt: null, leftAt: null })
      .where(and(eq(conversationMembers.conversationId, existing.id), eq(conversationMembers.userId, caller.id)));
    return getMyConversation(deps.db, caller.id, existing.id);
  }
  await beforeNew?.();
  const id = await inTransaction(deps, async (tx, emit) => {
    const [conversation] = await tx
      .insert(conversations)
      .values({ kind: 'direct', directKey: key, expertId: target.expertId ?? null, tenantId, createdBy: caller.id })
      .onConflictDoNothing({ target: conversations.directKey })
      .returning();
    // A concurrent open of the same pair created it first: use that one.
    if (!conversation)
      return (await tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.directKey, key)))[0]!.id;
    await tx.insert(conversationMembers).values([
      { conversationId: conversation.id, userId: caller.id, role: 'member' },
      target.userId
        ? { conversationId: conversation.id, userId: target.userId, role: 'member' as const }
        : {
            conversationId: conversation.id,
            memberKind: 'agent' as const,
            expertId: target.expertId!,
            agentName: target.expertName ?? null,
            role: 'member' as const,
          },
    ]);
    const userIds = target.userId ? [caller.id, target.userId] : [caller.id];
    const [view] = await loadMyConversations(tx, caller.id, [
      { conversation, membership: await membershipOf(tx, conversation.id, caller.id) },
    ]);
    emit({ type: 'conversation.created', userIds, conversationId: conversation.id, data: { conversation: stripMine(view!) } });
    return conversation.id;
  });
  return getMyConversation(deps.db, caller.id, id);
}

async function membershipOf(db: Database, conversationId: string, userId: string): Promise<MyMembership> {
  const [row] = await db
    .select(memberColumns)
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
  return row!;
}

/** A conversation as everyone sees it (events go to every member: no one's own counts in them). */
function stripMine(view: MyConversation) {
  const { unread_count: _u, my_role: _r, can_post: _p, archived: _a, notify_level: _n, invited: _i, ...shared } = view;
  return shared;
}

export async function listMyConversations(db: Database, userId: string, query: z.output<typeof conversationListQuerySchema>) {
  const filters: Array<SQL | undefined> = [
    eq(conversationMembers.userId, userId),
    isNull(conversationMembers.leftAt),
    query.archived ? isNotNull(conversationMembers.archivedAt) : isNull(conversationMembers.archivedAt),
    query.kind ? eq(conversations.kind, query.kind) : undefined,
    query.status ? eq(conversations.status, query.status) : undefined,
    query.priority ? eq(conversations.priority, query.priority) : undefined,
    query.search ? ilike(conversations.title, `%${escapeLike(query.search)}%`) : undefined,
    query.unread
      ? sql`exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.seq} > ${conversationMembers.lastReadSeq} and ${messages.authorUserId} is distinct from ${userId}::uuid and ${messages.deletedAt} is null)`
      : undefined,
  ];
  if (query.assignee === 'me') filters.push(eq(conversations.assigneeId, userId));
  else if (query.assignee === 'unassigned') filters.push(isNull(conversations.assigneeId));
  else if (query.assignee) filters.push(eq(conversations.assigneeId, query.assignee));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ conversation: conversations, membership: memberColumns })
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
      .where(where)
      .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`), desc(conversations.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
      .where(where),
  ]);
  return { data: await loadMyConversations(db, userId, rows), total: Number(total?.count ?? 0) };
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export async function updateConversation(
  deps: PublishDeps,
  userId: string,
  conversationId: string,
  changes: z.output<typeof updateConversationSchema>,
): Promise<MyConversation> {
  await inTransaction(deps, async (tx, emit) => {
    const { conversation, membership } = await requireMembership(tx, conversationId, userId, true);
    const statusChange =
      changes.status !== undefined ||
      changes.snoozed_until !== undefined ||
      changes.priority !== undefined ||
      changes.assignee_id !== undefined;
    if (statusChange && !can(membership, 'change-status', conversation)) throw new ApiError('CONVERSATION_STAFF_ONLY');
    if ((changes.title !== undefined || changes.topic !== undefined) && !can(membership, 'manage', conversation))
      throw new ApiError('CONVERSATION_STAFF_ONLY');
    if (changes.assignee_id) {
      const [assignee] = await tx
        .select({ role: conversationMembers.role })
        .from(conversationMembers)
        .where(
          and(
            eq(conversationMembers.conversationId, conversationId),
            eq(conversationMembers.userId, changes.assignee_id),
            isNull(conversationMembers.leftAt),
          ),
        );
      if (!assignee || !can(assignee, 'be-assigned', conversation)) throw new ApiError('ASSIGNEE_NOT_STAFF');
    }
    const status = changes.status ?? conversation.status;
    const snoozedUntil =
      status === 'snoozed' ? (changes.snoozed_until ? new Date(changes.snoozed_until) : conversation.snoozedUntil) : null;
    await tx
      .update(conversations)
      .set({
        ...(changes.title !== undefined ? { title: changes.title } : {}),
        ...(changes.topic !== undefined ? { topic: changes.topic } : {}),
        ...(changes.priority !== undefined ? { priority: changes.priority } : {}),
        ...(changes.assignee_id !== undefined ? { assigneeId: changes.assignee_id } : {}),
        status,
        snoozedUntil,
        updatedAt: new Date(),
      })
      .where(eq(conversations.id, conversationId));
    emit({
      type: 'conversation.updated',
      userIds: await memberUserIds(tx, conversationId),
      conversationId,
      data: {
        conversation_id: conversationId,
        changes: { ...changes, status, snoozed_until: snoozedUntil ? snoozedUntil.toISOString() : null },
        actor_user_id: userId,
      },
    });
  });
  return getMyConversation(deps.db, userId, conversationId);
}

export async function updateMyMembership(
  db: Database,
  userId: string,
  conversationId: string,
  input: z.output<typeof updateMembershipSchema>,
) {
  const { membership } = await requireMembership(db, conversationId, userId);
  await db
    .update(conversationMembers)
    .set({
      ...(input.archived !== undefined ? { archivedAt: input.archived ? new Date() : null } : {}),
      ...(input.notify_level ? { notifyLevel: input.notify_level } : {}),
    })
    .where(eq(conversationMembers.id, membership.id));
  return getMyConversation(db, userId, conversationId);
}

export async function bulkUpdate(deps: PublishDeps, userId: string, input: z.output<typeof bulkConversationsSchema>): Promise<number> {
  let updated = 0;
  for (const id of new Set(input.ids)) {
    try {
      if (input.action === 'read') await markRead(deps, userId, id, undefined);
      else if (input.action === 'archive' || input.action === 'unarchive')
        await updateMyMembership(deps.db, userId, id, { archived: input.action === 'archive' });
      else await updateConversation(deps, userId, id, { status: input.action === 'resolve' ? 'resolved' : 'open' });
      updated += 1;
    } catch (error) {
      // Not theirs, or not theirs to change: skipped, as documented.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return updated;
}

/**
 * Adds people to a group or broadcast: those who let the caller add them become members at once (everyone hears of
 * it), the others are invited (invitations.ts). Answers the members added and the mails the invitations send.
 */
export async function addMembers(
  deps: LimitedDeps,
  userId: string,
  conversationId: string,
  userIds: string[],
  role: 'staff' | 'member',
): Promise<{ members: ConversationMember[]; mails: PendingMail[] }> {
  await requireUsers(deps.db, userIds);
  const consent = await whoMayBeAdded(deps.db, userId, userIds);
  // Only someone who may add people spends invitations (checked again under the lock below).
  const found = await requireMembership(deps.db, conversationId, userId);
  if (!can(found.membership, 'add-members', found.conversation)) throw new ApiError('CONVERSATION_STAFF_ONLY');
  await countWrites(deps, 'invitationsPerAccount', userId, consent.ask.length);
  return inTransaction(deps, async (tx, emit) => {
    const { conversation, membership } = await requireMembership(tx, conversationId, userId, true);
    if (!can(membership, 'add-members', conversation)) throw new ApiError('CONVERSATION_STAFF_ONLY');
    const added = [];
    for (const memberId of consent.direct) {
      const [row] = await tx
        .insert(conversationMembers)
        .values({ conversationId, userId: memberId, role, invitedBy: userId })
        .onConflictDoUpdate({
          target: [conversationMembers.conversationId, conversationMembers.userId],
          targetWhere: sql`${conversationMembers.userId} is not null`,
          set: { leftAt: null, role },
        })
        .returning();
      added.push(row!);
    }
    const mails = await invite(tx, emit, { conversationId, invitedBy: userId, userIds: consent.ask, role });
    const members = await announceMembers(tx, emit, conversationId, added);
    return { members, mails };
  });
}

/** Tells the members (the new ones included) who joined, with their names; answers them as the API shows members. */
export async function announceMembers(
  tx: Database,
  emit: Emit,
  conversationId: string,
  added: ReadonlyArray<typeof conversationMembers.$inferSelect>,
): Promise<ConversationMember[]> {
  if (added.length === 0) return [];
  const ids = added.map((row) => row.userId!);
  const names = new Map(
    (await tx.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, ids))).map((r) => [r.id, r.name]),
  );
  const members = added.map((row) => toMember(row, names.get(row.userId!) ?? null));
  const audience = await memberUserIds(tx, conversationId);
  for (const member of members)
    emit({ type: 'conversation.member_added', userIds: audience, conversationId, data: { conversation_id: conversationId, member } });
  return members;
}

export async function removeMember(deps: PublishDeps, userId: string, conversationId: string, memberId: string): Promise<void> {
  await inTransaction(deps, async (tx, emit) => {
    const { conversation, membership } = await requireMembership(tx, conversationId, userId, true);
    const [target] = await tx
      .select()
      .from(conversationMembers)
      .where(
        and(
          eq(conversationMembers.conversationId, conversationId),
          eq(conversationMembers.id, memberId),
          isNull(conversationMembers.leftAt),
        ),
      );
    if (!target) throw new ApiError('MEMBER_NOT_FOUND');
    const leaving = target.id === membership.id;
    if (!leaving && !can(membership, 'remove-members', conversation)) throw new ApiError('CONVERSATION_STAFF_ONLY');
    const audience = await memberUserIds(tx, conversationId);
    await tx.update(conversationMembers).set({ leftAt: new Date() }).where(eq(conversationMembers.id, target.id));
    if (conversation.assigneeId && conversation.assigneeId === target.userId) {
      await tx.update(conversations).set({ assigneeId: null }).where(eq(conversations.id, conversationId));
    }
    emit({
      type: 'conversation.member_removed',
      userIds: audience,
      conversationId,
      data: { conversation_id: conversationId, member_id: target.id, user_id: target.userId },
    });
  });
}

/**
 * Reading a conversation reads what it notified the person of: the notifications of its messages up to the watermark
 * (direct, mention, broadcast) are marked read, so the bell's count falls as the person reads (issue 24: the bell
 * stayed at 3 after everything was read). Other kinds (an invitation, a finished run) wait to be opened themselves.
 */
async function readMessageNotifications(tx: Database, emit: Emit, userId: string, conversationId: string, upToSeq: number, readAt: Date) {
  const read = await tx
    .update(notifications)
    .set({ readAt, seenAt: sql`coalesce(${notifications.seenAt}, ${readAt})` })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.conversationId, conversationId),
        isNull(notifications.readAt),
        sql`${notifications.kind} like 'message.%'`,
        sql`exists (select 1 from messages m where m.id = "notifications"."message_id" and m.seq <= ${upToSeq})`,
      ),
    )
    .returning({ id: notifications.id });
  if (read.length === 0) return;
  const counts = (await countsFor(tx, [userId])).get(userId)!;
  emit({ type: 'notification.updated', userIds: [userId], data: { ids: read.map((row) => row.id), counts } });
}

/** Moves the caller's read watermark forward (never back) and tells the members: the read receipt. */
export async function markRead(deps: PublishDeps, userId: string, conversationId: string, seq: number | undefined) {
  return inTransaction(deps, async (tx, emit) => {
    const { conversation, membership } = await requireMembership(tx, conversationId, userId);
    const target = Math.min(seq ?? conversation.lastSeq, conversation.lastSeq);
    const readAt = new Date();
    const [moved] = await tx
      .update(conversationMembers)
      .set({ lastReadSeq: target, lastReadAt: readAt })
      .where(and(eq(conversationMembers.id, membership.id), sql`${conversationMembers.lastReadSeq} < ${target}`))
      .returning({ lastReadSeq: conversationMembers.lastReadSeq });
    const lastReadSeq = moved?.lastReadSeq ?? membership.lastReadSeq;
    if (moved) {
      emit({
        type: 'receipt',
        userIds: await memberUserIds(tx, conversationId),
        conversationId,
        data: { conversation_id: conversationId, user_id: userId, last_read_seq: lastReadSeq, read_at: readAt.toISOString() },
      });
      await readMessageNotifications(tx, emit, userId, conversationId, lastReadSeq, readAt);
    }
    const [unread] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, conversationId),
          gt(messages.seq, lastReadSeq),
          sql`${messages.authorUserId} is distinct from ${userId}::uuid`,
          isNull(messages.deletedAt),
        ),
      );
    return { last_read_seq: lastReadSeq, unread_count: Number(unread?.count ?? 0) };
  });
}

export { loadMembers };
