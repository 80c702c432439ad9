CREATE TABLE "comparison_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"tenant_id" text NOT NULL,
	"expert_id" uuid NOT NULL,
	"rival_expert_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comparison_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"set_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"prompt" text NOT NULL,
	"expert_run_id" uuid NOT NULL,
	"rival_run_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preference_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"rater_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"swapped" boolean NOT NULL,
	"strength" text,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preference_ratings_outcome_check" CHECK ("preference_ratings"."outcome" in ('expert', 'rival', 'tie', 'both_bad'))
);
--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "preference_wins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "preference_losses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "comparison_sets" ADD CONSTRAINT "comparison_sets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparison_sets" ADD CONSTRAINT "comparison_sets_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparison_sets" ADD CONSTRAINT "comparison_sets_rival_expert_id_experts_id_fk" FOREIGN KEY ("rival_expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparison_tasks" ADD CONSTRAINT "comparison_tasks_set_id_comparison_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."comparison_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparison_tasks" ADD CONSTRAINT "comparison_tasks_expert_run_id_runs_id_fk" FOREIGN KEY ("expert_run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparison_tasks" ADD CONSTRAINT "comparison_tasks_rival_run_id_runs_id_fk" FOREIGN KEY ("rival_run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preference_ratings" ADD CONSTRAINT "preference_ratings_task_id_comparison_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."comparison_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preference_ratings" ADD CONSTRAINT "preference_ratings_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comparison_sets_owner_idx" ON "comparison_sets" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "comparison_tasks_set_position_key" ON "comparison_tasks" USING btree ("set_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "preference_ratings_task_rater_key" ON "preference_ratings" USING btree ("task_id","rater_id");--> statement-breakpoint
CREATE INDEX "preference_ratings_rater_idx" ON "preference_ratings" USING btree ("rater_id");--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_preference_counts_check" CHECK ("experts"."preference_wins" >= 0 and "experts"."preference_losses" >= 0);