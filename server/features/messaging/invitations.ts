/**
 * Adding a person to a group or broadcast respects their choice (issue 28): their `add_policy` says who may add them
 * without asking (anyone; their contacts, i.e. people they share a conversation with, the default; nobody). Anyone
 * else's addition becomes an invitation they accept or decline in their inbox, with one notification; until then they
 * are no member (they read nothing of it, nothing of it reaches them). A declined invitation is kept, so the same
 * conversation does not ask again. A direct conversation is a message, not an addition: anyone may start one (and a
 * limit counts them). The anchor is WhatsApp's "who can add me to groups" (everyone / my contacts / nobody, with an
 * invitation otherwise).
 */
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AddPolicy, MemberRole } from '../../../contract/messaging/constants.ts';
import type { Invitation, Invitee, MessagingSettings } from '../../../contract/messaging/entities.ts';
import { users } from '../../core/schema.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { createNotifications, type PendingMail } from './notifications.ts';
import { type Emit, inTransaction, type PublishDeps } from './publish.ts';
import { conversationInvitations, conversationMembers, conversations, messagingSettings } from './schema.ts';

const DEFAULT_POLICY: AddPolicy = 'contacts';

export async function settingsOf(db: Database, userId: string): Promise<MessagingSettings> {
  const [row] = await db
    .select({ addPolicy: messagingSettings.addPolicy })
    .from(messagingSettings)
    .where(eq(messagingSettings.userId, userId));
  return { add_policy: row?.addPolicy ?? DEFAULT_POLICY };
}

export async function updateSettings(db: Database, userId: string, settings: MessagingSettings): Promise<MessagingSettings> {
  const values = { userId, addPolicy: settings.add_policy, updatedAt: new Date() };
  await db.insert(messagingSettings).values(values).onConflictDoUpdate({ target: messagingSettings.userId, set: values });
  return settingsOf(db, userId);
}

/** Of `userIds`, who `callerId` may add directly and who must be asked. */
export async function whoMayBeAdded(db: Database, callerId: string, userIds: readonly string[]) {
  const people = [...new Set(userIds)].filter((id) => id !== callerId);
  if (people.length === 0) return { direct: [] as string[], ask: [] as string[] };
  const policies = new Map(
    (
      await db
        .select({ userId: messagingSettings.userId, addPolicy: messagingSettings.addPolicy })
        .from(messagingSettings)
        .where(inArray(messagingSettings.userId, people))
    ).map((row) => [row.userId, row.addPolicy]),
  );
  const policyOf = (id: string) => policies.get(id) ?? DEFAULT_POLICY;
  const needContacts = people.filter((id) => policyOf(id) === 'contacts');
  const mine = db
    .select({ id: conversationMembers.conversationId })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.userId, callerId), isNull(conversationMembers.leftAt)));
  const contacts = new Set(
    needContacts.length === 0
      ? []
      : (
          await db
            .selectDistinct({ userId: conversationMembers.userId })
            .from(conversationMembers)
            .where(
              and(
                inArray(conversationMembers.userId, needContacts),
                isNull(conversationMembers.leftAt),
                sql`${conversationMembers.conversationId} in (${mine})`,
              ),
            )
        ).map((row) => row.userId),
  );
  const direct = people.filter((id) => policyOf(id) === 'anyone' || (policyOf(id) === 'contacts' && contacts.has(id)));
  return { direct, ask: people.filter((id) => !direct.includes(id)) };
}

/**
 * Invites `userIds` to a conversation (inside its transaction): one invitation and one notification each, except for
 * someone already a member, already invited, or who declined this conversation before. Returns the mails to send.
 */
export async function invite(
  tx: Database,
  emit: Emit,
  input: { conversationId: string; invitedBy: string; userIds: readonly string[]; role: Exclude<MemberRole, 'owner'> },
): Promise<PendingMail[]> {
  if (input.userIds.length === 0) return [];
  const members = new Set(
    (
      await tx
        .select({ userId: conversationMembers.userId })
        .from(conversationMembers)
        .where(
          and(
            eq(conversationMembers.conversationId, input.conversationId),
            inArray(conversationMembers.userId, [...input.userIds]),
            isNull(conversationMembers.leftAt),
          ),
        )
    ).map((row) => row.userId),
  );
  const candidates = input.userIds.filter((id) => !members.has(id));
  if (candidates.length === 0) return [];
  const created = await tx
    .insert(conversationInvitations)
    .values(candidates.map((userId) => ({ conversationId: input.conversationId, userId, invitedBy: input.invitedBy, role: input.role })))
    .onConflictDoNothing()
    .returning({ userId: conversationInvitations.userId });
  return createNotifications(
    tx,
    emit,
    created.map(({ userId }) => ({
      userId,
      kind: 'conversation.invited' as const,
      actorUserId: input.invitedBy,
      link: '/inbox#invitations',
      data: {},
    })),
  );
}

/** The people invited to each conversation who have not answered yet. */
export async function pendingInvitees(db: Database, conversationIds: readonly string[]): Promise<Map<string, Invitee[]>> {
  const byConversation = new Map<string, Invitee[]>();
  if (conversationIds.length === 0) return byConversation;
  const rows = await db
    .select({ invitation: conversationInvitations, name: users.fullName })
    .from(conversationInvitations)
    .innerJoin(users, eq(users.id, conversationInvitations.userId))
    .where(and(inArray(conversationInvitations.conversationId, [...conversationIds]), isNull(conversationInvitations.declinedAt)))
    .orderBy(asc(conversationInvitations.createdAt));
  for (const { invitation, name } of rows) {
    const list = byConversation.get(invitation.conversationId) ?? [];
    list.push({ user_id: invitation.userId, name, role: invitation.role, invited_at: invitation.createdAt.toISOString() });
    byConversation.set(invitation.conversationId, list);
  }
  return byConversation;
}

const inviter = sql<string | null>`(select ${users.fullName} from ${users} where ${users.id} = ${conversationInvitations.invitedBy})`;

export async function listInvitations(db: Database, userId: string, page: { page: number; limit: number }) {
  const where = and(eq(conversationInvitations.userId, userId), isNull(conversationInvitations.declinedAt));
  const [rows, [total]] = await Promise.all([
    db
      .select({ invitation: conversationInvitations, conversation: conversations, inviterName: inviter })
      .from(conversationInvitations)
      .innerJoin(conversations, eq(conversations.id, conversationInvitations.conversationId))
      .where(where)
      .orderBy(sql`${conversationInvitations.createdAt} desc`)
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(conversationInvitations).where(where),
  ]);
  const data: Invitation[] = rows.map(({ invitation, conversation, inviterName }) => ({
    id: invitation.id,
    conversation: { id: conversation.id, kind: conversation.kind, title: conversation.title, topic: conversation.topic },
    invited_by: invitation.invitedBy ? { user_id: invitation.invitedBy, name: inviterName ?? '' } : null,
    role: invitation.role,
    created_at: invitation.createdAt.toISOString(),
  }));
  return { data, total: total?.n ?? 0 };
}

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** The caller's own pending invitation, locked; INVITATION_NOT_FOUND for anyone else's, or one already answered. */
async function ownPending(tx: Database, userId: string, id: string) {
  if (!isUuid(id)) throw new ApiError('INVITATION_NOT_FOUND');
  const [row] = await tx
    .select()
    .from(conversationInvitations)
    .where(and(eq(conversationInvitations.id, id), eq(conversationInvitations.userId, userId), isNull(conversationInvitations.declinedAt)))
    .for('update');
  if (!row) throw new ApiError('INVITATION_NOT_FOUND');
  return row;
}

/** Joins the conversation with the role invited to; the members hear of it. Returns the conversation's id. */
export async function acceptInvitation(
  deps: PublishDeps,
  userId: string,
  id: string,
  announce: (tx: Database, emit: Emit, conversationId: string, member: typeof conversationMembers.$inferSelect) => Promise<void>,
): Promise<string> {
  return inTransaction(deps, async (tx, emit) => {
    const invitation = await ownPending(tx, userId, id);
    const [member] = await tx
      .insert(conversationMembers)
      .values({ conversationId: invitation.conversationId, userId, role: invitation.role, invitedBy: invitation.invitedBy })
      .onConflictDoUpdate({
        target: [conversationMembers.conversationId, conversationMembers.userId],
        targetWhere: sql`${conversationMembers.userId} is not null`,
        set: { leftAt: null, role: invitation.role, joinedAt: new Date() },
      })
      .returning();
    await tx.delete(conversationInvitations).where(eq(conversationInvitations.id, invitation.id));
    await announce(tx, emit, invitation.conversationId, member!);
    return invitation.conversationId;
  });
}

export async function declineInvitation(db: Database, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const invitation = await ownPending(tx as unknown as Database, userId, id);
    await tx.update(conversationInvitations).set({ declinedAt: new Date() }).where(eq(conversationInvitations.id, invitation.id));
  });
}
