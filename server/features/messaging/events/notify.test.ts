/**
 * Stored events on PostgreSQL: the log rows and their NOTIFY are one statement (log.ts `logEventsSql`, the
 * adapter's `notifyOf`). What a listener hears must be what the log holds, ids in order; events too large for one
 * notification are announced by their ids from the same statement; a rollback announces nothing.
 * PostgreSQL only: PGlite's in-process adapter has no NOTIFY.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/api/helpers.ts';
import type { BusMessage } from '../../../adapters/events/index.ts';
import type { Database } from '../../../db/client.ts';
import { inTransaction } from '../publish.ts';
import { writeEvents } from './log.ts';
import { eventLog } from '../schema.ts';

const t = useTestApp();
const onPostgres = Boolean(process.env.DATABASE_URL);

/** Collects what the adapter brings until `count` messages arrived (or the wait ends). */
async function heard(count: number, work: () => Promise<unknown>): Promise<BusMessage[]> {
  const messages: BusMessage[] = [];
  const unsubscribe = t.events.subscribe({ onMessage: (message) => messages.push(message) });
  await t.events.listening();
  try {
    await work();
    const until = Date.now() + 5_000;
    while (messages.length < count && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    // A little longer, so that a notification that should not come has the chance to.
    await new Promise((resolve) => setTimeout(resolve, 200));
    return messages;
  } finally {
    unsubscribe();
  }
}

const userA = '00000000-0000-4000-8000-00000000000a';
const userB = '00000000-0000-4000-8000-00000000000b';

describe.skipIf(!onPostgres)('stored events on PostgreSQL', () => {
  it('writes and announces small events in one statement: ids in order, data as sent', async () => {
    const messages = await heard(1, () =>
      inTransaction({ db: t.db, events: t.events }, async (_tx, emit) => {
        emit({
          type: 'notification.updated',
          userIds: [userA],
          data: { ids: ['x'], counts: { all: 1, unread: 1, unseen: 1, archived: 0 } },
        });
        emit({
          type: 'notification.updated',
          userIds: [userA, userB, userA],
          data: { ids: ['y'], counts: { all: 2, unread: 0, unseen: 0, archived: 1 } },
        });
      }),
    );
    expect(messages).toHaveLength(1);
    const [message] = messages;
    if (message?.kind !== 'events') throw new Error(`expected inline events, got ${JSON.stringify(message)}`);
    const ids = message.events.map((event) => event.id!);
    expect(ids[1]).toBeGreaterThan(ids[0]!);
    const rows = await t.db.select().from(eventLog).where(inArray(eventLog.id, ids));
    expect(message.events).toEqual(
      ids.map((id) => {
        const row = rows.find((stored) => stored.id === id)!;
        return { id, type: row.type, userIds: row.userIds, data: row.data };
      }),
    );
    expect(message.events.map((event) => [event.userIds, (event.data as { ids: string[] }).ids])).toEqual([
      [[userA], ['x']],
      [[userA, userB], ['y']],
    ]);
  });

  it('announces events too large for one notification by their log ids', async () => {
    const long = 'é'.repeat(5_000); // 10,000 bytes of UTF-8
    const messages = await heard(1, () =>
      inTransaction({ db: t.db, events: t.events }, async (_tx, emit) => {
        emit({
          type: 'notification.updated',
          userIds: [userA],
          data: { ids: [long], counts: { all: 0, unread: 0, unseen: 0, archived: 0 } },
        });
      }),
    );
    expect(messages).toHaveLength(1);
    const [message] = messages;
    if (message?.kind !== 'stored') throw new Error(`expected log ids, got ${JSON.stringify(message).slice(0, 200)}`);
    const [row] = await t.db.select().from(eventLog).where(eq(eventLog.id, message.ids[0]!));
    expect((row!.data as { ids: string[] }).ids).toEqual([long]);
  });

  it('announces nothing for a transaction that rolls back after writing its events', async () => {
    const messages = await heard(1, () =>
      t.db
        .transaction(async (tx) => {
          await writeEvents(tx as unknown as Database, t.events, [
            {
              type: 'notification.updated',
              userIds: [userB],
              data: { ids: ['gone'], counts: { all: 0, unread: 0, unseen: 0, archived: 0 } },
            },
          ]);
          throw new Error('rolled back');
        })
        .catch(() => undefined),
    );
    expect(messages).toEqual([]);
    const rows = await t.db.select().from(eventLog).where(sql`${eventLog.data} -> 'ids' ? 'gone'`);
    expect(rows).toEqual([]);
  });
});
