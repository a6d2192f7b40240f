-- A followed handle has one state: whether the shopper follows it and whether it is active lives in
-- user_influencer_preferences (the Influencers tab, the feed, the stat cards and the Agent Chat read it).
-- style_sources keeps where a handle came from (type, url, description, priority); its is_active is
-- kept equal to the follow's by the database, in the statement that changes either, whichever code
-- wrote it. Keeping a source follows it, unfollowing removes the connection and removing the
-- connection unfollows.
-- Statement-level triggers over transition tables: one join per statement, so an import of 7,500
-- handles costs one statement, not 7,500. The mirrored write fires the other table's trigger one
-- level deeper, which returns at once (pg_trigger_depth), so nothing loops.

-- The follows are the truth already shown to the shopper: sources that disagree take their state,
-- and a source nobody followed is followed, as keeping it from the dialog always did.
INSERT INTO "user_influencer_preferences" ("user_id", "influencer_name", "is_active", "preference_score")
SELECT s."user_id", s."source_handle", s."is_active", 50 FROM "style_sources" s
ON CONFLICT ("user_id", "influencer_name") DO NOTHING;
--> statement-breakpoint
UPDATE "style_sources" s SET "is_active" = p."is_active"
FROM "user_influencer_preferences" p
WHERE p."user_id" = s."user_id" AND p."influencer_name" = s."source_handle" AND s."is_active" IS DISTINCT FROM p."is_active";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "follow_state_to_sources"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  UPDATE "style_sources" s SET "is_active" = n."is_active"
  FROM "changed_follows" n
  WHERE s."user_id" = n."user_id" AND s."source_handle" = lower(ltrim(n."influencer_name", '@')) AND s."is_active" IS DISTINCT FROM n."is_active";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "unfollow_removes_sources"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  DELETE FROM "style_sources" s USING "removed_follows" o
  WHERE s."user_id" = o."user_id" AND s."source_handle" = lower(ltrim(o."influencer_name", '@'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "source_state_to_follows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  UPDATE "user_influencer_preferences" p SET "is_active" = n."is_active"
  FROM "changed_sources" n
  WHERE p."user_id" = n."user_id" AND p."influencer_name" = n."source_handle" AND p."is_active" IS DISTINCT FROM n."is_active";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "new_sources_take_follow_state"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  -- A kept source is followed (score 50, as every follow); one already followed keeps its follow.
  INSERT INTO "user_influencer_preferences" ("user_id", "influencer_name", "is_active", "preference_score")
  SELECT n."user_id", n."source_handle", n."is_active", 50 FROM "changed_sources" n
  ON CONFLICT ("user_id", "influencer_name") DO NOTHING;
  UPDATE "style_sources" s SET "is_active" = p."is_active"
  FROM "changed_sources" n JOIN "user_influencer_preferences" p ON p."user_id" = n."user_id" AND p."influencer_name" = n."source_handle"
  WHERE s."id" = n."id" AND s."is_active" IS DISTINCT FROM p."is_active";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "removed_sources_unfollow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  DELETE FROM "user_influencer_preferences" p USING "removed_sources" o
  WHERE p."user_id" = o."user_id" AND p."influencer_name" = o."source_handle";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "follows_inserted_to_sources" AFTER INSERT ON "user_influencer_preferences"
  REFERENCING NEW TABLE AS "changed_follows" FOR EACH STATEMENT EXECUTE FUNCTION "follow_state_to_sources"();
--> statement-breakpoint
CREATE TRIGGER "follows_updated_to_sources" AFTER UPDATE ON "user_influencer_preferences"
  REFERENCING NEW TABLE AS "changed_follows" FOR EACH STATEMENT EXECUTE FUNCTION "follow_state_to_sources"();
--> statement-breakpoint
CREATE TRIGGER "follows_deleted_to_sources" AFTER DELETE ON "user_influencer_preferences"
  REFERENCING OLD TABLE AS "removed_follows" FOR EACH STATEMENT EXECUTE FUNCTION "unfollow_removes_sources"();
--> statement-breakpoint
CREATE TRIGGER "sources_inserted_from_follows" AFTER INSERT ON "style_sources"
  REFERENCING NEW TABLE AS "changed_sources" FOR EACH STATEMENT EXECUTE FUNCTION "new_sources_take_follow_state"();
--> statement-breakpoint
CREATE TRIGGER "sources_updated_to_follows" AFTER UPDATE ON "style_sources"
  REFERENCING NEW TABLE AS "changed_sources" FOR EACH STATEMENT EXECUTE FUNCTION "source_state_to_follows"();
--> statement-breakpoint
CREATE TRIGGER "sources_deleted_to_follows" AFTER DELETE ON "style_sources"
  REFERENCING OLD TABLE AS "removed_sources" FOR EACH STATEMENT EXECUTE FUNCTION "removed_sources_unfollow"();
