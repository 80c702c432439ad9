-- A member's send is one statement (server/features/messaging/send-statement.ts) whose CTEs all read the snapshot
-- taken when it started, before it waited for the conversation's row lock. Two of its reads must see what committed
-- during that wait, as they did when they were statements of their own after the lock: who receives the message
-- (a member added or removed meanwhile) and each recipient's notification counts (another send's notification).
-- A VOLATILE function takes a fresh snapshot for each query it runs, which also sees the rows its calling statement
-- has written so far: callers run it after the lock (and the counts after the notifications were inserted).
-- PL/pgSQL rather than SQL functions only because it keeps each query's plan for the session (a SQL function's
-- body is planned again at every call: ~0.15 ms a call, twice a send).
CREATE FUNCTION conversation_audience(conversation uuid) RETURNS SETOF uuid
  LANGUAGE plpgsql VOLATILE
  AS $$
  BEGIN
    RETURN QUERY SELECT m.user_id FROM conversation_members m
      WHERE m.conversation_id = conversation AND m.left_at IS NULL AND m.user_id IS NOT NULL;
  END
  $$;
--> statement-breakpoint
CREATE FUNCTION notification_counts(recipients uuid[])
  RETURNS TABLE (user_id uuid, all_count int, unread int, unseen int, archived int)
  LANGUAGE plpgsql VOLATILE
  AS $$
  BEGIN
    RETURN QUERY SELECT n.user_id,
      (count(*) FILTER (WHERE n.archived_at IS NULL))::int,
      (count(*) FILTER (WHERE n.archived_at IS NULL AND n.read_at IS NULL))::int,
      (count(*) FILTER (WHERE n.archived_at IS NULL AND n.seen_at IS NULL))::int,
      (count(*) FILTER (WHERE n.archived_at IS NOT NULL))::int
    FROM notifications n WHERE n.user_id = ANY (recipients) GROUP BY n.user_id;
  END
  $$;
