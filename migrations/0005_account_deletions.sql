CREATE TABLE "account_deletions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" text,
	"requested_at" timestamp with time zone NOT NULL,
	"data_purged_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"fraud_records_purged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "account_deletions_requested_idx" ON "account_deletions" USING btree ("requested_at");