ALTER TABLE "protocol_versions" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "protocol_versions" ADD COLUMN "rollback_reason" text;--> statement-breakpoint
ALTER TABLE "protocol_versions" ADD COLUMN "rolled_back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "protocol_versions" ADD CONSTRAINT "protocol_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;