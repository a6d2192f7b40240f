-- The aesthetic leading a style vector: the index of its heaviest aesthetic (dimensions 0-15 of the
-- vocabulary in tools/recommendations/vocabulary.ts), equal weights going to the word first in "C"
-- order (the arrays below list the aesthetics in that order: androgynous, bohemian, casual, chic,
-- classic, coastal, edgy, elegant, glam, minimalist, modern, preppy, romantic, sporty, streetwear,
-- vintage); null when no aesthetic weighs anything. tools/recommendations/feed-statements.test.ts checks it
-- against the vocabulary, so a change there needs a migration here. The search path is fixed at
-- creation so a restore (which empties it) still finds pgvector's subvector.
CREATE FUNCTION lead_aesthetic(v vector) RETURNS smallint
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE SET search_path FROM CURRENT
AS $$
  select case when x.top > 1e-9 then ('{14,6,4,5,1,15,9,3,13,0,2,10,8,11,7,12}'::smallint[])[array_position(x.weights, x.top)] end
  from (select array[w[15], w[7], w[5], w[6], w[2], w[16], w[10], w[4], w[14], w[1], w[3], w[11], w[9], w[12], w[8], w[13]] as weights, greatest(w[15], w[7], w[5], w[6], w[2], w[16], w[10], w[4], w[14], w[1], w[3], w[11], w[9], w[12], w[8], w[13]) as top
    from (select subvector(v, 1, 16)::real[] as w) as cast_once) as x
$$;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lead_aesthetic" smallint GENERATED ALWAYS AS (lead_aesthetic(style_vector)) STORED;