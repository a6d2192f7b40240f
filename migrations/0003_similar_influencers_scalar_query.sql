-- find_similar_influencers_by_handle, same contract as 0002, one statement instead of a plpgsql
-- block: the target's vector reaches the HNSW scan as a scalar subquery (an InitPlan parameter, which
-- the index accepts; a join would force an exact scan), and a SQL function skips plpgsql's per-call
-- set-up. ef_search follows the size of the answer (2 × max_results, at least 20): 20 candidates
-- found the exact top 6 for 200 of 200 accounts at 10k influencers (bench/vectors.bench.ts), and a
-- larger answer gets the candidates it needs. The SET clauses keep both settings inside the call.
CREATE OR REPLACE FUNCTION find_similar_influencers_by_handle(
	target_handle text,
	similarity_threshold double precision DEFAULT 0.6,
	max_results integer DEFAULT 6
) RETURNS TABLE (handle text, similarity_score double precision)
LANGUAGE sql STABLE
SET hnsw.ef_search = 100
SET hnsw.iterative_scan = 'relaxed_order'
AS $$
	SELECT set_config('hnsw.ef_search', greatest(20, 2 * coalesce(max_results, 0))::text, true);
	WITH target AS MATERIALIZED (
		SELECT a.id, a.style_vector
		FROM influencer_accounts a
		WHERE a.handle = lower(regexp_replace(btrim(coalesce(target_handle, '')), '^@+', ''))
			AND a.style_vector IS NOT NULL
	)
	SELECT n.handle, n.similarity_score
	FROM (
		SELECT c.handle, (1 - (c.style_vector <=> (SELECT t.style_vector FROM target t)))::double precision AS similarity_score
		FROM influencer_accounts c
		WHERE c.id <> (SELECT t.id FROM target t) AND c.is_active AND c.style_vector IS NOT NULL
		ORDER BY c.style_vector <=> (SELECT t.style_vector FROM target t)
		LIMIT greatest(coalesce(max_results, 0), 0)
	) n
	WHERE n.similarity_score >= coalesce(similarity_threshold, 0.6)
	ORDER BY n.similarity_score DESC, n.handle;
$$;
