/**
 * Group commit of sends (PostgreSQL only: on PGlite sends are not batched). A conversation's row is locked by the
 * test so that its first send waits in the database and the next ones queue in their lane; releasing the lock lets
 * them commit in batches.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/api/helpers.ts';
import { createGroup, person } from '../../../tests/support/messaging.ts';
import { sendBatchesOf } from './send-batches.ts';

const t = useTestApp();

async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let tries = 0; tries < 250; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`never: ${what}`);
}

describe.skipIf(!process.env.DATABASE_URL)('sends that share a commit (PostgreSQL)', () => {
  it('a batch whose statement fails runs its sends again alone, none lost or stored twice; a client id sent twice while queued is one message', async () => {
    const ada = await person(t.app);
    const grace = await person(t.app, 'Grace Hopper');
    const room = await createGroup(ada, [grace]);
    const batches = sendBatchesOf(t.db, t.events)!;
    const before = { ...batches.stats };
    // A statement that fails in the database the first time only (a serialization failure; a sequence counts the
    // tries, as it ignores rollbacks): its batch rolls back, and its sends run again alone.
    await t.db.execute(sql`create sequence boom_tries`);
    await t.db.execute(sql`create function refuse_boom() returns trigger language plpgsql as $$
      begin if new.body = 'boom' and nextval('boom_tries') = 1 then
        raise exception 'could not serialize' using errcode = '40001'; end if; return new; end $$`);
    await t.db.execute(sql`create trigger refuse_boom before insert on messages for each row execute function refuse_boom()`);
    const post = (body: Record<string, unknown>) => ada.client.post(`/api/conversations/${room.id}/messages`, body);
    const responses: Array<Promise<Response>> = [];
    try {
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`select id from conversations where id = ${room.id}::uuid for update`);
        responses.push(post({ body: 'first, waits for the lock' }));
        await until(async () => {
          const waiting = (await t.db.execute(sql`select count(*)::int as n from pg_stat_activity
            where wait_event_type = 'Lock' and query like '%with member as%'`)) as unknown as { rows: Array<{ n: number }> };
          return waiting.rows[0]!.n > 0;
        }, 'the first send waits for the row lock');
        for (let index = 0; index < 18; index += 1) responses.push(post({ body: index === 9 ? 'boom' : `queued ${index}` }));
        responses.push(post({ body: 'twice', client_id: 'twice-client-id' }), post({ body: 'twice', client_id: 'twice-client-id' }));
        await until(() => batches.queued === 20, 'twenty sends queue behind the first');
      });
      const answered = await Promise.all(responses);
      const statuses = answered.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(21);
      const [twiceA, twiceB] = await Promise.all(answered.slice(19).map(async (response) => (await response.json()).data));
      expect(twiceB.id).toBe(twiceA.id);
      // 20 queued: a batch of 16 and one of 4. The one with 'boom' ran again send by send; the other committed whole.
      expect(batches.stats.retriedBatches - before.retriedBatches).toBe(1);
      expect(batches.stats.batches - before.batches).toBe(1);
      expect([4, 16]).toContain(batches.stats.batchedSends - before.batchedSends);
      // Every message is stored once ('twice' once), seqs 1..20 without a gap.
      const stored = (await t.db.execute(
        sql`select seq, body from messages where conversation_id = ${room.id}::uuid order by seq`,
      )) as unknown as {
        rows: Array<{ seq: number; body: string }>;
      };
      expect(stored.rows.map((row) => Number(row.seq))).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
      expect(stored.rows.filter((row) => row.body === 'boom')).toHaveLength(1);
      expect(stored.rows.filter((row) => row.body === 'twice')).toHaveLength(1);
      const unread = (await (await grace.client.get(`/api/conversations/${room.id}`)).json()).data;
      expect(unread).toMatchObject({ last_seq: 20, unread_count: 20 });
    } finally {
      await t.db.execute(sql`drop trigger refuse_boom on messages`);
      await t.db.execute(sql`drop function refuse_boom()`);
      await t.db.execute(sql`drop sequence boom_tries`);
    }
  });
  it('a send that PostgreSQL gives up to a deadlock runs again and is stored once', async () => {
    const ada = await person(t.app);
    const grace = await person(t.app, 'Grace Hopper');
    const room = await createGroup(ada, [grace]);
    // The first try of this body is chosen as a deadlock's victim (a sequence counts tries: it ignores rollbacks).
    await t.db.execute(sql`create sequence give_up_tries`);
    await t.db.execute(sql`create function give_up_once() returns trigger language plpgsql as $$
      begin if new.body = 'give up once' and nextval('give_up_tries') = 1 then
        raise exception 'deadlock detected' using errcode = '40P01'; end if; return new; end $$`);
    await t.db.execute(sql`create trigger give_up_once before insert on messages for each row execute function give_up_once()`);
    try {
      const response = await ada.client.post(`/api/conversations/${room.id}/messages`, {
        body: 'give up once',
        client_id: 'give-up-once-1',
      });
      expect(response.status).toBe(201);
      const stored = (await t.db.execute(
        sql`select count(*)::int as n from messages where conversation_id = ${room.id}::uuid`,
      )) as unknown as {
        rows: Array<{ n: number }>;
      };
      expect(stored.rows[0]!.n).toBe(1);
      const tries = (await t.db.execute(sql`select last_value::int as n from give_up_tries`)) as unknown as { rows: Array<{ n: number }> };
      expect(tries.rows[0]!.n).toBe(2);
    } finally {
      await t.db.execute(sql`drop trigger give_up_once on messages`);
      await t.db.execute(sql`drop function give_up_once()`);
      await t.db.execute(sql`drop sequence give_up_tries`);
    }
  });
});
