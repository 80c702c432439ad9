/**
 * Notifications: created with the change that caused them (same transaction, `notification.created` with the
 * recipient's fresh counts), filtered by each person's per-kind preferences, counted per inbox filter, marked read /
 * seen / archived in bulk, and mailed in the recipient's language when they asked for e-mail.
 */
import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  NOTIFICATION_KINDS,
  type NotificationFilter,
  type NotificationKind,
  type NotificationSeverity,
} from '../../../contract/messaging/constants.ts';
import type { Notification, NotificationCounts, NotificationPreference } from '../../../contract/messaging/entities.ts';
import type { markNotificationsSchema } from '../../../contract/messaging/requests.ts';
import { renderMail } from '../../adapters/mail/index.ts';
import type { MailAdapter } from '../../adapters/mail/types.ts';
import { users } from '../../core/schema.ts';
import type { Database } from '../../db/client.ts';
import type { Emit, PublishDeps } from './publish.ts';
import { inTransaction } from './publish.ts';
import { notificationCounters, notificationPreferences, notifications } from './schema.ts';

/**
 * Without a stored choice: everything in the app; e-mail only for what is addressed to you personally and needs you
 * (a mention, an assignment). Notices of runs, reviews and ratings are mailed too once a person turns e-mail on.
 */
export const DEFAULT_PREFERENCES: Record<NotificationKind, { in_app: boolean; email: boolean }> = {
  'message.direct': { in_app: true, email: false },
  'message.mention': { in_app: true, email: true },
  'message.broadcast': { in_app: true, email: false },
  'conversation.added': { in_app: true, email: false },
  'conversation.invited': { in_app: true, email: false },
  'conversation.assigned': { in_app: true, email: true },
  'agent.invited': { in_app: true, email: false },
  'run.finished': { in_app: true, email: false },
  'run.waiting_review': { in_app: true, email: false },
  'review_item.created': { in_app: true, email: false },
  'review_item.decided': { in_app: true, email: false },
  'protocol_version.worse': { in_app: true, email: false },
  system: { in_app: true, email: false },
};

export interface NotificationInput {
  userId: string;
  kind: NotificationKind;
  severity?: NotificationSeverity;
  actorUserId?: string | null;
  conversationId?: string | null;
  messageId?: string | null;
  link?: string | null;
  data?: Record<string, unknown>;
}

/** Mail to send once the transaction committed. */
export interface PendingMail {
  userId: string;
  kind: NotificationKind;
  link: string | null;
}

export async function preferencesOf(db: Database, userIds: readonly string[], kind: NotificationKind) {
  const stored = userIds.length
    ? await db
        .select()
        .from(notificationPreferences)
        .where(and(inArray(notificationPreferences.userId, [...userIds]), eq(notificationPreferences.kind, kind)))
    : [];
  const byUser = new Map(stored.map((row) => [row.userId, { in_app: row.inApp, email: row.email }]));
  return (userId: string) => byUser.get(userId) ?? DEFAULT_PREFERENCES[kind];
}

/** The columns of the relation `notify_input` that `notificationsSql` reads: one row per notification to offer. */
export const NOTIFY_INPUT_COLUMNS = sql`ord int, user_id uuid, kind text, severity text, actor_user_id uuid, conversation_id uuid,
  message_id uuid, link text, data jsonb`;

/**
 * The CTEs that create the notifications people want, after a relation `notify_input` (NOTIFY_INPUT_COLUMNS), so
 * that a statement which decides who is notified (a send) creates them too. Each person's preference for the kind
 * (or the default), the rows they want, their counts and the actors' names. The counts come from the VOLATILE
 * `notification_counts` (migrations 0009 and 0011): it reads each recipient's counters row, which the inserts just
 * updated (a BEFORE trigger), with a fresh snapshot that also holds what another send committed while this statement
 * waited for a lock (the CTEs' own snapshot has neither). Defines `notified`: per
 * input row its `ord`, `user_id`, `kind`, `link`, `in_app`, `email`, and `event`, the data of its
 * `notification.created` (null when not wanted in the app). It used to be four statements per kind.
 * `at`: the notifications' time as ISO 8601 text (or a placeholder of a kept statement, send-statement.ts). */
export function notificationsSql(at: unknown): SQL {
  return sql`chosen as (
      select gen_random_uuid() as id, input.*,
        coalesce(p.in_app, (${JSON.stringify(DEFAULT_PREFERENCES)}::jsonb -> input.kind ->> 'in_app')::boolean) as in_app,
        coalesce(p.email, (${JSON.stringify(DEFAULT_PREFERENCES)}::jsonb -> input.kind ->> 'email')::boolean) as email
      from notify_input input left join notification_preferences p on p.user_id = input.user_id and p.kind = input.kind
    ), created as (
      insert into notifications (id, user_id, kind, severity, actor_user_id, conversation_id, message_id, link, data, created_at)
      select id, user_id, kind, severity, actor_user_id, conversation_id, message_id, link, data, ${at}::timestamptz
      -- In user_id order: each insert updates its recipient's counters row (migration 0011), locked in one order.
      from chosen where in_app order by user_id
      returning user_id
    ), counts as (
      -- After every row of created was inserted (the argument aggregates them), with a fresh snapshot.
      select * from notification_counts((select array_agg(distinct user_id) from created))
    ), notified as (
      select chosen.ord, chosen.user_id, chosen.kind, chosen.link, chosen.in_app, chosen.email,
        case when chosen.in_app then jsonb_build_object(
          'notification', jsonb_build_object('id', chosen.id, 'kind', chosen.kind, 'severity', chosen.severity,
            'actor', case when chosen.actor_user_id is not null then jsonb_build_object('user_id', chosen.actor_user_id,
              'name', coalesce((select full_name from users where users.id = chosen.actor_user_id), '')) end,
            'conversation_id', chosen.conversation_id, 'message_id', chosen.message_id, 'link', chosen.link, 'data', chosen.data,
            'seen_at', null, 'read_at', null, 'archived_at', null, 'created_at', ${at}::text),
          'counts', jsonb_build_object('all', counts.all_count, 'unread', counts.unread, 'unseen', counts.unseen,
            'archived', counts.archived)) end as event
      from chosen left join counts using (user_id)
    )`;
}

/** The mails wanted among `notified` rows (as JSON for the statement's answer). */
export const MAILS_COLUMN = sql`(select coalesce(json_agg(json_build_object('userId', user_id, 'kind', kind, 'link', link) order by ord), '[]')
  from notified where email)::text as mails`;

/**
 * Creates the notifications people want in the app and emits them (each with its recipient's fresh counts); returns
 * the mails they want. One statement whatever the kinds (`notificationsSql`).
 */
export async function createNotifications(tx: Database, emit: Emit, inputs: readonly NotificationInput[]): Promise<PendingMail[]> {
  if (inputs.length === 0) return [];
  const rows = inputs.map((input, index) => ({
    ord: index + 1,
    user_id: input.userId,
    kind: input.kind,
    severity: input.severity ?? 'info',
    actor_user_id: input.actorUserId ?? null,
    conversation_id: input.conversationId ?? null,
    message_id: input.messageId ?? null,
    link: input.link ?? null,
    data: input.data ?? {},
  }));
  const result = (await tx.execute(sql`
    with notify_input as (select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as i(${NOTIFY_INPUT_COLUMNS})),
    ${notificationsSql(new Date().toISOString())}
    select ${MAILS_COLUMN}, (select coalesce(json_agg(json_build_object('userId', user_id, 'event', event) order by ord), '[]')
      from notified where in_app)::text as events`)) as unknown as { rows: Array<{ mails: string; events: string }> };
  const [answer] = result.rows;
  for (const { userId, event } of JSON.parse(answer!.events) as Array<{ userId: string; event: NotificationCreated }>)
    emit({ type: 'notification.created', userIds: [userId], data: event });
  return JSON.parse(answer!.mails) as PendingMail[];
}

type NotificationCreated = { notification: Notification; counts: NotificationCounts };

const EMPTY_COUNTS: NotificationCounts = { all: 0, unread: 0, unseen: 0, archived: 0 };

/** Each person's counts: one row each, kept by triggers (migration 0011); nobody's row yet means no notifications. */
export async function countsFor(db: Database, userIds: readonly string[]): Promise<Map<string, NotificationCounts>> {
  const unique = [...new Set(userIds)];
  const result = new Map(unique.map((id) => [id, { ...EMPTY_COUNTS }]));
  if (unique.length === 0) return result;
  const rows = await db.select().from(notificationCounters).where(inArray(notificationCounters.userId, unique));
  for (const row of rows) {
    result.set(row.userId, { all: row.allCount, unread: row.unread, unseen: row.unseen, archived: row.archived });
  }
  return result;
}

export async function toNotifications(db: Database, rows: ReadonlyArray<typeof notifications.$inferSelect>): Promise<Notification[]> {
  const actorIds = [...new Set(rows.map((row) => row.actorUserId).filter((id): id is string => id !== null))];
  const names = new Map(
    (actorIds.length ? await db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, actorIds)) : []).map(
      (r) => [r.id, r.name],
    ),
  );
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  return rows.map((row) => ({
    id: row.id,
    kind: (NOTIFICATION_KINDS as readonly string[]).includes(row.kind) ? (row.kind as NotificationKind) : 'system',
    severity: row.severity,
    actor: row.actorUserId ? { user_id: row.actorUserId, name: names.get(row.actorUserId) ?? '' } : null,
    conversation_id: row.conversationId,
    message_id: row.messageId,
    link: row.link,
    data: row.data,
    seen_at: iso(row.seenAt),
    read_at: iso(row.readAt),
    archived_at: iso(row.archivedAt),
    created_at: row.createdAt.toISOString(),
  }));
}

function filterOf(filter: NotificationFilter): SQL | undefined {
  if (filter === 'archived') return isNotNull(notifications.archivedAt);
  if (filter === 'unread') return and(isNull(notifications.archivedAt), isNull(notifications.readAt));
  if (filter === 'unseen') return and(isNull(notifications.archivedAt), isNull(notifications.seenAt));
  return isNull(notifications.archivedAt);
}

export async function listNotifications(
  db: Database,
  userId: string,
  query: { page: number; limit: number; filter: NotificationFilter; kind?: NotificationKind | undefined },
) {
  const where = and(eq(notifications.userId, userId), filterOf(query.filter), query.kind ? eq(notifications.kind, query.kind) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ count: sql<number>`count(*)::int` }).from(notifications).where(where),
  ]);
  return { data: await toNotifications(db, rows), total: Number(total?.count ?? 0) };
}

export async function markNotifications(deps: PublishDeps, userId: string, input: z.output<typeof markNotificationsSchema>) {
  const now = new Date();
  const changes = {
    read: { readAt: now, seenAt: sql`coalesce(${notifications.seenAt}, now())` },
    unread: { readAt: null },
    seen: { seenAt: now },
    archive: {
      archivedAt: now,
      readAt: sql`coalesce(${notifications.readAt}, now())`,
      seenAt: sql`coalesce(${notifications.seenAt}, now())`,
    },
    unarchive: { archivedAt: null },
  }[input.action];
  return inTransaction(deps, async (tx, emit) => {
    const rows = await tx
      .update(notifications)
      .set(changes)
      .where(and(eq(notifications.userId, userId), input.ids ? inArray(notifications.id, input.ids) : undefined))
      .returning({ id: notifications.id });
    const counts = (await countsFor(tx, [userId])).get(userId)!;
    if (rows.length > 0) emit({ type: 'notification.updated', userIds: [userId], data: { ids: rows.map((row) => row.id), counts } });
    return { updated: rows.length, counts };
  });
}

export async function listPreferences(db: Database, userId: string): Promise<NotificationPreference[]> {
  const stored = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const byKind = new Map(stored.map((row) => [row.kind, row]));
  return NOTIFICATION_KINDS.map((kind) => {
    const row = byKind.get(kind);
    return { kind, in_app: row?.inApp ?? DEFAULT_PREFERENCES[kind].in_app, email: row?.email ?? DEFAULT_PREFERENCES[kind].email };
  });
}

export async function savePreferences(db: Database, userId: string, preferences: readonly NotificationPreference[]) {
  await db.transaction(async (tx) => {
    for (const preference of preferences) {
      await tx
        .insert(notificationPreferences)
        .values({ userId, kind: preference.kind, inApp: preference.in_app, email: preference.email })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.kind],
          set: { inApp: preference.in_app, email: preference.email, updatedAt: new Date() },
        });
    }
  });
  return listPreferences(db, userId);
}

/** Sends the notification mails (after the commit), each in its recipient's language. */
export async function sendNotificationMails(
  deps: { db: Database; mail: MailAdapter; origin: string },
  mails: readonly PendingMail[],
): Promise<void> {
  if (mails.length === 0) return;
  const recipients = await deps.db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(inArray(users.id, [...new Set(mails.map((mail) => mail.userId))]));
  const byId = new Map(recipients.map((row) => [row.id, row]));
  for (const mail of mails) {
    const recipient = byId.get(mail.userId);
    if (!recipient) continue;
    const link = new URL(mail.link ?? '/inbox', deps.origin).toString();
    await deps.mail.send(renderMail(recipient.email, recipient.language, { kind: 'notification', notificationKind: mail.kind, link }));
  }
}

/** Whether a person was already told of this kind about this thing (`data[key]` equal to `value`): told once. */
export async function notifiedAbout(db: Database, userId: string, kind: NotificationKind, key: string, value: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind), sql`${notifications.data}->>${key} = ${value}`))
    .limit(1);
  return Boolean(row);
}
