-- What a piece is good for (tools/garments): formality 1-5, warmth 1-5, seasons and occasions from
-- fixed vocabularies (tools/garments/contracts.ts), on products and wardrobe items, plus the
-- attributes a shopper corrected on their own items. The columns are added empty (no table rewrite,
-- no index rebuild): the table that derives them lives in TypeScript, so rows older than this
-- migration are filled by tools/garments/backfill.ts at start-up, in batches, and read as derived
-- on the fly until then; new rows get them on insert.
ALTER TABLE "products" ADD COLUMN "formality" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "warmth" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seasons" text[];--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "occasions" text[];--> statement-breakpoint
ALTER TABLE "wardrobe_items" ADD COLUMN "formality" smallint;--> statement-breakpoint
ALTER TABLE "wardrobe_items" ADD COLUMN "warmth" smallint;--> statement-breakpoint
ALTER TABLE "wardrobe_items" ADD COLUMN "seasons" text[];--> statement-breakpoint
ALTER TABLE "wardrobe_items" ADD COLUMN "occasions" text[];--> statement-breakpoint
ALTER TABLE "wardrobe_items" ADD COLUMN "corrected_attributes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_formality_check" CHECK ("products"."formality" between 1 and 5);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_warmth_check" CHECK ("products"."warmth" between 1 and 5);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seasons_check" CHECK ("products"."seasons" <@ ARRAY['spring', 'summer', 'autumn', 'winter']::text[]);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_occasions_check" CHECK ("products"."occasions" <@ ARRAY['wedding-guest', 'black-tie', 'interview', 'office', 'date', 'party', 'festival', 'beach', 'brunch', 'funeral', 'travel', 'gym', 'casual', 'lounge']::text[]);--> statement-breakpoint
ALTER TABLE "wardrobe_items" ADD CONSTRAINT "wardrobe_items_formality_check" CHECK ("wardrobe_items"."formality" between 1 and 5);--> statement-breakpoint
ALTER TABLE "wardrobe_items" ADD CONSTRAINT "wardrobe_items_warmth_check" CHECK ("wardrobe_items"."warmth" between 1 and 5);--> statement-breakpoint
ALTER TABLE "wardrobe_items" ADD CONSTRAINT "wardrobe_items_seasons_check" CHECK ("wardrobe_items"."seasons" <@ ARRAY['spring', 'summer', 'autumn', 'winter']::text[]);--> statement-breakpoint
ALTER TABLE "wardrobe_items" ADD CONSTRAINT "wardrobe_items_occasions_check" CHECK ("wardrobe_items"."occasions" <@ ARRAY['wedding-guest', 'black-tie', 'interview', 'office', 'date', 'party', 'festival', 'beach', 'brunch', 'funeral', 'travel', 'gym', 'casual', 'lounge']::text[]);--> statement-breakpoint
ALTER TABLE "wardrobe_items" ADD CONSTRAINT "wardrobe_items_corrected_attributes_check" CHECK ("wardrobe_items"."corrected_attributes" <@ ARRAY['formality', 'warmth', 'seasons', 'occasions']::text[]);