-- Spec §7 remote procedure: find_similar_influencers_by_handle(target_handle, similarity_threshold 0.6,
-- max_results 6) → (handle, similarity_score). Nearest active accounts by cosine similarity of style
-- vectors, excluding the target itself. plpgsql so the target's vector reaches the query as a
-- parameter, which lets the planner use the HNSW index (a join would force an exact scan).
-- ef_search 100 and an iterative scan keep recall high and the limit full (see tools/recommendations/nearest.ts).
CREATE OR REPLACE FUNCTION find_similar_influencers_by_handle(
	target_handle text,
	similarity_threshold double precision DEFAULT 0.6,
	max_results integer DEFAULT 6
) RETURNS TABLE (handle text, similarity_score double precision)
LANGUAGE plpgsql STABLE
SET hnsw.ef_search = 100
SET hnsw.iterative_scan = 'relaxed_order'
AS $$
DECLARE
	target_id uuid;
	target_vector vector;
BEGIN
	SELECT a.id, a.style_vector INTO target_id, target_vector
	FROM influencer_accounts a
	WHERE a.handle = lower(regexp_replace(btrim(coalesce(target_handle, '')), '^@+', ''))
		AND a.style_vector IS NOT NULL;
	IF target_id IS NULL OR coalesce(max_results, 0) <= 0 THEN
		RETURN;
	END IF;
	RETURN QUERY
	SELECT n.handle, n.similarity_score
	FROM (
		SELECT c.handle, (1 - (c.style_vector <=> target_vector))::double precision AS similarity_score
		FROM influencer_accounts c
		WHERE c.id <> target_id AND c.is_active AND c.style_vector IS NOT NULL
		ORDER BY c.style_vector <=> target_vector
		LIMIT max_results
	) n
	WHERE n.similarity_score >= coalesce(similarity_threshold, 0.6)
	ORDER BY n.similarity_score DESC, n.handle;
END;
$$;
