ALTER TABLE "runs" ADD COLUMN "lease_owner" uuid;--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "client_id" text;--> statement-breakpoint
CREATE INDEX "messages_streaming_idx" ON "messages" USING btree ("id") WHERE "messages"."state" = 'streaming';--> statement-breakpoint
CREATE UNIQUE INDEX "runs_client_id_key" ON "runs" USING btree ("user_id","client_id") WHERE "runs"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "runs_in_progress_lease" ON "runs" USING btree ("lease_until") WHERE "runs"."status" in ('queued', 'running');