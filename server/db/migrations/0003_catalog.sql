CREATE TABLE "bookmarks" (
	"user_id" uuid NOT NULL,
	"expert_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmarks_user_id_expert_id_pk" PRIMARY KEY("user_id","expert_id")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"icon" text NOT NULL,
	"labels" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "creator_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"display_name" text NOT NULL,
	"headline" text NOT NULL,
	"bio" text NOT NULL,
	"website" text,
	"country" text NOT NULL,
	"locale" text NOT NULL,
	"avatar_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"display_name" text NOT NULL,
	"headline" text NOT NULL,
	"bio" text NOT NULL,
	"motivation" text NOT NULL,
	"website" text,
	"country" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_note" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_requests_status_check" CHECK ("creator_requests"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "expert_tags" (
	"expert_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "expert_tags_expert_id_tag_id_pk" PRIMARY KEY("expert_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "expert_tenants" (
	"tenant_id" text NOT NULL,
	"expert_id" uuid NOT NULL,
	CONSTRAINT "expert_tenants_tenant_id_expert_id_pk" PRIMARY KEY("tenant_id","expert_id")
);
--> statement-breakpoint
CREATE TABLE "expert_uses" (
	"user_id" uuid NOT NULL,
	"expert_id" uuid NOT NULL,
	"tenant_id" text NOT NULL,
	"uses" integer DEFAULT 1 NOT NULL,
	"first_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_uses_user_id_expert_id_pk" PRIMARY KEY("user_id","expert_id")
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"creator_id" uuid NOT NULL,
	"name" text NOT NULL,
	"headline" text NOT NULL,
	"description" text NOT NULL,
	"locale" text NOT NULL,
	"languages" text[] NOT NULL,
	"avatar_url" text,
	"category_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"human_review" boolean DEFAULT false NOT NULL,
	"price_model" text DEFAULT 'free' NOT NULL,
	"price_amount" integer DEFAULT 0 NOT NULL,
	"price_currency" text DEFAULT 'USD' NOT NULL,
	"price_interval" text,
	"availability" text DEFAULT 'now' NOT NULL,
	"starters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"intake" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"review_note" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"completed_runs" integer DEFAULT 0 NOT NULL,
	"hitl_acceptance_rate" double precision,
	"preference_win_rate" double precision,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_score" double precision DEFAULT 3 NOT NULL,
	"bookmark_count" integer DEFAULT 0 NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experts_status_check" CHECK ("experts"."status" in ('draft', 'in_review', 'published', 'suspended')),
	CONSTRAINT "experts_price_model_check" CHECK ("experts"."price_model" in ('free', 'per_run', 'subscription')),
	CONSTRAINT "experts_price_amount_check" CHECK ("experts"."price_amount" >= 0),
	CONSTRAINT "experts_availability_check" CHECK ("experts"."availability" in ('now', 'day', 'booked')),
	CONSTRAINT "experts_rates_check" CHECK (coalesce("experts"."hitl_acceptance_rate", 0) between 0 and 1 and coalesce("experts"."preference_win_rate", 0) between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "featured_experts" (
	"tenant_id" text NOT NULL,
	"expert_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "featured_experts_tenant_id_expert_id_pk" PRIMARY KEY("tenant_id","expert_id")
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expert_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"stars" smallint NOT NULL,
	"text" text NOT NULL,
	"locale" text NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_stars_check" CHECK ("reviews"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_requests" ADD CONSTRAINT "creator_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_requests" ADD CONSTRAINT "creator_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_tags" ADD CONSTRAINT "expert_tags_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_tags" ADD CONSTRAINT "expert_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_tenants" ADD CONSTRAINT "expert_tenants_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_uses" ADD CONSTRAINT "expert_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_uses" ADD CONSTRAINT "expert_uses_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_experts" ADD CONSTRAINT "featured_experts_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookmarks_expert_idx" ON "bookmarks" USING btree ("expert_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_profiles_slug_key" ON "creator_profiles" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_requests_one_pending_key" ON "creator_requests" USING btree ("user_id") WHERE "creator_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "creator_requests_status_idx" ON "creator_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "expert_tags_tag_idx" ON "expert_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "expert_tenants_expert_idx" ON "expert_tenants" USING btree ("expert_id");--> statement-breakpoint
CREATE INDEX "expert_uses_expert_idx" ON "expert_uses" USING btree ("expert_id");--> statement-breakpoint
CREATE UNIQUE INDEX "experts_slug_key" ON "experts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "experts_creator_idx" ON "experts" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "experts_category_idx" ON "experts" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "experts_status_idx" ON "experts" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "experts_published_score_idx" ON "experts" USING btree ("rating_score" DESC NULLS LAST,"id") WHERE "experts"."status" = 'published';--> statement-breakpoint
CREATE INDEX "experts_published_at_idx" ON "experts" USING btree ("published_at" DESC NULLS LAST,"id") WHERE "experts"."status" = 'published';--> statement-breakpoint
CREATE INDEX "experts_search_idx" ON "experts" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_user_key" ON "review_reports" USING btree ("review_id","user_id");--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("resolved_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_expert_user_key" ON "reviews" USING btree ("expert_id","user_id");--> statement-breakpoint
CREATE INDEX "reviews_expert_created_idx" ON "reviews" USING btree ("expert_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");