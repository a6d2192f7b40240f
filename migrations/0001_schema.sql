CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_usage_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"action" text NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text DEFAULT 'New conversation' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"role" text NOT NULL,
	"parts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fitting_room_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"item_name" text NOT NULL,
	"brand" text,
	"price" double precision,
	"image_url" text,
	"item_url" text,
	"affiliate_link" text,
	"retailer_name" text,
	"category" text,
	"color" text DEFAULT 'neutral' NOT NULL,
	"styling_notes" text,
	"external_product_id" text NOT NULL,
	"is_in_cart" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "influencer_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"handle" text NOT NULL,
	"display_name" text NOT NULL,
	"profile_image_url" text,
	"category" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"style_vector" vector(75),
	"aesthetic_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "influencer_accounts_handle_unique" UNIQUE("handle")
);
--> statement-breakpoint
CREATE TABLE "influencer_post_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"post_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "influencer_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"influencer_id" uuid NOT NULL,
	"platform_post_id" text NOT NULL,
	"image_url" text,
	"caption" text DEFAULT '' NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"top_liked" boolean DEFAULT false NOT NULL,
	"link_url" text,
	"style_vector" vector(75),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "influencer_posts_platform_post_id_unique" UNIQUE("platform_post_id")
);
--> statement-breakpoint
CREATE TABLE "instagram_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"instagram_user_id" text,
	"access_token_encrypted" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instagram_credentials_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"links" text[] DEFAULT '{}'::text[] NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_name" text NOT NULL,
	"brand" text NOT NULL,
	"price" double precision NOT NULL,
	"price_tier" text NOT NULL,
	"image_url" text,
	"product_url" text NOT NULL,
	"affiliate_url" text,
	"retailer_name" text NOT NULL,
	"category" text NOT NULL,
	"product_description" text DEFAULT '' NOT NULL,
	"color" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"influencer_id" uuid,
	"style_vector" vector(75),
	"search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', product_name || ' ' || brand || ' ' || category || ' ' || coalesce(color, '') || ' ' || product_description)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "recommendation_scores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"item_id" text NOT NULL,
	"score" real NOT NULL,
	"score_breakdown" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_type" text NOT NULL,
	"provider" text,
	"user_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"severity" text DEFAULT 'low' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"seed" integer NOT NULL,
	"counts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "style_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"style_dna" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"aesthetic_preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"confidence_score" real DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "style_profiles_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "style_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"source_type" text NOT NULL,
	"source_name" text NOT NULL,
	"source_handle" text NOT NULL,
	"source_url" text,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"priority_score" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"destination" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"trip_name" text NOT NULL,
	"planned_outfits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_feedback_detailed" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"item_id" text NOT NULL,
	"reasons" text[] NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_influencer_preferences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"influencer_name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"preference_score" integer DEFAULT 50 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_product_interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"recommendation_id" text NOT NULL,
	"interaction_type" text NOT NULL,
	"interaction_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_social_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"connection_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_style_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"style_preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"color_preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"brand_preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"learning_confidence" real DEFAULT 0 NOT NULL,
	"style_vector" vector(75),
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_style_profiles_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wardrobe_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"item_name" text NOT NULL,
	"category" text NOT NULL,
	"brand" text,
	"color" text,
	"purchase_price" double precision,
	"notes" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_url" text,
	"style_analysis" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widget_partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_key" text NOT NULL,
	"name" text NOT NULL,
	"allowed_origins" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "widget_partners_partner_key_unique" UNIQUE("partner_key")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_usage_logs" ADD CONSTRAINT "ai_usage_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitting_room_items" ADD CONSTRAINT "fitting_room_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencer_post_feedback" ADD CONSTRAINT "influencer_post_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencer_post_feedback" ADD CONSTRAINT "influencer_post_feedback_post_id_influencer_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."influencer_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencer_posts" ADD CONSTRAINT "influencer_posts_influencer_id_influencer_accounts_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_credentials" ADD CONSTRAINT "instagram_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_influencer_id_influencer_accounts_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencer_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_scores" ADD CONSTRAINT "recommendation_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_profiles" ADD CONSTRAINT "style_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_sources" ADD CONSTRAINT "style_sources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_plans" ADD CONSTRAINT "trip_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_feedback_detailed" ADD CONSTRAINT "user_feedback_detailed_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_influencer_preferences" ADD CONSTRAINT "user_influencer_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_product_interactions" ADD CONSTRAINT "user_product_interactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_social_connections" ADD CONSTRAINT "user_social_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_style_profiles" ADD CONSTRAINT "user_style_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wardrobe_items" ADD CONSTRAINT "wardrobe_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ai_usage_logs_user_action_idx" ON "ai_usage_logs" USING btree ("user_id","action","created_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_user_updated_idx" ON "chat_conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fitting_room_items_user_external_uq" ON "fitting_room_items" USING btree ("user_id","external_product_id");--> statement-breakpoint
CREATE INDEX "fitting_room_items_user_created_idx" ON "fitting_room_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "influencer_accounts_active_created_idx" ON "influencer_accounts" USING btree ("is_active","created_at");--> statement-breakpoint
CREATE INDEX "influencer_accounts_vector_idx" ON "influencer_accounts" USING hnsw ("style_vector" vector_cosine_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "influencer_post_feedback_one_like_uq" ON "influencer_post_feedback" USING btree ("user_id","post_id") WHERE "influencer_post_feedback"."decision" = 'like';--> statement-breakpoint
CREATE INDEX "influencer_post_feedback_post_idx" ON "influencer_post_feedback" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "influencer_posts_posted_idx" ON "influencer_posts" USING btree ("posted_at");--> statement-breakpoint
CREATE INDEX "influencer_posts_influencer_posted_idx" ON "influencer_posts" USING btree ("influencer_id","posted_at");--> statement-breakpoint
CREATE INDEX "influencer_posts_top_liked_idx" ON "influencer_posts" USING btree ("like_count") WHERE "influencer_posts"."top_liked";--> statement-breakpoint
CREATE INDEX "influencer_posts_vector_idx" ON "influencer_posts" USING hnsw ("style_vector" vector_cosine_ops);--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category","price");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "products_tier_idx" ON "products" USING btree ("price_tier");--> statement-breakpoint
CREATE INDEX "products_influencer_idx" ON "products" USING btree ("influencer_id");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "products_vector_idx" ON "products" USING hnsw ("style_vector" vector_cosine_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "recommendation_scores_user_item_uq" ON "recommendation_scores" USING btree ("user_id","item_id");--> statement-breakpoint
CREATE INDEX "security_events_type_idx" ON "security_events" USING btree ("event_type","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "style_sources_user_handle_uq" ON "style_sources" USING btree ("user_id","source_handle");--> statement-breakpoint
CREATE INDEX "style_sources_user_type_idx" ON "style_sources" USING btree ("user_id","source_type","is_active");--> statement-breakpoint
CREATE INDEX "trip_plans_user_created_idx" ON "trip_plans" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_feedback_detailed_user_idx" ON "user_feedback_detailed" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_influencer_preferences_user_name_uq" ON "user_influencer_preferences" USING btree ("user_id","influencer_name");--> statement-breakpoint
CREATE INDEX "user_influencer_preferences_active_idx" ON "user_influencer_preferences" USING btree ("user_id","is_active","influencer_name");--> statement-breakpoint
CREATE INDEX "user_product_interactions_user_idx" ON "user_product_interactions" USING btree ("user_id","interaction_type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_social_connections_user_platform_uq" ON "user_social_connections" USING btree ("user_id","platform");--> statement-breakpoint
CREATE INDEX "user_style_profiles_vector_idx" ON "user_style_profiles" USING hnsw ("style_vector" vector_cosine_ops);--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "wardrobe_items_user_created_idx" ON "wardrobe_items" USING btree ("user_id","created_at");