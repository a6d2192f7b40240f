-- A detailed feedback entry says whether its reasons are what the shopper loves or what is not for her.
-- Every entry written before this was a love, so the default fills them.
ALTER TABLE "user_feedback_detailed" ADD COLUMN "verdict" text DEFAULT 'love' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_feedback_detailed" ADD CONSTRAINT "user_feedback_detailed_verdict_check" CHECK ("user_feedback_detailed"."verdict" in ('love', 'not_for_me'));