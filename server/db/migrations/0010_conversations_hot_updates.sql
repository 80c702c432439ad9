-- Every send updates its conversation's row (last_seq, last_message_at, updated_at) and the sender's membership
-- (read watermark). An update that changes no indexed column and finds room on its page is a HOT update: no new
-- index entries, and the old version is pruned without a vacuum. last_message_at was indexed (by no query: the
-- inbox finds a member's conversations by membership and orders those), which made every send write all of the
-- conversations' indexes anew; the free space left on each page lets the next version stay on it.
DROP INDEX "conversations_last_message_idx";
--> statement-breakpoint
ALTER TABLE "conversations" SET (fillfactor = 80);
--> statement-breakpoint
ALTER TABLE "conversation_members" SET (fillfactor = 90);
