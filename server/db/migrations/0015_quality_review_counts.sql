ALTER TABLE "experts" DROP CONSTRAINT "experts_rates_check";--> statement-breakpoint
ALTER TABLE "experts" DROP COLUMN "hitl_acceptance_rate";--> statement-breakpoint
ALTER TABLE "experts" DROP COLUMN "preference_win_rate";--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "review_accepted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "review_edited" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "review_responded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "review_ignored" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_review_counts_check" CHECK ("experts"."review_accepted" >= 0 and "experts"."review_edited" >= 0 and "experts"."review_responded" >= 0 and "experts"."review_ignored" >= 0);