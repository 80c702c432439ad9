/**
 * The bell's counts are kept by triggers (migration 0011), not counted at each read: after any mix of writes, each
 * person's counters row must equal a count of their notifications, and the API must answer it.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/api/helpers.ts';
import { createGroup, person, send } from '../../../tests/support/messaging.ts';

const t = useTestApp();

type Counts = { all: number; unread: number; unseen: number; archived: number };

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Counted from the notifications themselves, as the API did before the counters. */
async function counted(userId: string): Promise<Counts> {
  const [row] = await rows<Counts>(sql`select
      count(*) filter (where archived_at is null)::int as "all",
      count(*) filter (where archived_at is null and read_at is null)::int as unread,
      count(*) filter (where archived_at is null and seen_at is null)::int as unseen,
      count(*) filter (where archived_at is not null)::int as archived
    from notifications where user_id = ${userId}::uuid`);
  return row!;
}

async function kept(userId: string): Promise<Counts | undefined> {
  const [row] = await rows<Counts>(sql`select all_count as "all", unread, unseen, archived
    from notification_counters where user_id = ${userId}::uuid`);
  return row;
}

describe('notification counters', () => {
  it('equal a count of the rows after sends, marks in bulk, deletes and a conversation deleted', async () => {
    const ada = await person(t.app);
    const grace = await person(t.app, 'Grace Hopper');
    const room = await createGroup(ada, [grace]);
    const other = await createGroup(ada, [grace]);
    for (let index = 0; index < 6; index += 1) await send(ada, room.id, `@${grace.username} look ${index}`);
    for (let index = 0; index < 3; index += 1) await send(ada, other.id, `@${grace.username} there ${index}`);
    expect(await kept(grace.userId)).toEqual({ all: 9, unread: 9, unseen: 9, archived: 0 });
    // Marks in bulk and one by one, some of them twice (no change the second time).
    await t.db.execute(sql`update notifications set seen_at = now() where user_id = ${grace.userId}::uuid`);
    await t.db.execute(sql`update notifications set seen_at = now() where user_id = ${grace.userId}::uuid`);
    await t.db.execute(sql`update notifications set read_at = now()
      where id in (select id from notifications where user_id = ${grace.userId}::uuid order by created_at limit 4)`);
    await t.db.execute(sql`update notifications set archived_at = now()
      where id in (select id from notifications where user_id = ${grace.userId}::uuid order by created_at desc limit 2)`);
    await t.db.execute(sql`update notifications set read_at = null
      where id in (select id from notifications where user_id = ${grace.userId}::uuid order by created_at limit 1)`);
    expect(await kept(grace.userId)).toEqual(await counted(grace.userId));
    const answered = (await (await grace.client.get('/api/notifications/counts')).json()).data;
    expect(answered).toEqual(await counted(grace.userId));
    expect(answered).toEqual({ all: 7, unread: 4, unseen: 0, archived: 2 });
    // The other room's notifications go with it (a cascade); then one more row deleted.
    await t.db.execute(sql`delete from conversations where id = ${other.id}::uuid`);
    await t.db.execute(sql`delete from notifications
      where id in (select id from notifications where user_id = ${grace.userId}::uuid order by created_at limit 1)`);
    expect(await kept(grace.userId)).toEqual(await counted(grace.userId));
    expect((await counted(grace.userId)).all + (await counted(grace.userId)).archived).toBe(5);
    // Someone never notified has no row and counts zero; deleting a person takes their row with them.
    expect(await kept(ada.userId)).toBeUndefined();
    expect((await (await ada.client.get('/api/notifications/counts')).json()).data).toEqual({ all: 0, unread: 0, unseen: 0, archived: 0 });
    await t.db.execute(sql`delete from users where id = ${grace.userId}::uuid`);
    expect(await kept(grace.userId)).toBeUndefined();
  });

  it("fall as the person reads: reading a conversation reads its messages' notifications up to where they read", async () => {
    const ada = await person(t.app);
    const grace = await person(t.app, 'Grace Hopper');
    const room = await createGroup(ada, [grace]);
    const other = await createGroup(ada, [grace]);
    const sent: Array<{ seq: number }> = [];
    for (let index = 0; index < 3; index += 1) sent.push(await send(ada, room.id, `@${grace.username} look ${index}`));
    await send(ada, other.id, `@${grace.username} elsewhere`);
    const counts = async () => (await (await grace.client.get('/api/notifications/counts')).json()).data as Counts;
    expect((await counts()).unread).toBe(4);
    // Read up to the second message: two of the room's notifications are read, the third and the other room's wait.
    const upTo = sent[1]!.seq;
    const partly = await grace.client.post(`/api/conversations/${room.id}/read`, { seq: upTo });
    expect(partly.status).toBe(200);
    expect(await counts()).toEqual({ all: 4, unread: 2, unseen: 2, archived: 0 });
    await grace.client.post(`/api/conversations/${room.id}/read`, {});
    expect((await counts()).unread).toBe(1);
    expect(await kept(grace.userId)).toEqual(await counted(grace.userId));
  });
});
