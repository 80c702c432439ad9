CREATE TABLE "conversation_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"invited_by" uuid,
	"role" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"declined_at" timestamp with time zone,
	CONSTRAINT "conversation_invitations_role_check" CHECK ("conversation_invitations"."role" in ('staff', 'member'))
);
--> statement-breakpoint
CREATE TABLE "messaging_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"add_policy" text DEFAULT 'contacts' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messaging_settings_add_policy_check" CHECK ("messaging_settings"."add_policy" in ('anyone', 'contacts', 'nobody'))
);
--> statement-breakpoint
ALTER TABLE "conversation_invitations" ADD CONSTRAINT "conversation_invitations_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_invitations" ADD CONSTRAINT "conversation_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_invitations" ADD CONSTRAINT "conversation_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD CONSTRAINT "messaging_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_invitations_key" ON "conversation_invitations" USING btree ("conversation_id","user_id");--> statement-breakpoint
CREATE INDEX "conversation_invitations_pending_idx" ON "conversation_invitations" USING btree ("user_id","created_at") WHERE "conversation_invitations"."declined_at" is null;