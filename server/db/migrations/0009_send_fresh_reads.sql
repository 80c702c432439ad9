-- A member's send is one statement (server/features/messaging/send-statement.ts) whose CTEs all read the snapshot
-- taken when it started, before it waited for the conversation's row lock. Two of its reads must see what committed
-- during that wait, as they did when they were statements of their own after the lock: who receives the message
-- (a member added or removed meanwhile) and each recipient's notification counts (another send's notification).
-- A VOLATILE function takes a fresh snapshot for each query it runs, which also sees the rows its calling statement
-- has written so far: callers run it after the lock (and the counts after the notifications were inserted).
CREATE FUNCTION conversation_audience(conversation uuid) RETURNS SETOF uuid
  LANGUAGE sql VOLATILE
  AS $$
    SELECT conversation_members.user_id FROM conversation_members
    WHERE conversation_members.conversation_id = conversation AND conversation_members.left_at IS NULL
      AND conversation_members.user_id IS NOT NULL
  $$;
--> statement-breakpoint
CREATE FUNCTION notification_counts(recipients uuid[])
  RETURNS TABLE (user_id uuid, all_count int, unread int, unseen int, archived int)
  LANGUAGE sql VOLATILE
  AS $$
    SELECT notifications.user_id,
      (count(*) FILTER (WHERE notifications.archived_at IS NULL))::int,
      (count(*) FILTER (WHERE notifications.archived_at IS NULL AND notifications.read_at IS NULL))::int,
      (count(*) FILTER (WHERE notifications.archived_at IS NULL AND notifications.seen_at IS NULL))::int,
      (count(*) FILTER (WHERE notifications.archived_at IS NOT NULL))::int
    FROM notifications WHERE notifications.user_id = ANY (recipients) GROUP BY notifications.user_id
  $$;
