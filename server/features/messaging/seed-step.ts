/**
 * The messaging seed step (server/seed/index.ts): a newcomer signed in as the demo member finds a living inbox — a direct
 * conversation with the creator of an expert they use, a group of people who share meal-prep tips (with a thread
 * and reactions), a creator's broadcast, and the notifications those brought, some of them unread. It runs after
 * the catalog step (its people and experts) and adds nothing when the demo member's direct conversation exists.
 */
import { eq, inArray } from 'drizzle-orm';
import { DEMO_ACCOUNT } from '../../core/demo-accounts.ts';
import { users } from '../../core/schema.ts';
import type { Database } from '../../db/client.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import { excerptOf } from './text.ts';
import { conversationMembers, conversations, messageReactions, messages, notifications } from './schema.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

type Line = { by: string; body: string; agoMs: number; reactions?: Record<string, string[]>; replies?: Line[] };

interface SeedConversation {
  kind: 'direct' | 'group' | 'broadcast';
  title: string | null;
  topic?: string;
  tenantId: string;
  /** username -> role; 'demo' is the demo member. */
  members: Record<string, 'owner' | 'staff' | 'member'>;
  /** How many of the top-level lines the demo member has read. */
  demoRead: number;
  lines: Line[];
}

const CONVERSATIONS: SeedConversation[] = [
  {
    kind: 'direct',
    title: null,
    tenantId: 'crohns',
    members: { demo: 'member', priya_raman: 'member' },
    demoRead: 3,
    lines: [
      {
        by: 'demo',
        agoMs: 26 * HOUR_MS,
        body: 'Hi Priya, the meal planner is great. Can it plan for a household where only I eat low-residue?',
      },
      {
        by: 'priya_raman',
        agoMs: 25 * HOUR_MS,
        body: 'Yes! Tell it who you cook for and it plans **one base meal** with a gentler version for you. Mark meals "not today" and next week adapts.',
      },
      { by: 'demo', agoMs: 24 * HOUR_MS, body: 'Perfect, trying it for next week.' },
      {
        by: 'priya_raman',
        agoMs: 50 * MINUTE_MS,
        body: 'How did the first week go? If a meal *caused trouble*, mark it so the planner drops it — and do mention it to your IBD team.',
      },
    ],
  },
  {
    kind: 'group',
    title: 'IBD meal-prep circle',
    topic: 'Batch cooking ideas for low-energy days',
    tenantId: 'crohns',
    members: { priya_raman: 'owner', demo: 'member', raj_patel_ibd: 'member', sophie_kline: 'member' },
    demoRead: 2,
    lines: [
      {
        by: 'priya_raman',
        agoMs: 3 * 24 * HOUR_MS,
        body: 'Welcome! Share one dish you batch-cook when energy is low. I start: plain rice congee, frozen in portions.',
        reactions: { '👍': ['raj_patel_ibd', 'sophie_kline', 'demo'] },
      },
      {
        by: 'raj_patel_ibd',
        agoMs: 2 * 24 * HOUR_MS,
        body: 'Poached chicken and mashed potato, six portions on Sunday. Freezes well.',
        replies: [
          { by: 'sophie_kline', agoMs: 40 * HOUR_MS, body: 'Do you add anything to the mash? Butter bothers me.' },
          { by: 'raj_patel_ibd', agoMs: 39 * HOUR_MS, body: 'A little of the cooking stock instead of butter works for me.' },
        ],
      },
      {
        by: 'sophie_kline',
        agoMs: 5 * HOUR_MS,
        body: 'Baked salmon with white rice, and a banana loaf for snacks.',
        reactions: { '🎉': ['priya_raman'] },
      },
      {
        by: 'priya_raman',
        agoMs: 2 * HOUR_MS,
        body: '@demo-expert what works for you? The planner can turn your list into a shopping list.',
      },
    ],
  },
  {
    kind: 'broadcast',
    title: 'Updates from Priya Raman',
    tenantId: 'crohns',
    members: { priya_raman: 'owner', demo: 'member' },
    demoRead: 1,
    lines: [
      { by: 'priya_raman', agoMs: 6 * 24 * HOUR_MS, body: 'The meal planner now groups the shopping list by aisle.' },
      {
        by: 'priya_raman',
        agoMs: 20 * HOUR_MS,
        body: 'New: plans for a household — one base meal, a gentler version for whoever needs it.',
      },
    ],
  },
];

export async function seedMessaging(db: Database): Promise<Record<string, number> | null> {
  const usernames = [...new Set(CONVERSATIONS.flatMap((conversation) => Object.keys(conversation.members)))].filter(
    (name) => name !== 'demo',
  );
  const people = await db
    .select({ id: users.id, username: users.username, name: users.fullName })
    .from(users)
    .where(inArray(users.username, usernames));
  const [demo] = await db.select({ id: users.id, name: users.fullName }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
  if (!demo || people.length < usernames.length) return null;
  const ids = new Map<string, { id: string; name: string }>(
    people.map((person) => [person.username ?? '', { id: person.id, name: person.name }]),
  );
  ids.set('demo', { id: demo.id, name: demo.name });
  const person = (username: string) => ids.get(username)!;

  const directKey = [`user:${demo.id}`, `user:${person('priya_raman').id}`].sort().join('|');
  const [existing] = await db.select({ id: conversations.id }).from(conversations).where(eq(conversations.directKey, directKey));
  if (existing) return null;

  const now = Date.now();
  let messageCount = 0;
  await db.transaction(async (tx) => {
    for (const seed of CONVERSATIONS) {
      const owner = Object.entries(seed.members).find(([, role]) => role === 'owner')?.[0] ?? 'demo';
      const top = seed.lines;
      const replyCount = top.reduce((sum, line) => sum + (line.replies?.length ?? 0), 0);
      const lastAt = new Date(now - Math.min(...top.map((line) => line.agoMs)));
      const [conversation] = await tx
        .insert(conversations)
        .values({
          kind: seed.kind,
          title: seed.title,
          topic: seed.topic ?? null,
          directKey: seed.kind === 'direct' ? directKey : null,
          tenantId: seed.tenantId,
          createdBy: person(owner).id,
          lastSeq: top.length + replyCount,
          lastMessageAt: lastAt,
          createdAt: new Date(now - Math.max(...top.map((line) => line.agoMs)) - HOUR_MS),
        })
        .returning({ id: conversations.id });
      const conversationId = conversation!.id;
      let seq = 0;
      const seqOfTop: number[] = [];
      /** The last seq of each top-level line with its replies: reading a line covers its thread. */
      const seqThrough: number[] = [];
      for (const line of top) {
        seq += 1;
        seqOfTop.push(seq);
        const root = await insertLine(tx, conversationId, seq, line, person, now, null);
        messageCount += 1;
        for (const reply of line.replies ?? []) {
          seq += 1;
          await insertLine(tx, conversationId, seq, reply, person, now, root.id);
          messageCount += 1;
        }
        seqThrough.push(seq);
        if (line.replies?.length)
          await tx
            .update(messages)
            .set({ replyCount: line.replies.length, lastReplyAt: new Date(now - line.replies.at(-1)!.agoMs) })
            .where(eq(messages.id, root.id));
        const fromOther = line.by !== 'demo';
        const unread = seqOfTop.length > seed.demoRead;
        // A group notifies the demo member only where they are mentioned (their notify level's default rule).
        const notifies = seed.kind !== 'group' || line.body.includes('@demo-expert');
        if (fromOther && unread && notifies)
          await tx.insert(notifications).values({
            userId: demo.id,
            kind: seed.kind === 'direct' ? 'message.direct' : seed.kind === 'broadcast' ? 'message.broadcast' : 'message.mention',
            actorUserId: person(line.by).id,
            conversationId,
            messageId: root.id,
            link: `/messaging-v1?conversation=${conversationId}`,
            data: { excerpt: excerptOf(line.body, 100), author_name: person(line.by).name },
            createdAt: new Date(now - line.agoMs),
          });
      }
      const readSeq = seqThrough[seed.demoRead - 1] ?? 0;
      await tx.insert(conversationMembers).values(
        Object.entries(seed.members).map(([username, role]) => ({
          conversationId,
          userId: person(username).id,
          role,
          // Others have read everything; the demo member has read the first `demoRead` top-level messages.
          lastReadSeq: username === 'demo' ? readSeq : seq,
          lastReadAt: new Date(now - (username === 'demo' ? 20 * HOUR_MS : 30 * MINUTE_MS)),
          joinedAt: new Date(now - Math.max(...top.map((line) => line.agoMs)) - HOUR_MS),
        })),
      );
    }
  });
  return { conversations: CONVERSATIONS.length, messages: messageCount };
}

async function insertLine(
  tx: Database,
  conversationId: string,
  seq: number,
  line: Line,
  person: (username: string) => { id: string; name: string },
  now: number,
  threadRootId: string | null,
): Promise<{ id: string }> {
  const mentions = line.body.includes('@demo-expert') ? [{ kind: 'user' as const, user_id: person('demo').id }] : [];
  const [row] = await tx
    .insert(messages)
    .values({
      conversationId,
      seq,
      threadRootId,
      authorKind: 'user',
      authorUserId: person(line.by).id,
      body: line.body,
      bodyHtml: renderMarkdown(line.body),
      mentions,
      createdAt: new Date(now - line.agoMs),
    })
    .returning({ id: messages.id });
  for (const [emoji, who] of Object.entries(line.reactions ?? {}))
    await tx.insert(messageReactions).values(who.map((username) => ({ messageId: row!.id, userId: person(username).id, emoji })));
  return row!;
}
