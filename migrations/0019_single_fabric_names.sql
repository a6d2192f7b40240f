-- The demo catalogue named some jackets after their fabric twice ("Cropped Denim Denim Jacket"); the
-- generator no longer does, and catalogues seeded before it are renamed to match.
UPDATE "products" SET "product_name" = replace("product_name", 'Denim Denim', 'Denim') WHERE "product_name" LIKE '%Denim Denim%';
