-- Each person's notification counts, kept by triggers instead of counted at every read: a send that notifies someone
-- used to count all of that person's notifications (notification_counts, migration 0009), which grew with them.
CREATE TABLE "notification_counters" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"all_count" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	"unseen" integer DEFAULT 0 NOT NULL,
	"archived" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_counters" ADD CONSTRAINT "notification_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "notification_counters" ("user_id", "all_count", "unread", "unseen", "archived")
  SELECT n.user_id,
    count(*) FILTER (WHERE n.archived_at IS NULL),
    count(*) FILTER (WHERE n.archived_at IS NULL AND n.read_at IS NULL),
    count(*) FILTER (WHERE n.archived_at IS NULL AND n.seen_at IS NULL),
    count(*) FILTER (WHERE n.archived_at IS NOT NULL)
  FROM notifications n GROUP BY n.user_id;
--> statement-breakpoint
-- A new notification counts at once, row by row BEFORE its insert: a send's statement reads the counts (through
-- notification_counts) after its notifications were inserted, within that same statement, which an AFTER trigger
-- (run when the statement ends) would be too late for. The first notification of a person creates their row.
CREATE FUNCTION notification_counters_insert() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO notification_counters AS c (user_id, all_count, unread, unseen, archived)
      VALUES (NEW.user_id, (NEW.archived_at IS NULL)::int, (NEW.archived_at IS NULL AND NEW.read_at IS NULL)::int,
        (NEW.archived_at IS NULL AND NEW.seen_at IS NULL)::int, (NEW.archived_at IS NOT NULL)::int)
      ON CONFLICT (user_id) DO UPDATE SET all_count = c.all_count + excluded.all_count, unread = c.unread + excluded.unread,
        unseen = c.unseen + excluded.unseen, archived = c.archived + excluded.archived;
    RETURN NEW;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER notification_counters_insert BEFORE INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION notification_counters_insert();
--> statement-breakpoint
-- Marking (seen, read, archived, in bulk too) and deleting change counts once per statement, from the rows before and
-- after, locking those people's rows in user_id order first (two statements never lock them in opposite orders). A person with
-- notifications has a counters row, so these only update; a person being deleted loses theirs by cascade.
CREATE FUNCTION notification_counters_update() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM 1 FROM notification_counters c WHERE c.user_id IN (SELECT n.user_id FROM changed_new n UNION SELECT o.user_id FROM changed_old o)
      ORDER BY c.user_id FOR UPDATE;
    UPDATE notification_counters c SET all_count = c.all_count + d.a, unread = c.unread + d.u, unseen = c.unseen + d.s,
      archived = c.archived + d.r
    FROM (
      SELECT user_id, sum(a)::int AS a, sum(u)::int AS u, sum(s)::int AS s, sum(r)::int AS r FROM (
        SELECT n.user_id, (n.archived_at IS NULL)::int AS a, (n.archived_at IS NULL AND n.read_at IS NULL)::int AS u,
          (n.archived_at IS NULL AND n.seen_at IS NULL)::int AS s, (n.archived_at IS NOT NULL)::int AS r FROM changed_new n
        UNION ALL
        SELECT o.user_id, -(o.archived_at IS NULL)::int, -(o.archived_at IS NULL AND o.read_at IS NULL)::int,
          -(o.archived_at IS NULL AND o.seen_at IS NULL)::int, -(o.archived_at IS NOT NULL)::int FROM changed_old o
      ) rows GROUP BY user_id
    ) d
    WHERE c.user_id = d.user_id AND (d.a <> 0 OR d.u <> 0 OR d.s <> 0 OR d.r <> 0);
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER notification_counters_update AFTER UPDATE ON notifications
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION notification_counters_update();
--> statement-breakpoint
CREATE FUNCTION notification_counters_delete() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM 1 FROM notification_counters c WHERE c.user_id IN (SELECT o.user_id FROM changed_old o) ORDER BY c.user_id FOR UPDATE;
    UPDATE notification_counters c SET all_count = c.all_count - d.a, unread = c.unread - d.u, unseen = c.unseen - d.s,
      archived = c.archived - d.r
    FROM (
      SELECT o.user_id, count(*) FILTER (WHERE o.archived_at IS NULL)::int AS a,
        count(*) FILTER (WHERE o.archived_at IS NULL AND o.read_at IS NULL)::int AS u,
        count(*) FILTER (WHERE o.archived_at IS NULL AND o.seen_at IS NULL)::int AS s,
        count(*) FILTER (WHERE o.archived_at IS NOT NULL)::int AS r
      FROM changed_old o GROUP BY o.user_id
    ) d
    WHERE c.user_id = d.user_id;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER notification_counters_delete AFTER DELETE ON notifications
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION notification_counters_delete();
--> statement-breakpoint
-- The counts a send's statement reads after inserting its notifications: now one row per recipient. Still VOLATILE
-- (a fresh snapshot, after the statement's own inserts and what committed while it waited for the row lock).
CREATE OR REPLACE FUNCTION notification_counts(recipients uuid[])
  RETURNS TABLE (user_id uuid, all_count int, unread int, unseen int, archived int)
  LANGUAGE plpgsql VOLATILE
  AS $$
  BEGIN
    RETURN QUERY SELECT c.user_id, c.all_count, c.unread, c.unseen, c.archived
      FROM notification_counters c WHERE c.user_id = ANY (recipients);
  END
  $$;
